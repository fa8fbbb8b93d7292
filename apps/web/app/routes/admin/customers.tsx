import { billingAdminEndpoints, planTitle, type SubscriptionStatus } from "@tostao/core";
import { formatDate, formatDateTime, formatPhone, integer } from "~/features/billing-admin/format";
import { ListFilters, PagedTable, useListFilters } from "~/features/billing-admin/paged-list";
import { StatusBadge } from "~/features/billing-admin/status-badge";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Clientes | Área do operador | Tostão");

export default function AdminCustomers() {
  const filters = useListFilters<SubscriptionStatus | "none">();
  const { q, status, page } = filters;
  const list = useAdminQuery(["billing-customers", q, status, page], () =>
    callApi(billingAdminEndpoints.customers, {
      query: { q: q || undefined, status: status || undefined, page },
    }),
  );
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Clientes</h1>
        <p className="text-muted-foreground">Quem usa o Tostão, com plano, situação e tamanho dos livros.</p>
      </div>
      <ListFilters
        idPrefix="customer"
        searchLabel="Buscar por telefone ou nome"
        placeholder="Ex.: 11 98765-4321 ou Ana"
        filters={filters}
        extraStatus={{ value: "none", label: "Sem assinatura" }}
      />
      <PagedTable
        list={list}
        loading="Carregando clientes..."
        failed="Não foi possível carregar os clientes. Recarregue a página."
        empty={q || status ? "Nenhum cliente encontrado com esses filtros." : "Nenhum cliente ainda."}
        count={(total) => `${total} cliente(s)`}
        columns={[
          { label: "Cliente" },
          { label: "Plano" },
          { label: "Situação" },
          { label: "Acesso até" },
          { label: "Última mensagem" },
          { label: "Registros", numeric: true },
        ]}
        row={(c) => (
          <tr key={c.userId} className="border-b border-border/60">
            <td className="py-2 pr-4">
              <div className="font-semibold">{c.name ?? "Sem nome"}</div>
              <div className="text-muted-foreground">{formatPhone(c.phone)}</div>
            </td>
            <td className="py-2 pr-4">{c.plan ? planTitle(c.plan) : "—"}</td>
            <td className="py-2 pr-4">
              <StatusBadge status={c.status} />
            </td>
            <td className="py-2 pr-4">{formatDate(c.periodEnd)}</td>
            <td className="py-2 pr-4">{formatDateTime(c.lastMessageAt)}</td>
            <td className="py-2 pr-4 text-right">
              {integer.format(c.records)}
              {c.businessRecords > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  + {integer.format(c.businessRecords)} da empresa
                </span>
              ) : null}
            </td>
          </tr>
        )}
        page={page}
        onPage={filters.setPage}
      />
    </section>
  );
}
