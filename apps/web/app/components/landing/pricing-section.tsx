import { personalPlans } from "@tostao/core/plans/catalogue";
import { PlanGrid } from "~/components/plans/plan-card";
import { Section } from "./section";

export function PricingSection() {
  return (
    <Section
      id="pricing"
      eyebrow="Planos"
      title="Escolha o melhor plano para você"
      subtitle="Todos os planos têm registro por texto, áudio, foto e PDF, lembretes e o painel web. Quanto mais longo, menor o preço por mês."
      className="bg-muted/50"
    >
      <PlanGrid plans={personalPlans} />
    </Section>
  );
}
