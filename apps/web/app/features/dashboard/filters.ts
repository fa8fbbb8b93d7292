import { bookWeek } from "@tostao/core/books/counting-month";
import { addDays, fromIso, saoPauloTodayIso, toIso } from "@tostao/core/calendar/index";
import { monthSchema } from "@tostao/core/dashboard/fields";
import type { PersonMonth, TransactionFilter, TransactionSort } from "@tostao/core/dashboard/transactions";

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
 * The period of a preset: a month is the person's, named to the server (which counts it from
 * payday to payday when their month starts on payday), other presets are days.
 */
function presetRange(
  preset: PeriodPreset,
  today: string,
  named: string | null,
): { from?: string; to?: string; month?: PersonMonth } {
  switch (preset) {
    case "month":
      return { month: "current" };
    case "last-month":
      return { month: "previous" };
    case "named-month":
      return named && monthSchema.safeParse(named).success ? { month: named } : { month: "current" };
    case "week": {
      // The books' week, as "quanto gastei essa semana?" in the chat and the Monday summary count it.
      const week = bookWeek(today, "this");
      return { from: week.from, to: week.to };
    }
    case "30d":
      return { from: toIso(addDays(fromIso(today), -29)), to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
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
  const range =
    preset === "custom"
      ? { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined }
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
