/**
 * The weekly summary (Mondays 10:00) and the monthly close (day 1, 10:00): periods and pt-BR
 * wording. The server gathers the figures; these functions choose the periods and put them into words.
 */

import type { PaydayRule } from "../accounts/payday.ts";
import { countingPeriod, monthOfDay } from "../accounts/payday-month.ts";
import { bookWeek } from "../books/counting-month.ts";
import { shiftMonth } from "../calendar/months.ts";
import { type Centavos, formatBRL } from "../money.ts";
import { dayMonth } from "../replies/replies.ts";
import { addBillMonths } from "./bill-calendar.ts";
import { monthName } from "./months.ts";

const brl = (centavos: number) => formatBRL(centavos as Centavos);

export interface DigestPeriod {
  kind: "weekly" | "monthly";
  /** The key that makes it go out once: the week's Monday, or the month "YYYY-MM". */
  key: string;
  from: string;
  to: string;
  /** The period before, to compare against. */
  previousFrom: string;
  previousTo: string;
  /**
   * The monthly close: the bills ("YYYY-MM") whose credit parts count in the month and in the one
   * before (the months' own names, also for a month that starts on payday).
   */
  billMonths?: { now: string; before: string };
}

/**
 * The week a Monday's summary covers: the Monday to Sunday just ended.
 * @example weeklyPeriod("2026-11-23").from // "2026-11-16"
 */
export function weeklyPeriod(today: string): DigestPeriod {
  // The books' week (Monday to Sunday, counted by days), as "semana passada" in the chat.
  const { from, to } = bookWeek(today, "last");
  const before = bookWeek(from, "last");
  return { kind: "weekly", key: from, from, to, previousFrom: before.from, previousTo: before.to };
}

/**
 * The month the close on `today` covers: the person's month just ended (core accounts/payday-month.ts,
 * the months of their totals and limits), compared with the one before. A calendar month closes on
 * day 1; a month that starts on payday closes on the payday that starts the next.
 * @example monthlyPeriod("2026-12-01").key // "2026-11"
 * @example monthlyPeriod("2026-12-04", { kind: "business_day", n: 5 }) // 2026-11-06..2026-12-03, key "2026-11"
 */
export function monthlyPeriod(today: string, rule: PaydayRule | null = null): DigestPeriod {
  const month = shiftMonth(monthOfDay(today, rule), -1);
  const previous = shiftMonth(month, -1);
  const { from, to } = countingPeriod(month, rule);
  const before = countingPeriod(previous, rule);
  return {
    kind: "monthly",
    key: month,
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    billMonths: { now: month, before: previous },
  };
}

/**
 * Whether the person's month closes on `today`: it is the first day of their next month (day 1,
 * or the payday a month starting on payday starts on).
 * @example monthlyCloseDue("2026-12-04", { kind: "business_day", n: 5 }) // true
 */
export function monthlyCloseDue(today: string, rule: PaydayRule | null = null): boolean {
  return countingPeriod(monthOfDay(today, rule), rule).from === today;
}

/** "Fechamento de novembro", with its days when the month is not a calendar month. */
export function closeTitle(p: DigestPeriod): string {
  const calendar = p.from.endsWith("-01") && p.from.slice(0, 7) === p.key && p.to.slice(0, 7) === p.key;
  return `Fechamento de ${monthName(p.key)}${calendar ? "" : ` (${dayMonth(p.from)} a ${dayMonth(p.to)})`}`;
}

export interface DigestData {
  period: DigestPeriod;
  income: number;
  expenses: number;
  /** Of the expenses, the parts of instalment purchases counted in the period (said with them). */
  instalments?: number;
  previousExpenses: number;
  /** Spent per category in the period and in the period before, largest first. */
  categories: Array<{ category: string; spent: number; previous: number }>;
  /** This month's limits as they stand. */
  limits: Array<{ category: string; spent: number; limit: number; percent: number }>;
  goals: Array<{ name: string; percent: number; saved: number; target: number; monthlyNeed: number | null }>;
  /** Bills due in the coming week (weekly) and not paid. */
  billsDue: Array<{ card: string; total: number; dueOn: string }>;
}

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "" : " (novo)";
  const pct = Math.round(((now - before) * 100) / before);
  if (pct === 0) return " (igual)";
  return pct > 0 ? ` (↑ ${pct}%)` : ` (↓ ${-pct}%)`;
}

/** " (R$ 320,00 em parcelas)" after expenses holding instalment parts; "" otherwise. */
const parts = (d: DigestData) => (d.instalments ? ` (${brl(d.instalments)} em parcelas)` : "");

/** The digest message. */
export function replyDigest(d: DigestData): string {
  const p = d.period;
  const lines: string[] = [];
  if (p.kind === "weekly") {
    lines.push(`📊 Resumo da semana (${dayMonth(p.from)} a ${dayMonth(p.to)})`);
    lines.push(`Gastos: ${brl(d.expenses)}${parts(d)}, semana anterior ${brl(d.previousExpenses)}.`);
  } else {
    lines.push(`📅 ${closeTitle(p)}`);
    lines.push(
      `Receitas ${brl(d.income)} · Despesas ${brl(d.expenses)}${parts(d)} · Saldo ${brl(d.income - d.expenses)}`,
    );
    lines.push(
      `Despesas em ${monthName(addBillMonths(p.key, -1))}: ${brl(d.previousExpenses)}${change(d.expenses, d.previousExpenses)}.`,
    );
  }
  if (d.categories.length > 0) {
    lines.push("", "Por categoria:");
    for (const c of d.categories.slice(0, 6))
      lines.push(`• ${c.category}: ${brl(c.spent)}${change(c.spent, c.previous)}`);
  } else {
    lines.push("Nenhum gasto registrado no período.");
  }
  if (d.limits.length > 0) {
    lines.push("", p.kind === "weekly" ? "🎯 Limites do mês até agora:" : "🎯 Limites:");
    for (const l of d.limits) {
      const mark = l.percent >= 100 ? " 🚨" : l.percent >= 80 ? " ⚠️" : "";
      lines.push(`• ${l.category}: ${brl(l.spent)} de ${brl(l.limit)} (${l.percent}%)${mark}`);
    }
  }
  if (d.goals.length > 0) {
    lines.push("", "🏁 Metas:");
    for (const g of d.goals) {
      const need = g.monthlyNeed !== null && g.monthlyNeed > 0 ? `, ${brl(g.monthlyNeed)}/mês` : "";
      lines.push(`• ${g.name}: ${brl(g.saved)} de ${brl(g.target)} (${g.percent}%)${need}`);
    }
  }
  if (d.billsDue.length > 0) {
    lines.push("", "💳 Faturas que vencem esta semana:");
    for (const b of d.billsDue) lines.push(`• ${b.card}: ${brl(b.total)} em ${dayMonth(b.dueOn)}`);
  }
  lines.push("", 'Para não receber mais: "parar resumo".');
  return lines.join("\n");
}
