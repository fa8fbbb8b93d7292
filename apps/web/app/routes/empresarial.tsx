import { AlertTriangle, ArrowLeftRight, CheckCircle2, PartyPopper } from "lucide-react";
import { BusinessOffer, MarkedList, OfferHeader } from "~/components/plans/business-offer";
import { SiteFooter } from "~/components/site/site-footer";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Parabéns pela compra! Oferta Tostão Empresarial",
    description:
      "Sua assinatura do Tostão está confirmada. Adicione o Tostão Empresarial e separe as finanças da sua empresa das pessoais, pelo mesmo WhatsApp.",
    path: "/empresarial",
    noindex: true,
  });

const mixing = [
  "O Pix do cliente cai na mesma conta do supermercado da casa",
  "Você não sabe se a empresa dá lucro ou se é o seu salário que cobre o mês",
  "Na hora de declarar o imposto, falta nota e sobra dúvida",
];

export default function Empresarial() {
  return (
    <>
      <OfferHeader />
      <main>
        <section
          aria-labelledby="parabens-title"
          className="bg-primary px-4 py-14 text-center text-primary-foreground"
        >
          <PartyPopper aria-hidden="true" className="mx-auto size-12" />
          <h1 id="parabens-title" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            Parabéns pela sua compra!
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg">
            Sua assinatura do Tostão está confirmada. Em instantes você recebe a mensagem de boas-vindas no
            WhatsApp. Antes de ir, veja esta oferta feita para quem tem um negócio.
          </p>
        </section>

        <section aria-labelledby="alerta-title" className="px-4 py-14">
          <div className="mx-auto max-w-3xl rounded-2xl border-2 border-destructive p-6 sm:p-8">
            <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
            <h2 id="alerta-title" className="mt-3 text-2xl font-extrabold sm:text-3xl">
              70% das empresas fecham por falta de controle financeiro
            </h2>
            <p className="mt-3 text-muted-foreground">
              Não é falta de cliente: é não saber quanto entra, quanto sai e quanto sobra. E o primeiro passo
              para esse descontrole é quase sempre o mesmo.
            </p>
          </div>
        </section>

        <section aria-labelledby="mistura-title" className="bg-muted/50 px-4 py-14">
          <div className="mx-auto max-w-3xl">
            <ArrowLeftRight aria-hidden="true" className="size-10 text-primary" />
            <h2 id="mistura-title" className="mt-3 text-2xl font-extrabold sm:text-3xl">
              Misturar gastos pessoais e da empresa
            </h2>
            <MarkedList items={mixing} mark="alert" className="mt-6 space-y-3" />
            <p className="mt-6 flex gap-3 font-semibold">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              Com o Tostão Empresarial, a empresa ganha um livro-caixa separado: você registra pelo mesmo
              WhatsApp e vê os números do negócio à parte no painel web.
            </p>
          </div>
        </section>

        <BusinessOffer
          title="Adicione o Tostão Empresarial"
          notice="Esta oferta é válida por apenas 15 minutos e termina quando você sair desta página."
          decline={{
            href: "/obrigado-empresarial",
            label: "Não, obrigado. Quero continuar só com o plano pessoal.",
          }}
        />
      </main>
      <SiteFooter />
    </>
  );
}
