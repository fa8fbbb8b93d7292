import { GUARANTEE_DAYS } from "@tostao/core/plans/catalogue";
import { ShieldCheck } from "lucide-react";

export function GuaranteeSection() {
  return (
    <section aria-labelledby="garantia-title" id="garantia" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl border-2 border-primary bg-card p-8 text-center sm:flex-row sm:text-left">
        <div className="flex size-28 shrink-0 flex-col items-center justify-center rounded-full bg-primary text-primary-foreground">
          <ShieldCheck aria-hidden="true" className="size-8" />
          <span className="text-2xl font-extrabold leading-none">{GUARANTEE_DAYS} dias</span>
        </div>
        <div>
          <h2 id="garantia-title" className="text-2xl font-extrabold sm:text-3xl">
            Garantia incondicional de {GUARANTEE_DAYS} dias
          </h2>
          <p className="mt-3 text-muted-foreground">
            Use o Tostão por {GUARANTEE_DAYS} dias corridos. Se não for para você, peça o cancelamento pelo
            próprio WhatsApp ou pelo e-mail de suporte e devolvemos 100% do valor pago, sem perguntas. No
            plano anual, a garantia é estendida para 30 dias.
          </p>
        </div>
      </div>
    </section>
  );
}
