import { useState } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { island } from "~/islands/island";
import { Section } from "./section";

const faq = [
  {
    question: "Como o Tostão funciona?",
    answer:
      "Você conversa com o Tostão no WhatsApp. Mande “gastei 50 no mercado”, “recebi 2 mil de salário” ou “investi 300”, um áudio, a foto de um cupom ou o PDF de uma conta. Ele registra o valor, a data e a categoria, responde confirmando e guarda tudo no seu painel web, onde você vê gráficos e relatórios.",
  },
  {
    question: "Posso editar as categorias?",
    answer:
      "Sim. O Tostão já vem com categorias como Mercado, Transporte, Moradia, Contas e Saúde, e você pode renomear, criar ou apagar categorias no painel web. Os próximos registros passam a usar as suas categorias.",
  },
  {
    question: "O Tostão funciona 24 horas?",
    answer:
      "Sim, 24 horas por dia, 7 dias por semana, inclusive fins de semana e feriados. A resposta chega em segundos, a qualquer hora que você mandar a mensagem.",
  },
  {
    question: "Posso usar com a minha família?",
    answer:
      "A conta é ligada a um número de WhatsApp. Para organizar os gastos da casa, crie categorias por pessoa ou por finalidade (por exemplo, “Escola das crianças” ou “Casa”) e registre tudo no mesmo número.",
  },
  {
    question: "Meus dados estão seguros?",
    answer:
      "Sim. A conexão é criptografada (HTTPS), o acesso ao painel é feito com um código enviado ao seu WhatsApp e seguimos a LGPD: usamos seus dados só para prestar o serviço e não os vendemos. Você pode pedir uma cópia ou a exclusão dos seus dados a qualquer momento.",
  },
  {
    question: "Como eu começo a usar?",
    answer:
      "Escolha um plano nesta página e faça o pagamento. Em seguida você recebe uma mensagem de boas-vindas do Tostão no WhatsApp e já pode mandar o primeiro gasto.",
  },
  {
    question: "Dá para editar ou apagar um registro?",
    answer:
      "Sim. Pelo WhatsApp, mande “apaga o último” ou “corrige o último para 45”. No painel web, abra a página de transações e use o ícone de lápis para editar ou o de lixeira para excluir qualquer registro.",
  },
] as const;

/** One answer open at a time; choosing the open question again closes it. */
function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id="faq" eyebrow="Dúvidas" title="Perguntas frequentes">
      <div className="mx-auto max-w-3xl">
        {faq.map((item, index) => (
          <Disclosure
            key={item.question}
            id={`faq-${index}`}
            heading="h3"
            open={open === index}
            onToggle={() => setOpen((current) => (current === index ? null : index))}
            trigger={<span className="text-base">{item.question}</span>}
          >
            <p className="text-base text-muted-foreground">{item.answer}</p>
          </Disclosure>
        ))}
      </div>
    </Section>
  );
}

export const FaqSection = island("landing-faq", Faq);
