import { ComparisonSection } from "~/components/landing/comparison-section";
import { DashboardShowcase } from "~/components/landing/dashboard-showcase";
import { DemoVideoSection } from "~/components/landing/demo-video-section";
import { FaqSection } from "~/components/landing/faq-section";
import { FeaturesSection } from "~/components/landing/features-section";
import { GuaranteeSection } from "~/components/landing/guarantee-section";
import { Hero } from "~/components/landing/hero";
import { MessageExamples } from "~/components/landing/message-examples";
import { PricingBand } from "~/components/landing/pricing-button";
import { PricingSection } from "~/components/landing/pricing-section";
import { ProblemSection } from "~/components/landing/problem-section";
import { SecuritySection } from "~/components/landing/security-section";
import { StatsSection } from "~/components/landing/stats-section";
import { Testimonials } from "~/components/landing/testimonials";
import { ProductJsonLd } from "~/components/plans/product-json-ld";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Tostão | Controle financeiro pelo WhatsApp com IA",
    description:
      "Mande “gastei 50 no mercado” no WhatsApp e o Tostão organiza suas finanças: despesas, receitas, investimentos, lembretes de contas e relatórios em um painel web.",
    path: "/",
  });

export default function Home() {
  return (
    <>
      <SiteHeader onLanding />
      <main>
        <Hero />
        <DemoVideoSection />
        <ProblemSection />
        <FeaturesSection />
        <ComparisonSection />
        <MessageExamples />
        <PricingBand
          label="COMPRAR AGORA"
          note={"Garantia de 7 dias: não gostou, devolvemos 100% do valor."}
        />
        <DashboardShowcase />
        <PricingBand label="QUERO APROVEITAR" note="Quanto mais longo o plano, menor o preço por mês." />
        <SecuritySection />
        <Testimonials />
        <PricingSection />
        <GuaranteeSection />
        <StatsSection />
        <FaqSection />
      </main>
      <SiteFooter />
      <ProductJsonLd />
    </>
  );
}
