import { GUARANTEE_DAYS, personalPlans } from "@tostao/core/plans/catalogue";
import { ShieldCheck } from "lucide-react";
import { PlanGrid } from "~/components/plans/plan-card";
import { ProductJsonLd } from "~/components/plans/product-json-ld";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Planos do Tostão | Mensal, trimestral e anual",
    description:
      "Compare os planos do Tostão: mensal R$ 39,90, trimestral R$ 29,90/mês e anual R$ 19,90/mês. Garantia de 7 dias com reembolso total.",
    path: "/planos",
  });

export default function Planos() {
  return (
    <>
      <SiteHeader />
      <main className="px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto mb-12 max-w-3xl text-center">
            <h1 className="text-3xl font-extrabold sm:text-4xl">Escolha o melhor plano para você</h1>
            <p className="mt-4 text-lg text-muted-foreground">
              Registre gastos por mensagem, receba lembretes das contas e acompanhe tudo no painel web. O
              pagamento é feito em uma página segura, que abre em uma nova aba.
            </p>
          </div>
          <PlanGrid plans={personalPlans} headingLevel={2} />
          <p className="mx-auto mt-12 flex max-w-2xl items-start justify-center gap-2 text-center text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            Garantia de {GUARANTEE_DAYS} dias em todos os planos (30 dias no anual): se não gostar, devolvemos
            100% do valor pago.
          </p>
        </div>
      </main>
      <SiteFooter />
      <ProductJsonLd />
    </>
  );
}
