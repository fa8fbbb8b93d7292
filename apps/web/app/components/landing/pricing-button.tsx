import { ArrowDown } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A buy button that takes the visitor to the plans on this page. A plain #pricing link: the
 * browser scrolls (smoothly, per app.css, unless reduced motion is asked for) even before hydration.
 */
export function PricingButton({ label, className }: { label: string; className?: string }) {
  return (
    <a href="#pricing" className={cn(buttonVariants({ size: "lg" }), "font-extrabold", className)}>
      {label}
      <ArrowDown aria-hidden="true" />
    </a>
  );
}

/** A centred buy-button band between two sections. */
export function PricingBand({ label, note }: { label: string; note: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <PricingButton label={label} />
      <p className="text-sm text-muted-foreground">{note}</p>
    </div>
  );
}
