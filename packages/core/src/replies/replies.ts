/**
 * pt-BR reply wording for every intent, pure. The assistant computes totals; these functions
 * only put them into words. Money goes through formatBRL, dates are shown as dd/mm.
 */
import { type Centavos, formatBRL, reaisToCentavos } from "../money.ts";
import type {
  IncompleteIntent,
  QueryIntent,
  RecordIntent,
  RecordKind,
  ReminderIntent,
} from "../parser/types.ts";

const brl = (reais: number) => formatBRL(reaisToCentavos(reais));
const brlC = (c: number) => formatBRL(c as Centavos);

/** "2026-11-21" → "21/11". */
export function dayMonth(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/** "2026-11-21" → "21/11/2026". */
export function dayMonthYear(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const KIND_LABEL: Record<RecordKind, string> = {
  expense: "Despesa registrada",
  income: "Receita registrada",
  investment: "Investimento registrado",
};

const METHOD_LABEL = {
  credit: "crédito",
  debit: "débito",
  pix: "Pix",
  cash: "dinheiro",
  boleto: "boleto",
} as const;

/**
 * Confirms a stored record, with instalments and recurrence when present.
 * @example replyRecord(r) // "✅ Despesa registrada: R$ 50,00 em Mercado, 21/11"
 */
export function replyRecord(r: RecordIntent): string {
  let text = `✅ ${KIND_LABEL[r.kind]}: ${brl(r.amount)} em ${r.category}, ${dayMonth(r.date)}`;
  const p = r.payment;
  if (p && p.installments > 1) {
    const per = Math.round(reaisToCentavos(r.amount) / p.installments);
    text += `\n💳 Parcelado em ${p.installments}x de ${brlC(per)}`;
    if (p.card) text += ` no ${p.card}`;
  } else if (p?.method) {
    text += `\n💳 Pagamento: ${METHOD_LABEL[p.method]}${p.card ? ` (${p.card})` : ""}`;
  } else if (p?.card) {
    text += `\n💳 Cartão: ${p.card}`;
  }
  if (r.recurrence) text += `\n🔁 Lançamento fixo: todo dia ${r.recurrence.day}`;
  return text;
}

/** Confirms several records from one message, one line each. */
export function replyRecords(records: readonly RecordIntent[]): string {
  return records.map(replyRecord).join("\n\n");
}

/** Confirms a purchase in instalments: total, count and value of each. */
export function replyInstallments(r: RecordIntent): string {
  const n = r.payment?.installments ?? 1;
  const per = Math.round(reaisToCentavos(r.amount) / n);
  return `✅ Compra parcelada registrada: ${brl(r.amount)} em ${n}x de ${brlC(per)} (${r.category}). A 1ª parcela entra em ${dayMonth(r.date)}.`;
}

/** Confirms a monthly fixed entry. */
export function replyRecurrence(r: RecordIntent & { recurrence: { day: number } }): string {
  const what =
    r.kind === "income" ? "Receita fixa" : r.kind === "investment" ? "Aporte fixo" : "Despesa fixa";
  return `🔁 ${what} registrada: ${brl(r.amount)} em ${r.category}, todo dia ${r.recurrence.day}.`;
}

/** Confirms a reminder, with the 10:00 notification time. */
export function replyReminder(r: ReminderIntent): string {
  const amount = r.amount !== null ? ` (${brl(r.amount)})` : "";
  const when = r.recurrence
    ? `todo dia ${r.recurrence.day}, a partir de ${dayMonth(r.date)}`
    : `em ${dayMonthYear(r.date)}`;
  return `⏰ Lembrete criado: ${r.description}${amount}. Vou te avisar ${when}, às 10h.`;
}

/** Totals the assistant computed for a query; all in centavos. */
export interface QueryTotals {
  totalCentavos: number;
  byCategory?: readonly { category: string; centavos: number }[];
  income?: number;
  expenses?: number;
  investments?: number;
}

function periodLabel(q: QueryIntent): string {
  return q.from === q.to ? `em ${dayMonth(q.from)}` : `de ${dayMonth(q.from)} a ${dayMonth(q.to)}`;
}

/**
 * Answers a query with totals computed elsewhere.
 * @example replyQuery(q, { totalCentavos: 123456 }) // "💸 Você gastou R$ 1.234,56 de 01/11 a 22/11."
 */
export function replyQuery(q: QueryIntent, totals: QueryTotals): string {
  const period = periodLabel(q);
  const cat = q.category ? ` com ${q.category}` : "";
  switch (q.metric) {
    case "expenses":
      return `💸 Você gastou ${brlC(totals.totalCentavos)}${cat} ${period}.`;
    case "income":
      return `💰 Você recebeu ${brlC(totals.totalCentavos)}${cat} ${period}.`;
    case "investments":
      return `📈 Você investiu ${brlC(totals.totalCentavos)} ${period}.`;
    case "balance": {
      const lines = [`📊 Seu saldo ${period}: ${brlC(totals.totalCentavos)}`];
      if (totals.income !== undefined) lines.push(`Receitas: ${brlC(totals.income)}`);
      if (totals.expenses !== undefined) lines.push(`Despesas: ${brlC(totals.expenses)}`);
      return lines.join("\n");
    }
    case "top_category": {
      const top = totals.byCategory?.[0];
      if (!top) return `Você não tem despesas registradas ${period}.`;
      return `🏆 A categoria em que você mais gastou ${period} foi ${top.category}: ${brlC(top.centavos)}.`;
    }
    case "summary": {
      const lines = [`📋 Resumo ${period}`];
      if (totals.income !== undefined) lines.push(`Receitas: ${brlC(totals.income)}`);
      if (totals.expenses !== undefined) lines.push(`Despesas: ${brlC(totals.expenses)}`);
      if (totals.investments !== undefined) lines.push(`Investimentos: ${brlC(totals.investments)}`);
      lines.push(`Saldo: ${brlC(totals.totalCentavos)}`);
      for (const c of totals.byCategory?.slice(0, 5) ?? [])
        lines.push(`• ${c.category}: ${brlC(c.centavos)}`);
      return lines.join("\n");
    }
  }
}

const KIND_WORD: Record<RecordKind, string> = {
  expense: "gasto",
  income: "recebimento",
  investment: "investimento",
};

/** Asks for the missing amount. */
export function replyIncomplete(r: IncompleteIntent): string {
  const where = r.category ? ` em ${r.category}` : "";
  return `Qual foi o valor desse ${KIND_WORD[r.kind]}${where}? Me manda só o número, por exemplo: 50 ou 49,90.`;
}

/** Confirms the removal of the last entry (pass what was removed, or null when there was none). */
export function replyDeleteLast(removed: RecordIntent | null): string {
  if (!removed) return "Não encontrei nenhum lançamento para apagar.";
  return `🗑️ Apaguei o último lançamento: ${brl(removed.amount)} em ${removed.category}, ${dayMonth(removed.date)}.`;
}

/** Confirms the new amount of the last entry (or says there was none). */
export function replyEditLast(edited: RecordIntent | null): string {
  if (!edited) return "Não encontrei nenhum lançamento para corrigir.";
  return `✏️ Corrigido: o último lançamento agora é ${brl(edited.amount)} em ${edited.category}, ${dayMonth(edited.date)}.`;
}

/** Gives the dashboard link. */
export function replyDashboardLink(url: string): string {
  return `📊 Seu painel está aqui: ${url}\nLá você vê gráficos, edita lançamentos e exporta planilhas.`;
}

const EXAMPLES = [
  "• gastei 50 no mercado",
  "• recebi 3.000 de salário",
  "• investi 200 no tesouro",
  "• tv 2.400 em 12x no cartão",
  "• me lembra de pagar a luz dia 10",
  "• quanto gastei este mês?",
];

/** Explains what the assistant does, with examples. */
export function replyHelp(): string {
  return [
    "Eu organizo suas finanças pelo WhatsApp. Você pode me mandar:",
    ...EXAMPLES,
    "• resumo do mês",
    "• apaga o último",
    "• painel (link dos seus gráficos)",
  ].join("\n");
}

/** Greets back; `name` is optional. */
export function replyGreeting(name?: string | null): string {
  return `Oi${name ? `, ${name}` : ""}! 👋 Me conta um gasto, um recebimento ou pergunta quanto você gastou. Se precisar, manda "ajuda".`;
}

/** First message to a new user. */
export function replyWelcome(name?: string | null): string {
  return [
    `Olá${name ? `, ${name}` : ""}! Eu sou o Tostão 🪙, seu assistente financeiro.`,
    "É só me escrever (ou mandar áudio) como falaria com um amigo:",
    ...EXAMPLES.slice(0, 4),
  ].join("\n");
}

/** When the message was not understood: what to send instead. */
export function replyUnknown(): string {
  return ["Não entendi 🤔. Tenta assim:", ...EXAMPLES.slice(0, 5)].join("\n");
}
