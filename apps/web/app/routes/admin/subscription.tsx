import { billingAdminEndpoints, planTitle } from "@tostao/core";
import { Link, useParams } from "react-router";
import { QueryGate } from "~/components/ui/query-gate";
import { brl, formatDate, formatDateTime, formatPhone, kindLabels } from "~/features/billing-admin/format";
import { StatusBadge } from "~/features/billing-admin/status-badge";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { ApiError } from "~/lib/api";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Assinatura | Área do operador | Tostão");

export default function AdminSubscription() {
  const { id = "" } = useParams();
  const detail = useAdminQuery(["billing-subscription", id], () =>
    callApi(billingAdminEndpoints.subscription, { params: { id } }),
  );
  return (
    <section className="space-y-6">
      <Link to="/admin/assinaturas" className="text-sm font-semibold text-primary underline">
        ← Todas as assinaturas
      </Link>
      <QueryGate
        query={detail}
        loading="Carregando assinatura…"
        failed={(error) =>
          error instanceof ApiError && error.status === 404
            ? "Assinatura não encontrada."
            : "Não foi possível carregar a assinatura."
        }
        failedClassName="text-destructive"
      >
        {(data) => (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-bold">
                {data.subscription.buyerName ?? data.subscription.externalId}
              </h1>
              <StatusBadge status={data.subscription.status} />
            </div>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {(
                [
                  ["Plano", data.subscription.plan ? planTitle(data.subscription.plan) : "—"],
                  ["WhatsApp", formatPhone(data.subscription.phone)],
                  ["E-mail", data.subscription.buyerEmail ?? "—"],
                  ["Início", formatDate(data.subscription.startedAt)],
                  ["Acesso até", formatDate(data.subscription.periodEnd)],
                  ["Cancelada em", formatDate(data.subscription.cancelledAt)],
                  ["Encerrada em", formatDate(data.subscription.endedAt)],
                  ["Afiliado", data.subscription.affiliateCode ?? "—"],
                  ["Código na plataforma", data.subscription.externalId],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="text-lg font-bold">Histórico de eventos</h2>
            <ol className="space-y-2" aria-label="Histórico de eventos">
              {data.events.map((e) => (
                <li key={e.id} className="rounded-lg border border-border p-3 text-sm">
                  <div className="font-semibold">
                    {e.kind ? (kindLabels[e.kind] ?? e.kind) : "Sem efeito"} · {e.eventType}
                  </div>
                  <div className="text-muted-foreground">
                    Aconteceu em {formatDateTime(e.occurredAt)} · recebido em {formatDateTime(e.receivedAt)}
                    {e.amountCents !== null ? ` · ${brl(e.amountCents)}` : ""}
                    {e.transaction ? ` · transação ${e.transaction}` : ""}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryGate>
    </section>
  );
}
