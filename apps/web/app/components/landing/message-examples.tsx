import { Picture } from "./picture";
import { Section } from "./section";

const examples = [
  {
    name: "chat-texto",
    title: "Por texto",
    text: "Escreva como falaria com um amigo. Valor, categoria e data são entendidos sozinhos.",
    alt: "Conversa: “gastei 50 no mercado ontem”, resposta “Despesa registrada: R$ 50,00 em Mercado, 22/11”; “recebi 3.200 de salário”, resposta “Receita registrada: R$ 3.200,00 em Salário, 23/11”",
  },
  {
    name: "chat-audio-foto",
    title: "Por áudio, foto ou PDF",
    text: "Mande um áudio, a foto do cupom ou o PDF da conta, sem texto junto, e o valor é lido do arquivo.",
    alt: "Conversa: um áudio vira “Despesa registrada: R$ 180,00 em Contas”; a foto de um cupom de farmácia vira “Despesa registrada: R$ 64,80 em Saúde”",
  },
  {
    name: "chat-lembrete",
    title: "Lembretes e perguntas",
    text: "Peça um lembrete de conta ou pergunte quanto já gastou no mês. A resposta vem na hora.",
    alt: "Conversa: “me lembra de pagar o aluguel dia 10”, resposta “Lembrete criado: pagar o aluguel em 10/12, às 10h”; “quanto gastei este mês?”, resposta com o total de despesas e a maior categoria",
  },
];

/** Screenshots of registering by message, rendered from Tostão's real reply format. */
export function MessageExamples() {
  return (
    <Section
      id="como-funciona"
      eyebrow="Como funciona"
      title="Registre tudo por mensagem"
      subtitle="Use as palavras do dia a dia: gastei, paguei, recebi, ganhei, investi, guardei, todo mês, dia 10, ontem."
      className="bg-muted/50"
    >
      <ul className="grid gap-8 md:grid-cols-3">
        {examples.map((example) => (
          <li key={example.name} className="flex flex-col items-center text-center">
            <Picture
              name={example.name}
              alt={example.alt}
              width={360}
              height={460}
              className="w-full max-w-[320px] rounded-2xl border border-border shadow-lg"
            />
            <h3 className="mt-5 text-lg font-bold">{example.title}</h3>
            <p className="mt-2 text-muted-foreground">{example.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
