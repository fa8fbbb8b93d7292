import { moreTopics } from "./content/more-topics";
import { HelpSection } from "./help-section";

/** Cards and bills, limits, goals, the plan, cancelling, the refund and the LGPD: one answer each. */
export function MoreTopicsSection() {
  return (
    <section aria-labelledby="more-topics-title" className="below-fold">
      <div className="mb-8 text-center">
        <h2 id="more-topics-title" className="text-3xl font-extrabold tracking-tight">
          Cartões, metas e sua assinatura
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Faturas, limites de gastos, metas, plano, cancelamento, reembolso e os seus dados.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {moreTopics.map((topic) => (
          <HelpSection
            key={topic.id}
            id={topic.id}
            title={topic.title}
            subtitle={topic.summary}
            icon={topic.icon}
            compact
          >
            <div className="space-y-3 text-sm leading-relaxed">
              {topic.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </HelpSection>
        ))}
      </div>
    </section>
  );
}
