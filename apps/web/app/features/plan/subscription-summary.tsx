import type { MePlan } from "@tostao/core/dashboard/plan";
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { ExternalLink } from "~/components/site/external-link";
import { buttonVariants } from "~/components/ui/button";
import { LoadError } from "~/components/ui/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { publicConfig } from "~/lib/public-config";
import { cn } from "~/lib/utils";
import { usePlan } from "./queries";

type Subscription = NonNullable<MePlan["subscription"]>;

const day = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });
const on = (iso: string | null) => (iso ? day.format(new Date(iso)) : "");

/** Where the subscription stands, in one line. */
function statusLine(s: Subscription): string {
  switch (s.status) {
    case "active":
    case "trial":
      return s.nextChargeAt
        ? `${s.status === "trial" ? "Em teste" : "Ativo"} · próxima cobrança em ${on(s.nextChargeAt)}`
        : `Ativo · acesso até ${on(s.accessUntil)}`;
    case "past_due":
      return `Pagamento pendente: a plataforma está tentando cobrar de novo · acesso até ${on(s.accessUntil)}`;
    case "cancelled":
      return `Cancelado · nada mais será cobrado · acesso até ${on(s.accessUntil)}`;
    case "refunded":
      return `Reembolsado em ${on(s.endedAt)} · o acesso terminou`;
    case "chargeback":
      return `Contestado no cartão em ${on(s.endedAt)} · o acesso terminou`;
    default:
      return "Aguardando a confirmação do pagamento";
  }
}

const linkClass = cn(
  buttonVariants({ variant: "outline", size: "sm" }),
  "h-auto min-h-9 whitespace-normal py-1.5",
);

/**
 * Conta's plan: which plan, the next charge or the end of access, the refund guarantee, and how
 * to cancel or ask for the refund on the checkout platform it was bought on.
 */
export function SubscriptionSummary() {
  const plan = usePlan();
  if (plan.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (plan.isError) {
    return (
      <LoadError
        message={apiErrorMessage(plan.error)}
        onRetry={() => void plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  }
  const s = plan.data.subscription;
  if (!s) {
    return (
      <div className="space-y-2 rounded-xl border border-border p-4 text-sm">
        <p>
          {plan.data.access === "open"
            ? "Nesta instalação o Tostão está liberado para todos: não há assinatura a pagar."
            : "Não encontramos uma assinatura para este número."}
        </p>
        <a href="/planos" className="font-semibold text-primary underline">
          Conhecer os planos
        </a>
      </div>
    );
  }
  const ended = s.status === "refunded" || s.status === "chargeback";
  return (
    <div className="space-y-3 rounded-xl border border-border p-4 text-sm">
      <div>
        <p className="text-base font-semibold">{s.plan ?? "Plano"}</p>
        <p className="text-muted-foreground">{statusLine(s)}</p>
        <p className="text-muted-foreground">
          Comprado na {s.platform}
          {s.startedAt ? ` em ${on(s.startedAt)}` : ""}.
        </p>
      </div>
      {ended || !s.guaranteeDays ? null : s.withinGuarantee ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Você está na garantia de {s.guaranteeDays} dias: até {on(s.guaranteeEndsAt)} dá para pedir o
          reembolso integral, sem precisar explicar o motivo.
        </p>
      ) : (
        <p className="text-muted-foreground">
          A garantia de {s.guaranteeDays} dias terminou em {on(s.guaranteeEndsAt)}.
        </p>
      )}
      {ended ? null : (
        <div className="space-y-2">
          <p>
            {s.buyerAreaUrl
              ? `Para cancelar a renovação${s.withinGuarantee ? " ou pedir o reembolso" : ""}, entre na área do comprador da ${s.platform} com o e-mail da compra.`
              : `Para cancelar ou pedir o reembolso, use o link do e-mail de compra da ${s.platform} ou fale com o nosso suporte.`}{" "}
            O acesso continua até o fim do período já pago.
          </p>
          <div className="flex flex-wrap gap-2">
            {s.buyerAreaUrl ? (
              <ExternalLink href={s.buyerAreaUrl} className={linkClass}>
                Área do comprador ({s.platform}) <ExternalLinkIcon aria-hidden="true" />
              </ExternalLink>
            ) : null}
            {s.refundUrl && s.withinGuarantee ? (
              <ExternalLink href={s.refundUrl} className={linkClass}>
                Pedir reembolso <ExternalLinkIcon aria-hidden="true" />
              </ExternalLink>
            ) : null}
            <ExternalLink href={publicConfig.supportChatUrl} className={linkClass}>
              Falar com o suporte <ExternalLinkIcon aria-hidden="true" />
            </ExternalLink>
          </div>
        </div>
      )}
    </div>
  );
}
