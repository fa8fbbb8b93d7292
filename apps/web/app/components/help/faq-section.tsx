import { Info } from "lucide-react";
import { useState } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { island } from "~/islands/island";
import { faqCategories } from "./content/faq";
import type { FaqCategory } from "./content/types";
import { HelpSection } from "./help-section";

/** The FAQ in four categories; each category opens one answer at a time. */
function Faq() {
  return (
    <HelpSection
      id="faq-section"
      title="Perguntas frequentes"
      subtitle="As dúvidas mais comuns sobre registros, documentos, relatórios e suporte."
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {faqCategories.map((category) => (
          <FaqCard key={category.id} category={category} />
        ))}
      </div>
    </HelpSection>
  );
}

/** One category's questions: opening an answer closes the one open before. */
function FaqCard({ category }: { category: FaqCategory }) {
  const [open, setOpen] = useState<number | null>(null);
  const Icon = category.icon;
  return (
    <div className="rounded-2xl border border-border bg-card px-5 pt-5 text-card-foreground shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {category.title}
      </h3>
      {category.entries.map((entry, index) => (
        <Disclosure
          key={entry.question}
          id={`${category.id}-${index}`}
          heading="h4"
          open={open === index}
          onToggle={() => setOpen((current) => (current === index ? null : index))}
          trigger={entry.question}
        >
          <p>{entry.answer}</p>
          {entry.important ? (
            <p className="mt-3 flex gap-2 rounded-lg bg-muted p-3">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <strong>Importante:</strong> {entry.important}
              </span>
            </p>
          ) : null}
        </Disclosure>
      ))}
    </div>
  );
}

export const FaqSection = island("help-faq", Faq);
