import { useState } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { island } from "~/islands/island";
import { approvalPromise } from "./copy";

const faq = [
  {
    q: "Quanto custa para ser afiliado?",
    a: "Nada. A participação no programa é gratuita, sem taxa de adesão nem mensalidade.",
  },
  {
    q: "Como funciona a aprovação?",
    a: `Depois que você envia o formulário, a solicitação fica em análise. ${approvalPromise} Não é preciso enviar de novo: cada número de WhatsApp pode ter uma solicitação.`,
  },
  {
    q: "Como e quando recebo as comissões?",
    a: "A comissão de cada venda aprovada é creditada na hora no seu saldo na plataforma de pagamentos, e você saca por Pix.",
  },
  {
    q: "Quanto eu ganho por venda?",
    a: "Você começa no nível Padrão, com 40% de comissão desde a primeira venda. Com mais vendas, passa ao nível Veterano (50%) e, quando as vendas crescem muito, ao nível Elite (60%).",
  },
  {
    q: "Preciso ter experiência com marketing digital?",
    a: "Não. Conte no formulário o que você já faz hoje; pessoas que estão começando também podem se candidatar.",
  },
  {
    q: "Onde posso divulgar meu link?",
    a: "Nas suas redes sociais, em grupos, em vídeos, no seu blog ou site. Não são aceitos spam, promessas de ganhos ao cliente nem anúncios que se passem pelo Tostão.",
  },
  {
    q: "O que acontece se o cliente pedir reembolso?",
    a: "O cliente tem 7 dias de garantia. Se ele pedir o reembolso nesse prazo, a comissão daquela venda é cancelada.",
  },
  {
    q: "Onde acompanho minhas vendas?",
    a: "Depois da aprovação, você recebe um link único e acesso ao painel do afiliado na plataforma de pagamentos, com cliques, vendas e comissões.",
  },
];

/** One answer open at a time; choosing the open question again closes it. */
function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="affiliate-faq-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="affiliate-faq-title" className="text-center text-3xl font-extrabold sm:text-4xl">
          Perguntas frequentes
        </h2>
        <div className="mt-8">
          {faq.map((item, index) => (
            <Disclosure
              key={item.q}
              id={`affiliate-faq-${index}`}
              heading="h3"
              open={open === index}
              onToggle={() => setOpen((current) => (current === index ? null : index))}
              trigger={item.q}
            >
              {item.a}
            </Disclosure>
          ))}
        </div>
      </div>
    </section>
  );
}

export const AffiliateFaq = island("affiliate-faq", Faq);
