import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { approvalPromise, COMMISSIONS_ID, FORM_ID } from "./copy";

export function AffiliateHero() {
  return (
    <section aria-labelledby="affiliate-hero-title" className="bg-muted/60">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <p className="mx-auto mb-4 w-fit rounded-full bg-secondary px-4 py-1 text-sm font-semibold text-secondary-foreground">
          Programa de Afiliados Tostão
        </p>
        <h1 id="affiliate-hero-title" className="text-4xl font-extrabold leading-tight sm:text-5xl">
          Indique o Tostão e ganhe <span className="text-primary">até 60% de comissão</span> em cada venda
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          Ajude mais pessoas a sair do vermelho com um assistente financeiro que funciona no WhatsApp. A
          participação é gratuita, as comissões caem na plataforma de pagamentos e você saca por Pix.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={`#${FORM_ID}`} className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}>
            QUERO SER AFILIADO
          </a>
          <a
            href={`#${COMMISSIONS_ID}`}
            className={cn(buttonVariants({ size: "lg", variant: "outline" }), "w-full sm:w-auto")}
          >
            VER COMISSÕES
          </a>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{approvalPromise}</p>
      </div>
    </section>
  );
}
