import {
  ClipboardList,
  HandCoins,
  LayoutDashboard,
  Link2,
  MessageCircle,
  QrCode,
  Wallet,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";
import { AffiliateSection } from "./affiliate-section";
import { approvalPromise } from "./copy";

const steps = [
  {
    icon: ClipboardList,
    title: "Preencha o formulário",
    text: "Conte quem você é, com o que trabalha e onde pretende divulgar. Leva uns 2 minutos.",
  },
  { icon: MessageCircle, title: "Aguarde a análise", text: approvalPromise },
  {
    icon: Link2,
    title: "Receba seu link exclusivo",
    text: "Com a solicitação aprovada, você ganha um link único de afiliado e acesso ao painel na plataforma de pagamentos.",
  },
  {
    icon: HandCoins,
    title: "Divulgue e ganhe",
    text: "Cada venda feita pelo seu link gera comissão para você, creditada na plataforma e paga por Pix.",
  },
];

const platform: { icon: typeof Zap; title: string; text: ReactNode }[] = [
  {
    icon: Zap,
    title: "Comissão creditada na hora",
    text: "Assim que a venda é aprovada, a sua parte aparece no seu saldo na plataforma de pagamentos.",
  },
  {
    icon: QrCode,
    title: "Saque por Pix",
    text: "Você transfere o saldo disponível para a sua conta via Pix.",
  },
  {
    icon: LayoutDashboard,
    title: "Painel do afiliado",
    text: "Afiliados aprovados acompanham cliques, vendas e comissões num painel próprio, com o link único.",
  },
  {
    icon: Wallet,
    title: "Participação gratuita",
    text: "Não há taxa de adesão nem mensalidade para ser afiliado.",
  },
];

export function HowItWorks() {
  return (
    <AffiliateSection titleId="how-title" title="Como funciona" className="scroll-mt-20">
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Quatro passos entre o formulário e a sua primeira comissão.
      </p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <step.icon aria-hidden="true" className="size-6 text-primary" />
            </div>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>

      <div className="mt-14 rounded-3xl bg-muted/60 p-6 sm:p-10">
        <h2 className="text-2xl font-extrabold sm:text-3xl">
          Vendas e pagamentos pela plataforma de pagamentos
        </h2>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          Toda venda feita pelo seu link é processada pela nossa plataforma de pagamentos parceira. É nela que
          ficam o seu link, o seu painel e o seu saldo de comissões.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {platform.map((item) => (
            <li key={item.title} className="flex gap-4">
              <item.icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-bold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </AffiliateSection>
  );
}
