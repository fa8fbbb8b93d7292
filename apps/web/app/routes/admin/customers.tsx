import { billingAdminEndpoints, contactLabel, type SubscriptionStatus } from "@tostao/core";
import { formatDate, formatDateTime, integer } from "~/features/billing-admin/format";
import { ListHeading } from "~/features/billing-admin/list-heading";
import {
  ListFilters,
  type ListQuery,
  PagedTable,
  useFilteredList,
} from "~/features/billing-admin/paged-list";
import { PlanStatusCells } from "~/features/billing-admin/status-badge";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { countOf } from "~/lib/utils";

export const meta = () => privateMeta("Clientes | Área do operador | Tostão");

export default function AdminCustomers() {
  const { filters, list } = useFilteredList(
    "billing-customers",
    (query: ListQuery<SubscriptionStatus | "none">) => callApi(billingAdminEndpoints.customers, { query }),
  );
  const { q, status } = filters;
  return (
    <section className="space-y-6">
      <ListHeading title="Clientes">Quem usa o Tostão, com plano, situação e tamanho dos livros.</ListHeading>
      <ListFilters
        idPrefix="customer"
        searchLabel="Buscar por telefone ou nome"
        placeholder="Ex.: 11 98765-4321 ou Ana"
        filters={filters}
        extraStatus={{ value: "none", label: "Sem assinatura" }}
      />
      <PagedTable
        list={list}
        loading="Carregando clientes…"
        failed="Não foi possível carregar os clientes."
        empty={q || status ? "Nenhum cliente encontrado com esses filtros." : "Nenhum cliente ainda."}
        count={(total) => countOf(total, "cliente", "clientes")}
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
              <div className="text-muted-foreground">{contactLabel(c)}</div>
            </td>
            <PlanStatusCells plan={c.plan} status={c.status} />
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
        page={filters.page}
        onPage={filters.setPage}
      />
    </section>
  );
}
