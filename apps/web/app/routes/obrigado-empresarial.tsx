import { BusinessOffer, MarkedList, OfferHeader } from "~/components/plans/business-offer";
import { SiteFooter } from "~/components/site/site-footer";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Última chance: Tostão Empresarial | Tostão",
    description:
      "Organize as finanças da sua empresa pelo WhatsApp com o Tostão Empresarial, a partir de R$ 9,90 por mês no plano anual. Oferta única.",
    path: "/obrigado-empresarial",
    noindex: true,
  });

const problems = [
  "Notas, recibos e comprovantes espalhados pela galeria do celular",
  "Sem saber qual cliente ou serviço dá mais dinheiro",
  "Contas da empresa pagas com atraso porque ninguém lembrou",
];

const solutions = [
  "Mande a foto do recibo ou o PDF da nota e o registro está feito",
  "Receitas e despesas da empresa separadas das suas, por categoria",
  "Lembretes dos vencimentos da empresa no WhatsApp, às 10h do dia",
];

export default function ObrigadoEmpresarial() {
  return (
    <>
      <OfferHeader />
      <main>
        <section aria-labelledby="obrigado-title" className="px-4 pb-6 pt-14 text-center">
          <h1 id="obrigado-title" className="text-3xl font-extrabold sm:text-4xl">
            Obrigado! Sua assinatura pessoal está garantida.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Se você tem um negócio, ainda dá tempo de levar o mesmo controle para a sua empresa.
          </p>
        </section>

        <section aria-labelledby="problema-solucao-title" className="px-4 py-10">
          <h2 id="problema-solucao-title" className="sr-only">
            O problema e a solução
          </h2>
          <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
            <div className="rounded-2xl border border-border bg-card p-6">
              <h3 className="text-xl font-extrabold">O problema</h3>
              <MarkedList items={problems} mark="cross" className="mt-4 space-y-3" />
            </div>
            <div className="rounded-2xl border-2 border-primary bg-card p-6">
              <h3 className="text-xl font-extrabold">A solução: Tostão Empresarial</h3>
              <MarkedList items={solutions} mark="check" className="mt-4 space-y-3" />
            </div>
          </div>
        </section>

        <BusinessOffer
          title="Planos empresariais"
          notice="Oferta única: este preço aparece só agora e não será mostrado de novo."
          decline={{ href: "/", label: "Não, obrigado. Ir para o site do Tostão." }}
        />
      </main>
      <SiteFooter />
    </>
  );
}
