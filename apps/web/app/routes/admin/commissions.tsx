import { billingAdminEndpoints, commissionTiers } from "@tostao/core";
import { listTexts, QueryGate } from "~/components/ui/query-gate";
import { BarChart } from "~/features/billing-admin/bar-chart";
import { brl, integer } from "~/features/billing-admin/format";
import { DataTable } from "~/features/billing-admin/paged-list";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { countOf } from "~/lib/utils";

export const meta = () => privateMeta("Vendas de afiliados | Área do operador | Tostão");

const columns = [
  { label: "Afiliado" },
  { label: "Vendas", numeric: true },
  { label: "Reembolsos", numeric: true },
  { label: "Receita", numeric: true },
  { label: "Nível" },
  { label: "Comissão do nível", numeric: true },
  { label: "Informada pela plataforma", numeric: true },
];

const tierName = (id: string) => commissionTiers.find((t) => t.id === id)?.name ?? id;

export default function AdminCommissions() {
  const sales = useAdminQuery(["billing-affiliates"], () => callApi(billingAdminEndpoints.affiliates));
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Vendas de afiliados</h1>
        <p className="text-muted-foreground">
          Vendas aprovadas que vieram de afiliados, sem as reembolsadas, e o nível de comissão de cada um.
        </p>
      </div>
      <QueryGate query={sales} {...listTexts("as", "vendas")}>
        {(data) => (
          <>
            <ul className="flex flex-wrap gap-3 text-sm" aria-label="Níveis de comissão">
              {commissionTiers.map((tier) => (
                <li key={tier.id} className="rounded-lg border border-border px-3 py-2">
                  <span className="font-semibold">
                    {tier.name} · {tier.percent}%
                  </span>{" "}
                  <span className="text-muted-foreground">
                    {tier.id === "standard"
                      ? "desde a primeira venda"
                      : `a partir de ${integer.format(
                          tier.id === "veteran" ? data.thresholds.veteranSales : data.thresholds.eliteSales,
                        )} vendas`}
                  </span>
                </li>
              ))}
            </ul>
            {data.items.length === 0 ? (
              <p>Nenhuma venda de afiliado ainda.</p>
            ) : (
              <>
                <BarChart
                  title="Vendas por afiliado"
                  bars={data.items.slice(0, 20).map((a) => ({ label: a.name ?? a.code, value: a.sales }))}
                />
                <DataTable columns={columns}>
                  {data.items.map((a) => (
                    <tr key={a.code} className="border-b border-border/60">
                      <td className="py-2 pr-4">
                        <div className="font-semibold">{a.name ?? "Sem nome"}</div>
                        <div className="text-muted-foreground">{a.code}</div>
                      </td>
                      <td className="py-2 pr-4 text-right">{integer.format(a.sales)}</td>
                      <td className="py-2 pr-4 text-right">{integer.format(a.refunds)}</td>
                      <td className="py-2 pr-4 text-right">{brl(a.revenueCents)}</td>
                      <td className="py-2 pr-4">
                        {tierName(a.tier)} ({a.percent}%)
                        {a.salesToNextTier !== null ? (
                          <span className="block text-xs text-muted-foreground">
                            {a.salesToNextTier === 1 ? "falta" : "faltam"}{" "}
                            {countOf(a.salesToNextTier, "venda", "vendas")} para o próximo nível
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-4 text-right">{brl(a.tierCommissionCents)}</td>
                      <td className="py-2 pr-4 text-right">{brl(a.reportedCommissionCents)}</td>
                    </tr>
                  ))}
                </DataTable>
              </>
            )}
          </>
        )}
      </QueryGate>
    </section>
  );
}
