import { billingAdminEndpoints, commissionTiers } from "@tostao/core";
import { BarChart } from "~/features/billing-admin/bar-chart";
import { brl, integer } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";

export const meta = () => [
  { title: "Vendas de afiliados | Área do operador | Tostão" },
  { name: "robots", content: "noindex" },
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
      {sales.isPending ? (
        <p role="status">Carregando vendas...</p>
      ) : sales.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar as vendas. Recarregue a página.
        </p>
      ) : (
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
                        tier.id === "veteran"
                          ? sales.data.thresholds.veteranSales
                          : sales.data.thresholds.eliteSales,
                      )} vendas`}
                </span>
              </li>
            ))}
          </ul>
          {sales.data.items.length === 0 ? (
            <p>Nenhuma venda de afiliado ainda.</p>
          ) : (
            <>
              <BarChart
                title="Vendas por afiliado"
                bars={sales.data.items.slice(0, 20).map((a) => ({ label: a.name ?? a.code, value: a.sales }))}
              />
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-border">
                    <tr>
                      <th scope="col" className="py-2 pr-4">
                        Afiliado
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        Vendas
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        Reembolsos
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        Receita
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        Nível
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        Comissão do nível
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        Informada pela plataforma
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {sales.data.items.map((a) => (
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
                              faltam {integer.format(a.salesToNextTier)} venda(s) para o próximo nível
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2 pr-4 text-right">{brl(a.tierCommissionCents)}</td>
                        <td className="py-2 pr-4 text-right">{brl(a.reportedCommissionCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
