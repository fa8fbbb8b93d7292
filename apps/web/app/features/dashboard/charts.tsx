import { categoryColor } from "@tostao/core/dashboard/category-palette";
import type { Summary } from "@tostao/core/dashboard/summary";
import { Group } from "@visx/group";
import { Bar, Pie } from "@visx/shape";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { brl, longMonth, shortMonth } from "./format";

// Charts drawn with visx's shapes (d3 geometry as React SVG; about 5 KB gzip on /painel only).
// Each chart's drawing is hidden from screen readers and paired with what carries the same figures
// and links: the legend for the donut, a button per month for the bars.

/**
 * Transações filtered by one of the person's months ("YYYY-MM": from payday to payday when theirs
 * starts on payday, as the charts count it) and, for a slice, by expenses of one category.
 */
const transactionsHref = (month: string, categoryId?: number | null) =>
  `/painel/transacoes?mes=${month}${categoryId === undefined ? "" : `&kind=expense&category=${categoryId ?? "none"}`}`;

/**
 * Expenses by category as a donut; every slice (and its legend row, the keyboard's and screen
 * reader's way in) opens Transações filtered by that category and month.
 */
export function CategoryDonut({ summary }: { summary: Summary }) {
  const navigate = useNavigate();
  const slices = summary.byCategory.filter((c) => c.kind === "expense");
  const total = slices.reduce((s, c) => s + c.totalCents, 0);
  const percent = (cents: number) => Math.round((cents / total) * 100);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <svg viewBox="0 0 160 160" className="size-40 shrink-0" aria-hidden="true">
        <Group top={80} left={80}>
          <Pie
            data={slices}
            pieValue={(slice) => slice.totalCents}
            pieSortValues={null}
            outerRadius={76}
            innerRadius={48}
            padAngle={slices.length > 1 ? 0.012 : 0}
          >
            {(pie) =>
              pie.arcs.map((arc) => (
                // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards and screen readers use the legend's links
                <path
                  key={arc.data.categoryId ?? "none"}
                  d={pie.path(arc) ?? ""}
                  fill={categoryColor(arc.data.color)}
                  className="cursor-pointer transition-opacity hover:opacity-80"
                  onClick={() => navigate(transactionsHref(summary.month, arc.data.categoryId))}
                >
                  <title>{`${arc.data.category ?? "Sem categoria"}: ${brl(arc.data.totalCents)}`}</title>
                </path>
              ))
            }
          </Pie>
        </Group>
      </svg>
      <ul className="w-full space-y-1 text-sm">
        {slices.map((slice) => (
          <li key={slice.categoryId ?? "none"}>
            <Link
              to={transactionsHref(summary.month, slice.categoryId)}
              className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-muted"
            >
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ background: categoryColor(slice.color) }}
              />
              <span className="flex-1 truncate">{slice.category ?? "Sem categoria"}</span>
              <span className="tabular-nums">{brl(slice.totalCents)}</span>
              <span className="w-10 text-right text-muted-foreground tabular-nums">
                {percent(slice.totalCents)}%
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const BAR_HEIGHT = 110;
/** Each month's pair of bars: income, then expenses. */
const BARS = [
  { key: "incomeCents", x: 4, tone: "fill-emerald-600" },
  { key: "expenseCents", x: 13, tone: "fill-rose-600" },
] as const;
const SLOT = 26;

/**
 * Income and expenses of the last 13 months as paired bars. Tapping (or clicking, or choosing
 * with the keyboard) a month shows its figures under the chart, with the way to its records:
 * the values never hide behind a hover a phone cannot do. The month asked for starts chosen.
 */
export function MonthBars({ months }: { months: Summary["months"] }) {
  const [chosen, setChosen] = useState<string | undefined>(months.at(-1)?.month);
  const max = Math.max(1, ...months.flatMap((m) => [m.incomeCents, m.expenseCents]));
  const height = (cents: number) => (cents / max) * BAR_HEIGHT;
  const selected = months.find((m) => m.month === chosen) ?? months.at(-1);
  return (
    <figure>
      <div className="relative">
        <svg
          viewBox={`0 0 ${months.length * SLOT} 120`}
          className="h-44 w-full"
          aria-hidden="true"
          preserveAspectRatio="none"
        >
          {months.map((m, i) => (
            <Group key={m.month} left={i * SLOT} className={m.month === selected?.month ? "" : "opacity-60"}>
              {m.month === selected?.month ? (
                <rect x={0} y={0} width={SLOT} height={120} className="fill-muted" />
              ) : null}
              {BARS.map(({ key, x, tone }) => (
                <Bar
                  key={key}
                  x={x}
                  y={115 - height(m[key])}
                  width={8}
                  height={height(m[key])}
                  rx={1}
                  className={tone}
                />
              ))}
            </Group>
          ))}
        </svg>
        {/* One button per month over its bars: the tap target, and the keyboard's way to each. */}
        <fieldset className="absolute inset-0 flex">
          <legend className="sr-only">Últimos 12 meses: escolha um para ver os valores</legend>
          {months.map((m) => (
            <button
              key={m.month}
              type="button"
              aria-pressed={m.month === selected?.month}
              aria-label={`${longMonth(m.month)}: receitas ${brl(m.incomeCents)}, despesas ${brl(m.expenseCents)}`}
              title={`${shortMonth(m.month)}: receitas ${brl(m.incomeCents)}, despesas ${brl(m.expenseCents)}`}
              onClick={() => setChosen(m.month)}
              className="h-full flex-1 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          ))}
        </fieldset>
      </div>
      <div className="flex justify-between text-[10px] text-muted-foreground" aria-hidden="true">
        {months.map((m, i) => (
          <span key={m.month} className={i % 2 ? "hidden sm:inline" : ""}>
            {shortMonth(m.month)}
          </span>
        ))}
      </div>
      {selected ? (
        <figcaption aria-live="polite" className="mt-3 space-y-1 rounded-lg bg-muted/60 p-3 text-sm">
          <p className="font-semibold first-letter:uppercase">{longMonth(selected.month)}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-emerald-600" /> Receitas{" "}
              <strong className="whitespace-nowrap tabular-nums">{brl(selected.incomeCents)}</strong>
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-rose-600" /> Despesas{" "}
              <strong className="whitespace-nowrap tabular-nums">{brl(selected.expenseCents)}</strong>
            </span>
          </p>
          <Link
            to={transactionsHref(selected.month)}
            className="inline-block font-semibold text-primary underline"
          >
            Ver os registros de {shortMonth(selected.month)}
          </Link>
        </figcaption>
      ) : null}
    </figure>
  );
}
