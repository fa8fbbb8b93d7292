import type { Feature } from "@tostao/core";
import { availableIn, type PlanFeature } from "@tostao/core/dashboard/plan";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { usePlanFeature } from "./queries";

/**
 * What a feature the plan lacks is and which plan has it, with the way to the plans page:
 * shown instead of its button, never a button that does nothing.
 */
function LockedFeature(props: {
  feature: Pick<PlanFeature, "label" | "planTitles">;
  /** What the feature does, in a sentence. */
  children?: ReactNode;
  className?: string;
}) {
  const { label, planTitles } = props.feature;
  return (
    <section
      aria-label={`${label}: não incluído no seu plano`}
      className={cn(
        "space-y-2 rounded-xl border border-dashed border-border bg-muted/40 p-4",
        props.className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Lock aria-hidden="true" className="size-4 text-muted-foreground" /> {label}
      </p>
      {props.children && <p className="text-sm text-muted-foreground">{props.children}</p>}
      <p className="text-sm">
        Disponível {availableIn(planTitles)}. Seu plano atual não inclui este recurso.
      </p>
      <Button asChild size="sm" variant="outline">
        <a href="/planos">Conhecer os planos</a>
      </Button>
    </section>
  );
}

/**
 * Renders `children` when the plan includes `feature`, else the explanation (a placeholder line
 * while the plan loads, so no button flashes in and out).
 */
export function PlanGate(props: { feature: Feature; about?: ReactNode; children: ReactNode }) {
  const feature = usePlanFeature(props.feature);
  if (!feature) return <p className="h-11 text-sm text-muted-foreground">Verificando seu plano…</p>;
  if (feature.allowed) return <>{props.children}</>;
  return <LockedFeature feature={feature}>{props.about}</LockedFeature>;
}
