import { bookWeek } from "@tostao/core/books/counting-month";
import { addDays, fromIso, saoPauloTodayIso, toIso } from "@tostao/core/calendar/index";
import { monthSchema } from "@tostao/core/dashboard/fields";
import type { TransactionFilter, TransactionSort } from "@tostao/core/dashboard/transactions";

export const periodPresets = [
  { value: "week", label: "Esta semana" },
  { value: "month", label: "Este mês" },
  { value: "last-month", label: "Mês passado" },
  { value: "named-month", label: "Mês escolhido" },
  { value: "30d", label: "Últimos 30 dias" },
  { value: "year", label: "Este ano" },
  { value: "all", label: "Tudo" },
  { value: "custom", label: "Personalizado" },
] as const;
export type PeriodPreset = (typeof periodPresets)[number]["value"];

/** São Paulo's today, read from the browser's clock once per call. */
export const todayIso = () => saoPauloTodayIso(new Date());

/**
 * The period of a preset and how the books count it (docs/books.md, "Months"): a month is the
 * person's, named to the server (which counts it from payday to payday when their month starts on
 * payday); the year counts by months; the week and the last 30 days by days, whatever dates they
 * cover ("Esta semana" from Monday 1 June 2026 is a week, not the month so far).
 */
function presetRange(
  preset: PeriodPreset,
  today: string,
  named: string | null,
): Pick<TransactionFilter, "from" | "to" | "month" | "by"> {
  switch (preset) {
    case "month":
      return { month: "current" };
    case "last-month":
      return { month: "previous" };
    case "named-month":
      return named && monthSchema.safeParse(named).success ? { month: named } : { month: "current" };
    case "week": {
      // The books' week, as "quanto gastei essa semana?" in the chat and the Monday summary count it.
      return bookWeek(today, "this");
    }
    case "30d":
      return { from: toIso(addDays(fromIso(today), -29)), to: today, by: "days" };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, by: "months" };
    default:
      return {};
  }
}

/** The filter and sort kept in the page's URL, so links (a chart slice) and reloads keep them. */
export function readFilter(params: URLSearchParams): {
  filter: TransactionFilter;
  sort: TransactionSort;
  preset: PeriodPreset;
} {
  const named = params.get("mes");
  const preset =
    (params.get("periodo") as PeriodPreset | null) ??
    (named ? "named-month" : params.get("from") ? "custom" : "month");
  // dates typed are days, even a whole month's
  const range =
    preset === "custom"
      ? { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined, by: "days" as const }
      : presetRange(preset, todayIso(), named);
  const many = (key: string) => (params.getAll(key).length ? params.getAll(key) : undefined);
  const number = (key: string) => (params.get(key) ? Number(params.get(key)) : undefined);
  const sort = (params.get("sort") as TransactionSort | null) ?? "-date";
  return {
    preset,
    sort,
    filter: {
      ...range,
      kind: many("kind") as TransactionFilter["kind"],
      category: many("category"),
      payment: many("payment") as TransactionFilter["payment"],
      q: params.get("q") || undefined,
      minCents: number("minCents"),
      maxCents: number("maxCents"),
    },
  };
}
