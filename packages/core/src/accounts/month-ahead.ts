/**
 * "Quanto posso gastar até o salário?" and "vai sobrar dinheiro esse mês?": the balance today,
 * plus the income still expected, minus the fixed items, card bills, reminders with amounts and
 * planned purchases falling due before the end of the period, each part listed, and the balance
 * projected day by day. Items due on the period's last day (the payday) belong to the next period:
 * they are paid with the new salary.
 */
import { addDays, fromIso, toIso } from "../calendar/civil-date.ts";

export type AheadPartKind = "income" | "fixed" | "bill" | "reminder" | "planned";

/** One expected movement: income positive, every other kind an amount to pay. */
export interface AheadItem {
  kind: AheadPartKind;
  label: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Centavos, positive. */
  amount: number;
}

export interface MonthAheadInput {
  today: string;
  /** The day the period ends (the next payday, or the first day of next month); not included. */
  until: string;
  /** Centavos in the person's accounts today. */
  balance: number;
  /** True when some account's balance is computed from records rather than stated by a bank. */
  balanceIsEstimate: boolean;
  items: readonly AheadItem[];
}

export interface MonthAhead {
  from: string;
  until: string;
  /** Days from today to the day before `until`, today included. */
  days: number;
  balance: number;
  balanceIsEstimate: boolean;
  /** The items inside the period, in date order. */
  parts: AheadItem[];
  totals: Record<AheadPartKind, number>;
  /** Balance + income − fixed − bills − reminders − planned. */
  available: number;
  /** What can be spent per day to reach `until` with nothing left: available / days (0 when negative). */
  perDay: number;
  /** The balance at the end of each day, today first. */
  series: Array<{ date: string; balance: number }>;
  lowest: { date: string; balance: number };
}

/**
 * Projects the period from `today` to the day before `until`.
 * @example monthAhead({ today: "2026-03-20", until: "2026-04-07", balance: 100000, balanceIsEstimate: false, items: [] }).available // 100000
 */
export function monthAhead(input: MonthAheadInput): MonthAhead {
  const { today, until } = input;
  const parts = input.items
    .filter((i) => i.date >= today && i.date < until && i.amount > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.label.localeCompare(b.label)));
  const totals: Record<AheadPartKind, number> = { income: 0, fixed: 0, bill: 0, reminder: 0, planned: 0 };
  for (const p of parts) totals[p.kind] += p.amount;
  const available =
    input.balance + totals.income - totals.fixed - totals.bill - totals.reminder - totals.planned;

  const series: Array<{ date: string; balance: number }> = [];
  let running = input.balance;
  let k = 0;
  for (let d = fromIso(today); toIso(d) < until; d = addDays(d, 1)) {
    const iso = toIso(d);
    while (k < parts.length && (parts[k] as AheadItem).date === iso) {
      const p = parts[k] as AheadItem;
      running += p.kind === "income" ? p.amount : -p.amount;
      k++;
    }
    series.push({ date: iso, balance: running });
    if (series.length > 400) break;
  }
  if (series.length === 0) series.push({ date: today, balance: input.balance });
  let lowest = series[0] as { date: string; balance: number };
  for (const s of series) if (s.balance < lowest.balance) lowest = s;
  const days = series.length;
  return {
    from: today,
    until,
    days,
    balance: input.balance,
    balanceIsEstimate: input.balanceIsEstimate,
    parts,
    totals,
    available,
    perDay: available > 0 ? Math.floor(available / days) : 0,
    series,
    lowest,
  };
}
