import type { Summary } from "@tostao/core/dashboard/summary";
import { Link } from "react-router";
import { brl, categoryColor, shortMonth } from "./format";

/**
 * Expenses by category as a donut; every slice (and its legend row) opens Transações filtered by
 * that category and month. The legend doubles as the chart's text alternative.
 */
export function CategoryDonut({ summary, from, to }: { summary: Summary; from: string; to: string }) {
  const slices = summary.byCategory.filter((c) => c.kind === "expense");
  const total = slices.reduce((s, c) => s + c.totalCents, 0);
  const radius = 60;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const href = (id: number | null) =>
    `/painel/transacoes?periodo=custom&from=${from}&to=${to}&kind=expense&category=${id ?? "none"}`;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <svg viewBox="0 0 160 160" className="size-40 shrink-0" aria-hidden="true">
        <title>Despesas por categoria</title>
        {slices.map((slice) => {
          const length = (slice.totalCents / total) * circumference;
          const dash = `${length} ${circumference - length}`;
          const element = (
            <Link key={slice.categoryId ?? "none"} to={href(slice.categoryId)} tabIndex={-1}>
              <circle
                cx="80"
                cy="80"
                r={radius}
                fill="none"
                stroke={categoryColor(slice.category, slice.color)}
                strokeWidth="28"
                strokeDasharray={dash}
                strokeDashoffset={-offset}
                transform="rotate(-90 80 80)"
                className="cursor-pointer hover:opacity-80"
              />
            </Link>
          );
          offset += length;
          return element;
        })}
      </svg>
      <ul className="w-full space-y-1 text-sm">
        {slices.slice(0, 8).map((slice) => (
          <li key={slice.categoryId ?? "none"}>
            <Link
              to={href(slice.categoryId)}
              className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-muted"
            >
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ background: categoryColor(slice.category, slice.color) }}
              />
              <span className="flex-1 truncate">{slice.category ?? "Sem categoria"}</span>
              <span className="tabular-nums">{brl(slice.totalCents)}</span>
              <span className="w-10 text-right text-muted-foreground tabular-nums">
                {Math.round((slice.totalCents / total) * 100)}%
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Income and expenses of the last 13 months as paired bars, with a table for screen readers. */
export function MonthBars({ months }: { months: Summary["months"] }) {
  const max = Math.max(1, ...months.flatMap((m) => [m.incomeCents, m.expenseCents]));
  const width = 26;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${months.length * width} 130`}
        className="h-44 w-full"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        {months.map((m, i) => {
          const income = (m.incomeCents / max) * 110;
          const expense = (m.expenseCents / max) * 110;
          return (
            <g key={m.month}>
              <rect
                x={i * width + 4}
                y={115 - income}
                width="8"
                height={income}
                className="fill-emerald-600"
                rx="1"
              />
              <rect
                x={i * width + 13}
                y={115 - expense}
                width="8"
                height={expense}
                className="fill-rose-600"
                rx="1"
              />
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-[10px] text-muted-foreground" aria-hidden="true">
        {months.map((m, i) => (
          <span key={m.month} className={i % 2 ? "hidden sm:inline" : ""}>
            {shortMonth(m.month)}
          </span>
        ))}
      </div>
      <figcaption className="mt-2 flex gap-4 text-xs">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-emerald-600" /> Receitas
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-rose-600" /> Despesas
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Receitas e despesas por mês</caption>
        <thead>
          <tr>
            <th>Mês</th>
            <th>Receitas</th>
            <th>Despesas</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{shortMonth(m.month)}</td>
              <td>{brl(m.incomeCents)}</td>
              <td>{brl(m.expenseCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
