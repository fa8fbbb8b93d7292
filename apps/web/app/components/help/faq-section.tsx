import { Info } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { faqCategories } from "./content/faq";
import { SectionHeading } from "./section-heading";

/** The FAQ in four categories; each category opens one answer at a time. */
export function FaqSection() {
  return (
    <section
      id="faq-section"
      tabIndex={-1}
      aria-labelledby="faq-section-title"
      className="scroll-mt-20 focus:outline-none"
    >
      <SectionHeading
        id="faq-section-title"
        title="Perguntas Frequentes"
        subtitle="As dúvidas mais comuns sobre registros, documentos, relatórios e suporte."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {faqCategories.map((category) => {
          const Icon = category.icon;
          return (
            <div
              key={category.id}
              className="rounded-2xl border border-border bg-card px-5 pt-5 text-card-foreground shadow-sm"
            >
              <h3 id={`${category.id}-title`} className="flex items-center gap-2 text-lg font-bold">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {category.title}
              </h3>
              <Accordion type="single" collapsible>
                {category.entries.map((entry, index) => (
                  <AccordionItem
                    key={entry.question}
                    value={`${category.id}-${index}`}
                    className="last:border-b-0"
                  >
                    <AccordionTrigger>{entry.question}</AccordionTrigger>
                    <AccordionContent className="text-foreground">
                      <p>{entry.answer}</p>
                      {entry.important ? (
                        <p className="mt-3 flex gap-2 rounded-lg bg-muted p-3">
                          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                          <span>
                            <strong>Importante:</strong> {entry.important}
                          </span>
                        </p>
                      ) : null}
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </div>
          );
        })}
      </div>
    </section>
  );
}
