import {
  billingAdminEndpoints,
  centavos,
  contactLabel,
  formatBRL,
  type MessageCosts,
  planTitle,
  SERVICE_MONTHLY_ALLOWANCE,
} from "@tostao/core";
import { useState } from "react";
import { Input } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { listTexts, QueryGate } from "~/components/ui/query-gate";
import { BarChart } from "~/features/billing-admin/bar-chart";
import { FiguresTable } from "~/features/billing-admin/figures-table";
import { integer } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { countOf } from "~/lib/utils";

export const meta = () => privateMeta("Custo do WhatsApp | Área do operador | Tostão");

const usd = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

const categoryLabels = {
  service: "atendimento",
  utility: "utilidade",
  authentication: "autenticação",
  marketing: "marketing",
} as const;
type Category = keyof typeof categoryLabels;
const categories = Object.keys(categoryLabels) as Category[];

/** "2 utilidade, 1 marketing", or "nenhuma". */
const perCategory = (billable: Record<Category, number>) =>
  categories
    .filter((k) => billable[k] > 0)
    .map((k) => `${integer.format(billable[k])} ${categoryLabels[k]}`)
    .join(", ") || "nenhuma";

const countryName = (country: string | null) => {
  if (!country) return "País desconhecido";
  if (country.startsWith("+")) return `Código ${country}`;
  try {
    return new Intl.DisplayNames(["pt-BR"], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
};
const brl = (usd: number, rate: number) => formatBRL(centavos(Math.round(usd * rate * 100)));

/** The month as Meta bills it: per category, per day, per country. */
function MonthSummary({ data }: { data: MessageCosts }) {
  const t = data.totals;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {data.month}: {countOf(t.sent, "mensagem enviada", "mensagens enviadas")},{" "}
        {countOf(t.billable, "cobrada", "cobradas")} pela Meta, custo estimado {usd.format(t.estimatedUsd)} (
        {brl(t.estimatedUsd, data.usdToBrl)} a R$ {data.usdToBrl.toFixed(2).replace(".", ",")} por dólar).
      </p>
      <FiguresTable
        caption="Por categoria"
        className="w-full max-w-xl"
        columns={[
          { label: "Categoria" },
          { label: "Cobradas", numeric: true },
          { label: "US$ por mensagem", numeric: true },
          { label: "Custo", numeric: true },
        ]}
        rows={categories.map((k) => ({
          key: k,
          cells: [
            categoryLabels[k],
            integer.format(t.byCategory[k]),
            usd.format(data.prices[k]),
            usd.format(t.costByCategory[k]),
          ],
        }))}
      />
      <p className="text-sm text-muted-foreground">
        Cobrada é a mensagem entregue que a Meta informa como cobrada no status (tipo "regular"). Desde
        01/10/2026 a Meta cobra também as respostas de atendimento além das{" "}
        {integer.format(SERVICE_MONTHLY_ALLOWANCE)} grátis por número no mês (entregues neste mês:{" "}
        {integer.format(t.serviceDelivered)}) e os modelos de utilidade dentro da janela de 24 horas.
      </p>
      {data.days.length > 0 ? (
        <>
          <BarChart
            title="Custo estimado por dia"
            bars={data.days.map((d) => ({ label: d.date, short: d.date.slice(8), value: d.estimatedUsd }))}
            format={(n) => usd.format(n)}
          />
          <FiguresTable
            caption="Por dia"
            columns={[
              { label: "Dia" },
              { label: "Enviadas", numeric: true },
              { label: "Cobradas" },
              { label: "Custo", numeric: true },
            ]}
            rows={data.days.map((d) => ({
              key: d.date,
              cells: [
                d.date.split("-").reverse().join("/"),
                integer.format(d.sent),
                perCategory(d.billable),
                usd.format(d.estimatedUsd),
              ],
            }))}
          />
        </>
      ) : null}
      {data.countries.length > 0 ? (
        <FiguresTable
          caption="Por país de quem recebeu"
          columns={[
            { label: "País" },
            { label: "Pessoas", numeric: true },
            { label: "Enviadas", numeric: true },
            { label: "Cobradas" },
            { label: "Custo", numeric: true },
          ]}
          rows={data.countries.map((c) => ({
            key: c.country ?? "?",
            cells: [
              countryName(c.country),
              integer.format(c.people),
              integer.format(c.sent),
              perCategory(c.billable),
              usd.format(c.estimatedUsd),
            ],
          }))}
        />
      ) : null}
      {data.countries.some((c) => c.country !== "BR") ? (
        <p className="text-sm text-muted-foreground">
          A Meta cobra pelo país do número de quem recebe; fora do Brasil a estimativa usa os mesmos preços
          (WHATSAPP_PRICES_USD).
        </p>
      ) : null}
    </div>
  );
}

/** What each person's WhatsApp messages of a month cost, against what their plan brings in. */
export default function AdminMessageCosts() {
  const [month, setMonth] = useState("");
  const [page, setPage] = useState(1);
  const list = useAdminQuery(["billing-message-costs", month, page], () =>
    callApi(billingAdminEndpoints.messageCosts, { query: { page, ...(month ? { month } : {}) } }),
  );
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Custo do WhatsApp</h1>
        <p className="text-muted-foreground">
          Mensagens enviadas no mês e o custo estimado, pela categoria e cobrança que a Meta informa no status
          de cada envio (só as entregues e cobradas contam), por dia, por país e por pessoa, ao lado do que o
          plano rende por mês.
        </p>
      </div>
      <label className="flex max-w-xs flex-col gap-1 text-sm">
        Mês
        <Input
          type="month"
          value={month}
          onChange={(e) => {
            setMonth(e.target.value);
            setPage(1);
          }}
        />
      </label>
      <QueryGate query={list} {...listTexts("os", "custos")}>
        {(data) => (
          <>
            <MonthSummary data={data} />
            <h2 className="text-lg font-semibold">Por pessoa</h2>
            {data.noAccount.sent > 0 ? (
              <p className="text-sm">
                Números ainda sem conta (códigos de acesso antes do primeiro login):{" "}
                {integer.format(data.noAccount.sent)} enviada(s), cobradas:{" "}
                {perCategory(data.noAccount.billable)}, {usd.format(data.noAccount.estimatedUsd)}.
              </p>
            ) : null}
            {data.items.length === 0 ? (
              <p>Nenhuma mensagem enviada neste mês.</p>
            ) : (
              <ul className="space-y-3">
                {data.items.map((c) => {
                  const share =
                    c.planMonthlyCents && c.planMonthlyCents > 0
                      ? Math.round((c.estimatedCents / c.planMonthlyCents) * 1000) / 10
                      : null;
                  return (
                    <li key={c.userId} className="space-y-1 rounded-xl border border-border p-4">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-semibold">
                          {c.name ?? "Sem nome"}{" "}
                          <span className="font-normal text-muted-foreground">
                            {contactLabel(c)} · {countryName(c.country)}
                          </span>
                        </span>
                        <span className="font-semibold">
                          {usd.format(c.estimatedUsd)} · {formatBRL(centavos(c.estimatedCents))}
                        </span>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {countOf(c.received, "recebida", "recebidas")} ·{" "}
                        {countOf(c.sent, "enviada", "enviadas")}
                        {` · cobradas: ${perCategory(c.billable)}`}
                        {c.undelivered > 0
                          ? ` · ${integer.format(c.undelivered)} a cobrar ${c.undelivered === 1 ? "quando entregue" : "quando entregues"}`
                          : ""}
                        {c.unpriced > 0 ? ` · ${integer.format(c.unpriced)} sem status ainda` : ""}
                      </p>
                      <p className="text-sm">
                        {c.plan
                          ? `${planTitle(c.plan)}: ${formatBRL(centavos(c.planMonthlyCents ?? 0))} por mês${
                              share !== null
                                ? ` · o WhatsApp custa ${String(share).replace(".", ",")} % disso`
                                : ""
                            }`
                          : "Sem plano"}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
            <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
          </>
        )}
      </QueryGate>
    </section>
  );
}
