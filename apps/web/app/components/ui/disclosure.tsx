import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

interface DisclosureProps {
  id: string;
  open: boolean;
  onToggle: () => void;
  heading: "h3" | "h4";
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * One accordion row (WAI-ARIA disclosure). A few lines of state in the parent decide single or
 * multiple open; a full accordion library would cost this pre-rendered page more script than it saves.
 */
export function Disclosure({ id, open, onToggle, heading: Heading, trigger, children }: DisclosureProps) {
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  return (
    <div className="border-b border-border last:border-b-0">
      <Heading className="flex">
        <button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
          className="flex flex-1 items-center justify-between gap-4 py-4 text-left font-semibold hover:underline"
        >
          {trigger}
          {/* A CSS chevron: twenty-one SVG icons were a third of the page's markup. */}
          <span
            aria-hidden="true"
            className={cn(
              "mr-1 size-2 shrink-0 border-current border-r-2 border-b-2 transition-transform duration-200",
              open ? "translate-y-0.5 -rotate-135" : "-translate-y-0.5 rotate-45",
            )}
          />
        </button>
      </Heading>
      {open ? (
        <section id={panelId} aria-labelledby={triggerId} className="pb-4 text-sm">
          {children}
        </section>
      ) : null}
    </div>
  );
}
