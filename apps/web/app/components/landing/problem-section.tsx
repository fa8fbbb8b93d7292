import { CalendarX, HandCoins, TrendingDown, Wallet } from "lucide-react";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { Section } from "./section";

const problems: readonly IconCard[] = [
  {
    icon: Wallet,
    title: "O dinheiro some e você não sabe para onde foi",
    text: "O salário cai, o mês passa e sobra a pergunta: onde eu gastei tanto? Sem anotar, pequenos gastos viram um rombo.",
  },
  {
    icon: TrendingDown,
    title: "Seu poder de compra está diminuindo",
    text: "Os preços sobem e o mesmo salário compra menos. Quem não acompanha os gastos só percebe quando a conta não fecha.",
  },
  {
    icon: CalendarX,
    title: "Contas esquecidas viram multa e juros",
    text: "Um boleto que passa do vencimento custa multa, juros e dor de cabeça. Lembrar de tudo de cabeça não funciona.",
  },
  {
    icon: HandCoins,
    title: "As dívidas crescem em silêncio",
    text: "70% dos brasileiros estão endividados. Parcelas e faturas de cartão se acumulam até tomar o orçamento inteiro.",
  },
];

export function ProblemSection() {
  return (
    <Section
      id="problema"
      eyebrow="O problema"
      title="Controlar dinheiro não deveria ser tão difícil"
      subtitle="Planilha dá trabalho, aplicativo é esquecido na segunda semana. E o descontrole sai caro."
    >
      <IconCardGrid cards={problems} columns="sm:grid-cols-2" icon="problem" />
    </Section>
  );
}
