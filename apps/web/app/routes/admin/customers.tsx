import {
  billingAdminEndpoints,
  planTitle,
  type SubscriptionStatus,
  subscriptionStatuses,
} from "@tostao/core";
import { useState } from "react";
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
  { title: "Clientes | Área do operador | Tostão" },
  { name: "robots", content: "noindex" },
];

export default function AdminCustomers() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<SubscriptionStatus | "none" | "">("");
  const [page, setPage] = useState(1);
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
      <div className="flex flex-wrap gap-4">
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="customer-search" className="text-sm font-semibold">
            Buscar por telefone ou nome
          </label>
          <Input
            id="customer-search"
            type="search"
            value={q}
            placeholder="Ex.: 11 98765-4321 ou Ana"
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="customer-status" className="text-sm font-semibold">
            Situação
          </label>
          <select
            id="customer-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as SubscriptionStatus | "none" | "");
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
            <option value="none">Sem assinatura</option>
          </select>
        </div>
      </div>
      {list.isPending ? (
        <p role="status">Carregando clientes...</p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar os clientes. Recarregue a página.
        </p>
      ) : list.data.items.length === 0 ? (
        <p>{q || status ? "Nenhum cliente encontrado com esses filtros." : "Nenhum cliente ainda."}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{integer.format(list.data.total)} cliente(s)</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-border">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Cliente
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Plano
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Situação
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Acesso até
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Última mensagem
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Registros
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((c) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
