import {
  billingAdminEndpoints,
  planTitle,
  type SubscriptionStatus,
  subscriptionStatuses,
} from "@tostao/core";
import { useState } from "react";
import { Link } from "react-router";
import { Input } from "~/components/ui/input";
import {
  formatDate,
  formatDateTime,
  formatPhone,
  integer,
  statusLabels,
} from "~/features/billing-admin/format";
import { Pager } from "~/features/billing-admin/pager";
import { StatusBadge } from "~/features/billing-admin/status-badge";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";

export const meta = () => [
  { title: "Assinaturas | Área do operador | Tostão" },
  { name: "robots", content: "noindex" },
];

const providerLabel = (p: string) => (p === "hotmart" ? "Hotmart" : p === "kiwify" ? "Kiwify" : p);

function IgnoredEvents() {
  const ignored = useAdminQuery(["billing-events", "ignored"], () =>
    callApi(billingAdminEndpoints.events, { query: { outcome: "ignored", pageSize: 10 } }),
  );
  if (!ignored.data || ignored.data.items.length === 0) return null;
  return (
    <section aria-labelledby="ignored-title" className="space-y-2 rounded-xl border border-border p-4">
      <h2 id="ignored-title" className="text-lg font-bold">
        Eventos guardados sem efeito
      </h2>
      <p className="text-sm text-muted-foreground">
        Compras de produtos fora de PLAN_PRODUCTS e eventos que não mudam o acesso (boleto gerado, compra
        recusada…).
      </p>
      <ul className="space-y-1 text-sm">
        {ignored.data.items.map((e) => (
          <li key={e.id}>
            <span className="font-semibold">{providerLabel(e.provider)}</span> · {e.eventType} ·{" "}
            {formatDateTime(e.occurredAt)} · {e.note}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminSubscriptions() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<SubscriptionStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useAdminQuery(["billing-subscriptions", q, status, page], () =>
    callApi(billingAdminEndpoints.subscriptions, {
      query: { q: q || undefined, status: status || undefined, page },
    }),
  );
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Assinaturas</h1>
        <p className="text-muted-foreground">
          Compras vindas da Hotmart e da Kiwify; abra uma para ver o histórico de eventos.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="subscription-search" className="text-sm font-semibold">
            Buscar por telefone, nome, e-mail ou código
          </label>
          <Input
            id="subscription-search"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="subscription-status" className="text-sm font-semibold">
            Situação
          </label>
          <select
            id="subscription-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as SubscriptionStatus | "");
              setPage(1);
            }}
            className="flex h-11 rounded-lg border border-input bg-background px-3 text-base"
          >
            <option value="">Todas</option>
            {subscriptionStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <p role="status">Carregando assinaturas...</p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar as assinaturas. Recarregue a página.
        </p>
      ) : list.data.items.length === 0 ? (
        <p>
          {q || status
            ? "Nenhuma assinatura encontrada com esses filtros."
            : "Nenhuma assinatura ainda. Configure HOTMART_HOTTOK ou KIWIFY_TOKEN e o webhook na plataforma."}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{integer.format(list.data.total)} assinatura(s)</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-border">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Comprador
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Plano
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Situação
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Início
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Acesso até
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Plataforma
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((s) => (
                  <tr key={s.id} className="border-b border-border/60">
                    <td className="py-2 pr-4">
                      <Link
                        to={`/admin/assinaturas/${s.id}`}
                        className="font-semibold text-primary underline"
                      >
                        {s.buyerName ?? s.buyerEmail ?? s.externalId}
                      </Link>
                      <div className="text-muted-foreground">{formatPhone(s.phone)}</div>
                    </td>
                    <td className="py-2 pr-4">{s.plan ? planTitle(s.plan) : "—"}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge status={s.status} />
                    </td>
                    <td className="py-2 pr-4">{formatDate(s.startedAt)}</td>
                    <td className="py-2 pr-4">
                      {s.status === "refunded" || s.status === "chargeback"
                        ? "Encerrado"
                        : formatDate(s.periodEnd)}
                    </td>
                    <td className="py-2 pr-4">{providerLabel(s.provider)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} />
        </>
      )}
      <IgnoredEvents />
    </section>
  );
}
