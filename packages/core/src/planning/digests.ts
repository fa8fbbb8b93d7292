/**
 * The weekly summary (Mondays 10:00) and the monthly close (day 1, 10:00): periods and pt-BR
 * wording. The server gathers the figures; these functions choose the periods and put them into words.
 */

import { bookWeek } from "../books/counting-month.ts";
import { type Centavos, formatBRL } from "../money.ts";
import { dayMonth } from "../replies/replies.ts";
import { addBillMonths } from "./bill-calendar.ts";
import { monthName, monthRange } from "./months.ts";

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
 * The month the day-1 close covers: the month just ended.
 * @example monthlyPeriod("2026-12-01").key // "2026-11"
 */
export function monthlyPeriod(today: string): DigestPeriod {
  const month = addBillMonths(today.slice(0, 7), -1);
  const previous = addBillMonths(month, -1);
  const { from, to } = monthRange(month);
  const before = monthRange(previous);
  return { kind: "monthly", key: month, from, to, previousFrom: before.from, previousTo: before.to };
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
    lines.push(`📅 Fechamento de ${monthName(p.key)}`);
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
