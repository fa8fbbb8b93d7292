import { BadgePercent, Gift, QrCode, ShieldCheck, Smartphone, Users } from "lucide-react";
import { Figures } from "~/components/landing/figures";
import { AffiliateSection } from "./affiliate-section";

const benefits = [
  {
    icon: BadgePercent,
    title: "Até 60% de comissão",
    text: "Uma das maiores fatias do mercado, começando em 40% já na primeira venda.",
  },
  {
    icon: Smartphone,
    title: "Produto fácil de explicar",
    text: "O Tostão funciona no WhatsApp, que todo mundo já usa: é só mandar “gastei 50 no mercado”.",
  },
  {
    icon: ShieldCheck,
    title: "Garantia que ajuda a vender",
    text: "O cliente tem 7 dias de garantia com reembolso total, o que tira o medo da primeira compra.",
  },
  {
    icon: QrCode,
    title: "Pagamento por Pix",
    text: "Comissões creditadas na plataforma de pagamentos e sacadas por Pix, sem burocracia.",
  },
  { icon: Gift, title: "Entrada gratuita", text: "Sem taxa de adesão, sem mensalidade e sem meta mínima." },
  {
    icon: Users,
    title: "Atendimento próximo",
    text: "A equipe de afiliados conversa com você pelo WhatsApp, da análise da solicitação em diante.",
  },
];

/** Programme figures as the product spec states them (section 9). */
const figures = [
  { value: "+3.000", label: "compradores do Tostão" },
  { value: "R$ 97.392", label: "pagos em comissões no último mês" },
  { value: "647", label: "vendas feitas por afiliados" },
  { value: "87%", label: "de conversão média" },
  { value: "R$ 23.847", label: "maior comissão individual" },
  { value: "R$ 15.000+", label: "por mês para os melhores afiliados" },
];

export function Benefits() {
  return (
    <AffiliateSection titleId="benefits-title" title="Por que ser afiliado do Tostão">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((b) => (
          <li key={b.title} className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
            <b.icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="mt-3 text-lg font-bold">{b.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{b.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-14 rounded-3xl bg-primary p-6 text-primary-foreground sm:p-10">
        <h2 className="text-center text-2xl font-extrabold sm:text-3xl">Resultados de quem já divulga</h2>
        <p className="mt-2 text-center opacity-90">
          Afiliados dedicados passam de R$ 5.000 em comissões nos primeiros 30 dias.
        </p>
        <Figures
          items={figures}
          className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-3"
          labelClass="mt-1 text-sm opacity-90"
          valueClass="text-3xl font-extrabold"
        />
      </div>
    </AffiliateSection>
  );
}
