/** The pt-BR answers to "quanto posso gastar até o salário?" and "vai sobrar dinheiro esse mês?". */
import { fromIso, toBrazilianDate } from "../calendar/civil-date.ts";
import { centavos, formatBRL } from "../money.ts";
import type { AheadPartKind, MonthAhead } from "./month-ahead.ts";

const brl = (n: number) => formatBRL(centavos(n));
const day = (iso: string) => toBrazilianDate(fromIso(iso)).slice(0, 5);

const HEADINGS: Record<AheadPartKind, string> = {
  income: "➕ A receber",
  fixed: "➖ Despesas fixas",
  bill: "➖ Faturas de cartão",
  reminder: "➖ Contas lembradas",
  planned: "➖ Compras planejadas",
};

/** The parts of the projection, one line each, grouped by kind. */
function partLines(ahead: MonthAhead): string[] {
  const lines: string[] = [];
  for (const kind of ["income", "fixed", "bill", "reminder", "planned"] as const) {
    const items = ahead.parts.filter((p) => p.kind === kind);
    if (items.length === 0) continue;
    lines.push(`${HEADINGS[kind]}: ${brl(ahead.totals[kind])}`);
    for (const p of items) lines.push(`   • ${day(p.date)} ${p.label}: ${brl(p.amount)}`);
  }
  return lines;
}

function balanceLine(ahead: MonthAhead): string {
  return `💰 Saldo hoje: ${brl(ahead.balance)}${ahead.balanceIsEstimate ? " (estimado pelos seus registros)" : ""}`;
}

/**
 * "quanto posso gastar até o salário?": what is left until the day before payday and per day.
 * @example spendUntilPaydayReply(ahead) // "Até o salário (dia 06/04) você pode gastar R$ 1.234,56 …"
 */
export function spendUntilPaydayReply(ahead: MonthAhead): string {
  const head =
    ahead.available > 0
      ? `🗓️ Até o salário (dia ${day(ahead.until)}) você pode gastar ${brl(ahead.available)}, cerca de ${brl(ahead.perDay)} por dia em ${ahead.days} ${ahead.days === 1 ? "dia" : "dias"}.`
      : `⚠️ Até o salário (dia ${day(ahead.until)}) o que já está previsto passa do seu saldo em ${brl(-ahead.available)}: não sobra nada para gastar.`;
  const low =
    ahead.lowest.balance < 0
      ? [`⚠️ No dia ${day(ahead.lowest.date)} o saldo previsto fica em ${brl(ahead.lowest.balance)}.`]
      : [];
  return [head, "", balanceLine(ahead), ...partLines(ahead), `= ${brl(ahead.available)}`, ...low].join("\n");
}

/** "vai sobrar dinheiro esse mês?": the same projection to the end of the period, as a yes or no. */
export function leftoverReply(ahead: MonthAhead, periodName: string): string {
  const head =
    ahead.available >= 0
      ? `✅ Sim: se nada mais entrar nem sair, sobram ${brl(ahead.available)} ${periodName}.`
      : `⚠️ Não: do jeito que está, faltam ${brl(-ahead.available)} ${periodName}.`;
  return [head, "", balanceLine(ahead), ...partLines(ahead), `= ${brl(ahead.available)}`].join("\n");
}
