import { billingAdminEndpoints, type SubscriptionStatus } from "@tostao/core";
import { Link } from "react-router";
import { formatDate, formatDateTime, formatPhone } from "~/features/billing-admin/format";
import { ListHeading } from "~/features/billing-admin/list-heading";
import {
  ListFilters,
  type ListQuery,
  PagedTable,
  useFilteredList,
} from "~/features/billing-admin/paged-list";
import { PlanStatusCells } from "~/features/billing-admin/status-badge";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { countOf } from "~/lib/utils";

export const meta = () => privateMeta("Assinaturas | Área do operador | Tostão");

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
  const { filters, list } = useFilteredList("billing-subscriptions", (query: ListQuery<SubscriptionStatus>) =>
    callApi(billingAdminEndpoints.subscriptions, { query }),
  );
  const { q, status } = filters;
  return (
    <section className="space-y-6">
      <ListHeading title="Assinaturas">
        Compras vindas da Hotmart e da Kiwify; abra uma para ver o histórico de eventos.
      </ListHeading>
      <ListFilters
        idPrefix="subscription"
        searchLabel="Buscar por telefone, nome, e-mail ou código"
        filters={filters}
      />
      <PagedTable
        list={list}
        loading="Carregando assinaturas…"
        failed="Não foi possível carregar as assinaturas."
        empty={
          q || status
            ? "Nenhuma assinatura encontrada com esses filtros."
            : "Nenhuma assinatura ainda. Configure HOTMART_HOTTOK ou KIWIFY_TOKEN e o webhook na plataforma."
        }
        count={(total) => countOf(total, "assinatura", "assinaturas")}
        columns={[
          { label: "Comprador" },
          { label: "Plano" },
          { label: "Situação" },
          { label: "Início" },
          { label: "Acesso até" },
          { label: "Plataforma" },
        ]}
        row={(s) => (
          <tr key={s.id} className="border-b border-border/60">
            <td className="py-2 pr-4">
              <Link to={`/admin/assinaturas/${s.id}`} className="font-semibold text-primary underline">
                {s.buyerName ?? s.buyerEmail ?? s.externalId}
              </Link>
              <div className="text-muted-foreground">{formatPhone(s.phone)}</div>
            </td>
            <PlanStatusCells plan={s.plan} status={s.status} />
            <td className="py-2 pr-4">{formatDate(s.startedAt)}</td>
            <td className="py-2 pr-4">
              {s.status === "refunded" || s.status === "chargeback" ? "Encerrado" : formatDate(s.periodEnd)}
            </td>
            <td className="py-2 pr-4">{providerLabel(s.provider)}</td>
          </tr>
        )}
        page={filters.page}
        onPage={filters.setPage}
      />
      <IgnoredEvents />
    </section>
  );
}
