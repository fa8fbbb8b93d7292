import { billingAdminEndpoints, centavos, contactLabel, formatBRL, planTitle } from "@tostao/core";
import { useState } from "react";
import { Input } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { listTexts, QueryGate } from "~/components/ui/query-gate";
import { integer } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

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
          Mensagens enviadas por pessoa no mês e o custo estimado, pela categoria que a Meta informa em cada
          envio (só as cobráveis contam), ao lado do que o plano rende por mês.
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
            <p className="text-sm text-muted-foreground">
              {data.month}: {integer.format(data.totals.sent)} mensagem(ns) enviada(s),{" "}
              {integer.format(data.totals.billable)} cobrável(is), custo estimado{" "}
              {usd.format(data.totals.estimatedUsd)} (
              {formatBRL(centavos(Math.round(data.totals.estimatedUsd * data.usdToBrl * 100)))} a R${" "}
              {data.usdToBrl.toFixed(2).replace(".", ",")} por dólar).
            </p>
            {data.items.length === 0 ? (
              <p>Nenhuma mensagem enviada neste mês.</p>
            ) : (
              <ul className="space-y-3">
                {data.items.map((c) => {
                  const share =
                    c.planMonthlyCents && c.planMonthlyCents > 0
                      ? Math.round((c.estimatedCents / c.planMonthlyCents) * 1000) / 10
                      : null;
                  const billable = Object.entries(c.billable)
                    .filter(([, n]) => n > 0)
                    .map(
                      ([k, n]) => `${integer.format(n)} ${categoryLabels[k as keyof typeof categoryLabels]}`,
                    );
                  return (
                    <li key={c.userId} className="space-y-1 rounded-xl border border-border p-4">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-semibold">
                          {c.name ?? "Sem nome"}{" "}
                          <span className="font-normal text-muted-foreground">{contactLabel(c)}</span>
                        </span>
                        <span className="font-semibold">
                          {usd.format(c.estimatedUsd)} · {formatBRL(centavos(c.estimatedCents))}
                        </span>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {integer.format(c.received)} recebida(s) · {integer.format(c.sent)} enviada(s)
                        {billable.length > 0 ? ` · cobráveis: ${billable.join(", ")}` : " · nenhuma cobrável"}
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
