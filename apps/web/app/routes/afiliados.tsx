import { AffiliateFaq } from "~/components/affiliates/affiliate-faq";
import { AffiliateFooter } from "~/components/affiliates/affiliate-footer";
import { AffiliateHeader } from "~/components/affiliates/affiliate-header";
import { AffiliateHero } from "~/components/affiliates/affiliate-hero";
import { ApplicationForm } from "~/components/affiliates/application-form";
import { Benefits } from "~/components/affiliates/benefits";
import { Commissions } from "~/components/affiliates/commissions";
import { HowItWorks } from "~/components/affiliates/how-it-works";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Programa de Afiliados Tostão | Até 60% de comissão por venda",
    description:
      "Divulgue o Tostão, assistente financeiro no WhatsApp, e ganhe de 40% a 60% de comissão por venda, paga por Pix. Participação gratuita; nossa equipe responde sua solicitação pelo WhatsApp.",
    path: "/afiliados",
  });

export default function Afiliados() {
  return (
    <>
      <AffiliateHeader />
      <main>
        <AffiliateHero />
        <HowItWorks />
        <Commissions />
        <Benefits />
        <ApplicationForm />
        <AffiliateFaq />
      </main>
      <AffiliateFooter />
    </>
  );
}
