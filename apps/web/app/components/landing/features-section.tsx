import { Bell, ChartPie, CreditCard, MessageSquareText, MonitorSmartphone, Target } from "lucide-react";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { Section } from "./section";

const features: readonly IconCard[] = [
  {
    icon: MessageSquareText,
    title: "Registre do jeito que preferir",
    text: "Texto, áudio, foto do cupom ou PDF da conta. “gastei 50 no mercado”, “recebi 3 mil de salário”, “investi 200”: o Tostão entende e anota.",
  },
  {
    icon: ChartPie,
    title: "Pergunte sobre o seu dinheiro",
    text: "“Quanto gastei hoje?”, “gastos dos últimos 7 dias”, “saldo do mês”, “em que mais gastei?”. A resposta chega na hora, no próprio chat.",
  },
  {
    icon: Bell,
    title: "Lembretes de contas",
    text: "“Me lembra de pagar o aluguel dia 10.” No dia, às 10h, o Tostão manda a mensagem. Despesas fixas entram todo mês sozinhas.",
  },
  {
    icon: CreditCard,
    title: "Cartões e parcelas",
    text: "Controle cartões de crédito e débito, compras parceladas (“TV de 2.400 em 12x”), limite e data de fechamento de cada cartão.",
  },
  {
    icon: Target,
    title: "Limites e metas",
    text: "Defina limites de gasto por categoria e receba alertas antes de estourar. Acompanhe metas de economia, investimento e quitação de dívidas.",
  },
  {
    icon: MonitorSmartphone,
    title: "Painel web no celular e no computador",
    text: "Gráficos, filtros, edição e exclusão de registros, exportação para planilha, lembretes e cartões, tudo em um painel só seu.",
  },
];

export function FeaturesSection() {
  return (
    <Section
      id="funcionalidades"
      eyebrow="Funcionalidades"
      title="Tudo o que você precisa para organizar as finanças"
      subtitle="Receitas, despesas e investimentos separados, cada um no seu lugar."
      className="bg-muted/50"
    >
      <IconCardGrid cards={features} columns="sm:grid-cols-2 lg:grid-cols-3" icon="tile" />
    </Section>
  );
}
