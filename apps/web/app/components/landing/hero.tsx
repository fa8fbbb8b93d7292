import { CalendarClock, Clock, MessageCircle, ShieldCheck } from "lucide-react";
import { ExternalLink } from "~/components/site/external-link";
import { buttonVariants } from "~/components/ui/button";
import { publicConfig } from "~/lib/public-config";
import { cn } from "~/lib/utils";
import { Picture } from "./picture";
import { PricingButton } from "./pricing-button";

const points = [
  { icon: Clock, text: "Disponível 24 horas por dia, 7 dias por semana" },
  { icon: CalendarClock, text: "Lembra das suas contas no dia do vencimento" },
  { icon: ShieldCheck, text: "Garantia de 7 dias ou seu dinheiro de volta" },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="px-4 pb-16 pt-10 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground">
            Assistente financeiro com inteligência artificial
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            Controle financeiro com IA, <span className="text-primary">direto no seu WhatsApp</span>
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Escreva “gastei 50 no mercado ontem”, mande um áudio ou a foto do cupom. O Tostão registra, separa
            por categoria, lembra das contas e responde quanto você gastou no mês. Sem planilha e sem
            aplicativo novo.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <PricingButton label="COMEÇAR A USAR" />
            <ExternalLink
              href={publicConfig.chatUrl}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "font-extrabold")}
            >
              <MessageCircle aria-hidden="true" />
              FALAR COM CONSULTOR
            </ExternalLink>
          </div>
          <ul className="mt-8 space-y-2">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 text-sm font-medium">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden justify-center md:flex">
          <Picture
            name="chat-texto"
            alt="Conversa no WhatsApp: “gastei 50 no mercado ontem” e o Tostão responde “Despesa registrada: R$ 50,00 em Mercado, 22/11”"
            width={360}
            height={460}
            className="w-[340px] rounded-3xl border-8 border-foreground/85 shadow-2xl"
          />
        </div>
      </div>
    </section>
  );
}
