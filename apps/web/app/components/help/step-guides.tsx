import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { island } from "~/islands/island";
import { guides } from "./content/guides";
import { HelpSection } from "./help-section";

/** The step-by-step guides; several may be open at once, the first starts open. */
function Guides() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(guides[0] ? [guides[0].id] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <HelpSection
      id="step-guides"
      title="Guias passo a passo"
      subtitle="Instruções detalhadas para cada recurso. Abra quantos guias quiser."
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card px-5 text-card-foreground shadow-sm">
        {guides.map((guide, index) => (
          <Disclosure
            key={guide.id}
            id={guide.id}
            heading="h3"
            open={open.has(guide.id)}
            onToggle={() => toggle(guide.id)}
            trigger={
              <span className="flex flex-1 gap-3">
                <span className="text-muted-foreground">{index + 1}.</span>
                <span className="flex flex-col items-start gap-1.5">
                  <span>{guide.title}</span>
                  <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                    {guide.category}
                  </span>
                </span>
              </span>
            }
          >
            <ol className="flex list-decimal flex-col gap-2 pl-6 text-base">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {guide.important ? (
              <p className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-secondary p-3 text-secondary-foreground dark:border-amber-800">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <strong>Importante:</strong> {guide.important}
                </span>
              </p>
            ) : null}
          </Disclosure>
        ))}
      </div>
    </HelpSection>
  );
}

export const StepGuides = island("help-step-guides", Guides);
