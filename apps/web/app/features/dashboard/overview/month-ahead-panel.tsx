import { useQuery } from "@tanstack/react-query";
import { type MonthAheadView, moneyAccountEndpoints } from "@tostao/core/dashboard/money-accounts";
import { brDate, brl } from "~/features/dashboard/format";
import { meKey } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";
import { cn } from "~/lib/utils";
import { Panel, PanelBody } from "./panel";

const PART_HEADINGS = {
  income: "A receber",
  fixed: "Despesas fixas",
  bill: "Faturas de cartão",
  reminder: "Contas lembradas",
  planned: "Compras planejadas",
} as const;

const W = 320;
const H = 140;
const PAD = { top: 12, right: 8, bottom: 20, left: 8 };

/**
 * The projected balance day by day until the next payday (or the month's end), today marked, and
 * what it is made of (docs/accounts.md). The drawing is hidden from screen readers; the figures
 * beside it carry the same information.
 */
export function MonthAheadPanel() {
  const ahead = useQuery({
    queryKey: [...meKey, "month-ahead"],
    queryFn: () => callApi(moneyAccountEndpoints.monthAhead, { query: { until: "payday" } }),
  });
  const title =
    ahead.data?.endsOn === "payday"
      ? `Até o salário (${brDate(ahead.data.until).slice(0, 5)})`
      : "Até o fim do mês";
  return (
    <Panel id="month-ahead" title={title} more={{ to: "/painel/importar", label: "Importar extrato" }}>
      <PanelBody query={ahead} lines={4}>
        {(data) => <MonthAhead data={data} />}
      </PanelBody>
    </Panel>
  );
}

function MonthAhead({ data }: { data: MonthAheadView }) {
  const { series } = data;
  const values = series.map((s) => s.balance);
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const x = (i: number) =>
    PAD.left + (series.length <= 1 ? 0 : (i / (series.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + ((max - v) / (max - min || 1)) * (H - PAD.top - PAD.bottom);
  // A step line: the balance holds all day and moves at the day's movements.
  let path = "";
  series.forEach((s, i) => {
    path += i === 0 ? `M${x(0)},${y(s.balance)}` : `H${x(i)}V${y(s.balance)}`;
  });
  const negative = data.lowest.balance < 0;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {data.available > 0 ? (
          <>
            Você pode gastar{" "}
            <strong className="text-lg tabular-nums" data-testid="month-ahead-available">
              {brl(data.available)}
            </strong>
            , cerca de <span className="tabular-nums">{brl(data.perDay)}</span> por dia em {data.days}{" "}
            {data.days === 1 ? "dia" : "dias"}.
          </>
        ) : (
          <>
            O que já está previsto passa do seu saldo em{" "}
            <strong
              className="text-lg text-rose-700 tabular-nums dark:text-rose-400"
              data-testid="month-ahead-available"
            >
              {brl(-data.available)}
            </strong>
            .
          </>
        )}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-36 w-full"
        aria-hidden="true"
        data-testid="month-ahead-chart"
        preserveAspectRatio="none"
      >
        {min < 0 ? (
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(0)}
            y2={y(0)}
            className="stroke-rose-400"
            strokeDasharray="3 3"
          />
        ) : null}
        <path
          d={path}
          fill="none"
          strokeWidth={2}
          className={cn(negative ? "stroke-rose-600" : "stroke-primary")}
        />
        <line
          x1={x(0)}
          x2={x(0)}
          y1={PAD.top - 4}
          y2={H - PAD.bottom}
          className="stroke-foreground"
          strokeWidth={1.5}
        />
        <circle
          cx={x(0)}
          cy={y(series[0]?.balance ?? 0)}
          r={3.5}
          className="fill-foreground"
          data-testid="month-ahead-today"
        />
        <text x={x(0) + 4} y={H - 6} className="fill-muted-foreground text-[10px]">
          Hoje
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {brDate(series.at(-1)?.date ?? data.from).slice(0, 5)}
        </text>
      </svg>
      <p className="text-sm text-muted-foreground">
        Hoje ({brDate(data.from).slice(0, 5)}): {brl(data.balance)}
        {data.balanceIsEstimate ? " (estimado pelos seus registros)" : ""} · menor saldo previsto:{" "}
        <span className={cn("tabular-nums", negative && "font-semibold text-rose-700 dark:text-rose-400")}>
          {brl(data.lowest.balance)} em {brDate(data.lowest.date).slice(0, 5)}
        </span>
      </p>
      {data.parts.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="O que está previsto">
          {data.parts.map((p) => (
            <li key={`${p.kind}-${p.date}-${p.label}`} className="flex justify-between gap-2">
              <span className="truncate">
                {brDate(p.date).slice(0, 5)} · {p.label}{" "}
                <span className="text-muted-foreground">({PART_HEADINGS[p.kind]})</span>
              </span>
              <span
                className={cn(
                  "shrink-0 tabular-nums",
                  p.kind === "income"
                    ? "text-emerald-700 dark:text-emerald-400"
                    : "text-rose-700 dark:text-rose-400",
                )}
              >
                {p.kind === "income" ? "+" : "-"}
                {brl(p.amount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nada previsto até lá.</p>
      )}
      {data.payday === null ? (
        <p className="text-xs text-muted-foreground">
          No chat, diga quando recebe (“recebo todo 5º dia útil”) e a conta vai até o salário.
        </p>
      ) : null}
    </div>
  );
}
