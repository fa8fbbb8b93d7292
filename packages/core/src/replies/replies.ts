/**
 * pt-BR wording of every reply the assistant sends, pure: plain data in (centavos as numbers,
 * ISO dates, category names), text out. The server computes the data; these functions only put
 * it into words. Money goes through formatBRL, dates are shown as dd/mm.
 */
import { daysInMonth, nonexistentDateMessage } from "../calendar/index.ts";
import { formatForeign, reaisToCentavos } from "../money.ts";
import type { InvalidDate, QueryFilters, RecordKind, TotalsMetric } from "../parser/types.ts";
import { MAX_INSTALMENTS } from "../planning/installments.ts";
import { brl, dayMonth, dayMonthYear, KIND_LABEL, periodLabel } from "./format.ts";
import {
  filterLabel,
  type RecordLine,
  replyAverage,
  replyCount,
  replyLargest,
} from "./understanding-replies.ts";

export { brl, dayMonth, dayMonthYear, KIND_LABEL, periodLabel } from "./format.ts";

const EXAMPLES = [
  "• gastei 50 no mercado",
  "• recebi 3.000 de salário",
  "• TV de 2.400 em 12x no cartão",
  "• aluguel de 1.500 todo dia 5",
  "• quanto gastei este mês?",
  "• me lembra de pagar a luz dia 10",
].join("\n");

const firstName = (name: string) => name.split(" ")[0];

/** First message to a new person, with examples; only the first name is used. */
export function replyWelcome(name: string | null): string {
  const hello = name ? `Olá, ${firstName(name)}!` : "Olá!";
  return [
    `${hello} Eu sou o Tostão, seu assistente financeiro. 💰`,
    "Me conte seus gastos e ganhos do jeito que você fala e eu organizo tudo para você. Por exemplo:",
    EXAMPLES,
    "Digite *ajuda* a qualquer momento para ver tudo o que eu sei fazer.",
  ].join("\n\n");
}

/** Everything the assistant does, one line per ability (the README's list), ending with the dashboard link. */
export function replyHelp(dashboardUrl: string): string {
  return [
    "Veja o que eu sei fazer (escreva do seu jeito, sem se preocupar com acentos):",
    "📝 *Registrar*: gastei 50 no mercado · uber 23 · recebi 3.000 de salário · investi 500 no CDB",
    "🧾 *Vários de uma vez*: café 6, pão 8, tudo no pix · ou um por linha",
    "💳 *Parcelar*: TV de 2.400 em 12x no Nubank",
    "💳 *Cartões*: meu nubank fecha dia 3 e vence dia 10 · quanto tá a fatura do nubank? · paguei a fatura do nubank (cada parcela no crédito conta no mês da sua fatura; pagar a fatura não conta de novo como gasto)",
    "🎯 *Limites e metas*: limite de 800 no mercado · meus limites · quero juntar 10 mil pra viagem até dezembro · guardei 500 pra viagem",
    "🛍️ *Compras futuras*: quero comprar uma tv de 3 mil em março · quais compras eu planejei?",
    "🔁 *Fixos*: aluguel de 1.500 todo dia 5",
    "⏰ *Lembretes*: me lembra de pagar a luz dia 10 · quais são meus lembretes?",
    "📊 *Consultas*: quanto gastei este mês? · qual meu saldo? · resumo do mês passado",
    "📋 *Listas*: lista meus gastos de hoje · o que eu gastei ontem?",
    "✏️ *Corrigir*: não, era 45 · o último foi no mercado · apaga o último · apaga os dois últimos",
    `🖥️ *Painel*: ${dashboardUrl}`,
  ].join("\n");
}

/** Greets back by first name when known. */
export function replyGreeting(name: string | null): string {
  const hello = name ? `Oi, ${firstName(name)}!` : "Oi!";
  return `${hello} 👋 Me conte um gasto ou um ganho, ou pergunte como estão suas finanças. Se precisar, digite *ajuda*.`;
}

/** Answers thanks and goodbyes: a goodbye with no thanks is said goodbye to. */
export function replyThanks(goodbye = false): string {
  return goodbye
    ? "Até mais! 👋 Quando precisar, é só mandar mensagem."
    : "Por nada! 😊 Quando precisar, é só mandar mensagem.";
}

/**
 * Answers a message that named a day its month does not have ("gastei 50 dia 30/02"): nothing
 * was recorded, and the month's last day is offered as the way to say it.
 * @example replyInvalidDate({ day: 31, month: 4, year: null })
 * // "Essa data não existe: abril tem 30 dias. Não registrei nada: mande de novo com a data certa (por exemplo, dia 30/04)."
 */
/**
 * "tv de 6000 em 99x": more parts than the books take; nothing was booked. With `waiting`, the
 * purchase waits for the right count ("foi em 12x") instead of being said again.
 */
export function replyTooManyInstalments(count: number, waiting = false): string {
  const next = waiting
    ? "Em quantas vezes foi? Responda, por exemplo: foi em 12x."
    : "mande de novo com o número de parcelas certo.";
  return `Registro compras parceladas em até ${MAX_INSTALMENTS}x, e entendi ${count}x. Não registrei nada${waiting ? ". " : ": "}${next}`;
}

/**
 * "comprei um fone de 200 parcelado": the count of parts asked before anything is booked.
 * @example replyInstalmentsUnsaid("fone", 20000) // "Em quantas vezes foi fone (R$ 200,00)? Responda, por exemplo: 4x. Ainda não registrei nada."
 */
export function replyInstalmentsUnsaid(description: string, total: number | null): string {
  // "tv de 2 mil e poucos parcelado": the exact amount is asked after the count
  const amount = total === null ? "" : ` (${brl(total)})`;
  return `Em quantas vezes foi ${description}${amount}? Responda, por exemplo: 4x. Ainda não registrei nada.`;
}

export function replyInvalidDate(date: InvalidDate): string {
  const why = nonexistentDateMessage(date.year, date.month, date.day) ?? "Essa data não existe.";
  const last = daysInMonth(date.year ?? 2025, date.month);
  const example = `${last}/${String(date.month).padStart(2, "0")}${date.year === null ? "" : `/${date.year}`}`;
  return `${why} Não registrei nada: mande de novo com a data certa (por exemplo, dia ${example}).`;
}

const MEDIA_WORD: Record<string, string> = {
  audio: "áudios",
  image: "imagens",
  sticker: "imagens",
  document: "documentos",
  video: "vídeos",
};

/** Answers a message that is not text (WhatsApp type such as "audio" or "image"). */
export function replyMedia(type: string): string {
  const what = MEDIA_WORD[type] ?? "esse tipo de mensagem";
  return `Ainda não consigo ler ${what}. Mande por texto, por exemplo: gastei 50 no mercado`;
}

/** A record as stored: amounts in centavos, dates YYYY-MM-DD. */
export interface RecordedReplyData {
  kind: RecordKind;
  /** The whole amount; for instalments, all parts together. */
  total: number;
  date: string;
  category: string;
  description: string;
  /** First and last part in centavos (they differ by the rounding cent) and the last part's date. */
  installments: { count: number; first: number; last: number; lastDate: string } | null;
  recurringDay: number | null;
}

/**
 * Confirms a stored record, with instalments or the monthly recurrence when present.
 * @example replyRecord(r) // "✅ Despesa registrada: R$ 50,00 em Mercado (mercado), dia 21/11."
 */
export function replyRecord(r: RecordedReplyData): string {
  const what = r.description ? ` (${r.description})` : "";
  if (r.installments) {
    const { count, first, last, lastDate } = r.installments;
    const each = first === last ? `${count}x de ${brl(first)}` : `${count}x (${brl(first)} a ${brl(last)})`;
    return `✅ Compra parcelada registrada: ${brl(r.total)} em ${each}, em ${r.category}${what}. Parcelas de ${dayMonth(r.date)} a ${dayMonthYear(lastDate)}.`;
  }
  const done = r.kind === "investment" ? "registrado" : "registrada";
  const fixed = r.recurringDay ? ` 🔁 Fica como fixo todo dia ${r.recurringDay}.` : "";
  const apart = r.kind === "investment" ? " Investimentos ficam separados do seu saldo." : "";
  return `✅ ${KIND_LABEL[r.kind]} ${done}: ${brl(r.total)} em ${r.category}${what}, dia ${dayMonth(r.date)}.${fixed}${apart}`;
}

/** A stored reminder: amount in centavos (or null), due date YYYY-MM-DD. */
export interface ReminderReplyData {
  description: string;
  amount: number | null;
  dueDate: string;
  recurrenceDay: number | null;
}

function reminderWhen(r: ReminderReplyData): string {
  return r.recurrenceDay
    ? `todo dia ${r.recurrenceDay}, a partir de ${dayMonth(r.dueDate)}`
    : `em ${dayMonthYear(r.dueDate)}`;
}

/** Confirms a reminder, with the 10:00 notification time. */
export function replyReminder(r: ReminderReplyData): string {
  const amount = r.amount ? ` (${brl(r.amount)})` : "";
  return `⏰ Lembrete criado: ${r.description}${amount}. Vou te avisar ${reminderWhen(r)}, às 10h.`;
}

/** "o valor é 650" right after a reminder: its amount set (centavos). */
export function replyReminderAmount(r: ReminderReplyData & { amount: number }): string {
  return `⏰ Lembrete atualizado: ${r.description} (${brl(r.amount)}). Vou te avisar ${reminderWhen(r)}, às 10h. Se foi engano, diga "desfaz".`;
}

/** The notification sent at 10:00 on a reminder's due date. */
export function replyReminderDue(r: { description: string; amount: number | null }): string {
  const amount = r.amount ? ` (${brl(r.amount)})` : "";
  return `⏰ Lembrete: ${r.description}${amount} vence hoje.`;
}

/** "é da empresa" right after a record: where it went, or that it was there already. */
export function replyMovedToBook(
  book: "personal" | "business",
  r: { moved: number; kind: RecordKind; total: number; date: string; category: string; description: string },
): string {
  const where = book === "business" ? "livro da empresa" : "livro pessoal";
  if (r.moved === 0) return `Esse registro já está no ${where}. 🙂`;
  const what = r.description ? ` (${r.description})` : "";
  return `📁 Passei para o ${where}: ${KIND_LABEL[r.kind].toLowerCase()} de ${brl(r.total)} em ${r.category}${what}, dia ${dayMonth(r.date)}. Se foi engano, diga "desfaz".`;
}

/** "cancela o lembrete da luz": the reminder removed. */
export function replyReminderCancelled(r: { description: string; dueDate: string }): string {
  return `🗑️ Lembrete cancelado: ${r.description} (${dayMonth(r.dueDate)}). Se foi engano, diga "desfaz".`;
}

/**
 * "cancela o lembrete da luz" when no reminder, or more than one, answers to the words: the open
 * ones to pick from (the words of one of them cancel it).
 */
export function replyReminderNotNamed(
  words: string | null,
  reminders: readonly { description: string; dueDate: string }[],
  several: boolean,
): string {
  if (reminders.length === 0)
    return words
      ? `Não achei lembrete de "${words}": você não tem lembretes em aberto. 🙂`
      : "Você não tem lembretes em aberto. 🙂";
  const list = reminders
    .slice(0, 8)
    .map((r) => `• ${r.description} (${dayMonth(r.dueDate)})`)
    .join("\n");
  const head = !words
    ? "Qual lembrete devo cancelar?"
    : several
      ? `Achei mais de um lembrete de "${words}".`
      : `Não achei lembrete de "${words}".`;
  return `${head} Seus lembretes em aberto:\n${list}\nDiga, por exemplo: cancela o lembrete ${reminders[0]?.description}.`;
}

/** Said after a payment booked: the open reminder it paid is marked paid (monthly: moved on). */
export function replyReminderSettled(r: {
  description: string;
  dueDate: string;
  nextDue: string | null;
}): string {
  const next = r.nextDue ? ` O próximo aviso é em ${dayMonth(r.nextDue)}.` : "";
  return `🔔 Marquei como pago o lembrete ${r.description} (vencimento ${dayMonth(r.dueDate)}).${next}`;
}

const ASK_AMOUNT: Record<RecordKind, string> = {
  expense: "Quanto você gastou",
  income: "Quanto você recebeu",
  investment: "Quanto você investiu",
};

/** Asks for the missing amount of a record (an IncompleteIntent fits). */
export function replyIncomplete(r: {
  kind: RecordKind;
  category?: string | undefined;
  description?: string | undefined;
  shared?: { people: number } | undefined;
  part?: { total?: number } | undefined;
  roughly?: number[] | undefined;
  apart?: [number, number] | undefined;
  almost?: true | undefined;
  doubt?: { words: string; after?: true } | undefined;
  counts?: { said: [number, number]; price: number } | undefined;
  count?: number | undefined;
  perPart?: true | undefined;
  payment?: { installments: number } | null | undefined;
  foreign?: { amount: number; currency: "EUR" | "USD" } | undefined;
}): string {
  const about = r.description ? ` (${r.description})` : "";
  // "jantar 40 euros": the books are in reais, so what it came to is asked
  if (r.foreign)
    return `Foram ${formatForeign(reaisToCentavos(r.foreign.amount), r.foreign.currency)}${about}: quanto deu em reais? Me diga o valor em reais, por exemplo: 220,50.`;
  // "2000 ou 3 mil", "quase 50" with nothing named: what it was is asked in the same line
  const unnamed = r.description === undefined && r.category === undefined;
  if (unnamed && r.roughly?.length && !r.perPart) return replyRoughUnnamed(r.roughly, r.apart, r.almost);
  // "12x de 150 e poucos": each part is asked, never the floor times the count
  if (r.perPart && r.roughly?.length) {
    const said = r.roughly.map((v) => brl(reaisToCentavos(v)));
    const parts = r.payment?.installments ? `${r.payment.installments}x ` : "";
    // "12x de 150 ou 160": which of them
    if (said.length > 1)
      return `Foi ${parts}de ${said.join(" ou ")}${about}? Me diga o valor de cada parcela.`;
    // the person's own doubt said back: "uns R$ 200,00", "cerca de R$ 150,00", "R$ 300,00 mais ou menos"
    const doubt = r.doubt ?? { words: "e pouco", after: true as const };
    const guess = r.almost
      ? `quase ${said[0]}`
      : doubt.after
        ? `${said[0]} ${doubt.words}`
        : `${doubt.words} ${said[0]}`;
    return `${parts}de ${guess}${about}: quanto foi cada parcela exatamente? Me diga só o valor.`;
  }
  // "2 ou 3 camisetas de 40": how many, so the total
  if (r.counts) return `Foram ${r.counts.said.join(" ou ")} ${r.description ?? "itens"}? Me diz o total.`;
  if (r.roughly?.length === 1 && r.almost)
    return `Quase ${brl(reaisToCentavos(r.roughly[0] as number))}${about}: quanto foi exatamente? Me diga só o valor.`;
  // "o uber deu 30 e 20": R$ 30,20, or R$ 30,00 and R$ 20,00?
  if (r.roughly?.length === 2 && r.apart)
    return `Foi ${brl(reaisToCentavos(r.roughly[0] as number))} ou ${r.apart.map((v) => brl(reaisToCentavos(v))).join(" + ")}${about}? Me diga o valor certo.`;
  // "uns 40 ou 50": which of them; "uns 40 e poucos": how much exactly
  if (r.roughly && r.roughly.length > 1) {
    // "R$ 40,00 ou R$ 50,00"; three: "R$ 87,00, R$ 87,90 ou R$ 90,00"
    const said = r.roughly.map((v) => brl(reaisToCentavos(v)));
    return `Foi ${said.slice(0, -1).join(", ")} ou ${said.at(-1)}${about}? Me diga o valor certo.`;
  }
  if (r.roughly?.length === 1)
    return `${brl(reaisToCentavos(r.roughly[0] as number))} e pouco${about}: quanto foi exatamente? Me diga só o valor.`;
  if (r.part) {
    const of = r.part.total ? ` dos ${brl(reaisToCentavos(r.part.total))}` : "";
    return `E quanto foi a sua parte${of}${about}? Me diga só o valor que é seu, por exemplo: 25.`;
  }
  if (r.shared)
    return `Qual foi o valor total${about}? Eu divido por ${r.shared.people} e pergunto antes de registrar a sua parte.`;
  const spentOn = r.description ? ` em ${r.description}` : "";
  // "tomei 4 cerveja": the total, or each one's price
  if (r.count)
    return `${ASK_AMOUNT[r.kind]}${spentOn}? Me diga o total ou o preço de cada, por exemplo: 40 ou 10 cada.`;
  return `${ASK_AMOUNT[r.kind]}${spentOn}? Me diga o valor, por exemplo: 50 ou R$ 50,90.`;
}

/**
 * An amount not said exactly with nothing named: which one (or the exact one) and what it was.
 * @example replyRoughUnnamed([2000, 3000]) // "Foi R$ 2.000,00 ou R$ 3.000,00? Me diga o valor certo e com o quê."
 */
function replyRoughUnnamed(roughly: number[], apart?: [number, number], almost?: true): string {
  const said = roughly.map((v) => brl(reaisToCentavos(v)));
  if (apart) said[1] = apart.map((v) => brl(reaisToCentavos(v))).join(" + ");
  if (said.length > 1)
    return `Foi ${said.slice(0, -1).join(", ")} ou ${said.at(-1)}? Me diga o valor certo e com o quê.`;
  const guess = almost ? `Quase ${said[0]}` : `${said[0]} e pouco`;
  return `${guess}: quanto exatamente, e com o quê? Me diga o valor e o que foi.`;
}

/** What a query asks (a QueryIntent fits). */
export interface QueryReplyRequest extends QueryFilters {
  metric: TotalsMetric;
  from: string;
  to: string;
  category: string | null;
  per?: "day" | "week" | "month";
}

/** Totals of a period in centavos; balance is income minus expenses, investments apart. */
export interface QueryReplyTotals {
  income: number;
  expenses: number;
  investments: number;
  balance: number;
  /** How many records the period holds. */
  count: number;
  /** The largest single record of the asked kind (for "largest"). */
  largest?: RecordLine | null;
  /** Of the expenses, the parts of instalment purchases counted in the period (said with them). */
  instalments?: number;
  /** Card purchases dated in the period that count on coming bills (not in `expenses`). */
  onLaterBills?: number;
}

/** " (R$ 320,00 em parcelas)" after an expense total that holds instalment parts; "" otherwise. */
function instalmentNote(t: QueryReplyTotals): string {
  return t.instalments ? ` (${brl(t.instalments)} em parcelas)` : "";
}

/** A line for the card purchases of the period left for their bills, so none seems lost; "" when none. */
function laterBillsNote(t: QueryReplyTotals): string {
  return t.onLaterBills
    ? `\n💳 Fora dessa conta: ${brl(t.onLaterBills)} em compras no cartão desse período, que contam no mês da fatura.`
    : "";
}

/** Expenses of one category in centavos. */
export interface CategoryReplyTotal {
  category: string;
  total: number;
}

/**
 * Answers a query with totals computed elsewhere. For "expenses" and "income" the totals are
 * those of the asked category; `topCategories` (largest first) feeds "top_category" and "summary".
 * @example replyQuery(q, totals) // "Você gastou R$ 1.234,56 de 01/11 a 22/11."
 */
/** "quanto emprestei pro joão?": the loans booked in the period, or what came back of them. */
function replyLoans(
  loan: NonNullable<QueryFilters["loan"]>,
  total: number,
  period: string,
  many: string,
): string {
  const whom = loan.person ? ` ${loan.person}` : "";
  if (loan.direction === "lent")
    return total === 0
      ? `Você não emprestou nada${whom} ${period}.`
      : `Você emprestou ${brl(total)}${whom} ${period} (${many}).`;
  return total === 0
    ? `Nenhum empréstimo foi devolvido${whom ? ` a você${whom}` : ""} ${period}.`
    : `Você recebeu de volta ${brl(total)}${whom} ${period} (${many}).`;
}

export function replyQuery(
  q: QueryReplyRequest,
  t: QueryReplyTotals,
  topCategories: readonly CategoryReplyTotal[] = [],
): string {
  const period = periodLabel(q.from, q.to);
  const filtered = Boolean(
    q.text || q.payment || q.card || q.book === "business" || q.instalments || q.except,
  );
  const kind = q.kind ?? (q.metric === "income" ? "income" : "expense");
  const many = t.count === 1 ? "1 registro" : `${t.count} registros`;
  if (q.loan) return replyLoans(q.loan, q.metric === "income" ? t.income : t.expenses, period, many);
  switch (q.metric) {
    case "expenses":
      // "quanto tenho de parcelas esse mês?": the parts the period holds, however far ahead
      if (q.instalments) {
        const where = filterLabel({ ...q, instalments: null });
        if (t.expenses === 0) return `Você não tem parcelas${where} ${period}.`;
        const parts = t.count === 1 ? "1 parcela" : `${t.count} parcelas`;
        return `Suas parcelas${where} ${period}: ${brl(t.expenses)} (${parts}).`;
      }
      // Nothing counted: said as a person would, not "R$ 0,00 (0 registros)".
      if (t.expenses === 0 && !t.onLaterBills)
        return `Você não gastou nada${filtered ? filterLabel(q) : q.category ? ` com ${q.category}` : ""} ${period}.`;
      if (filtered)
        return `Você gastou ${brl(t.expenses)}${filterLabel(q)} ${period} (${many}${t.instalments && !q.instalments ? `, ${brl(t.instalments)} em parcelas` : ""}).${laterBillsNote(t)}`;
      return `Você gastou ${brl(t.expenses)}${q.category ? ` com ${q.category}` : ""} ${period}${instalmentNote(t)}.${laterBillsNote(t)}`;
    case "income":
      if (t.income === 0)
        return `Você não recebeu nada${filtered ? filterLabel(q) : q.category ? ` em ${q.category}` : ""} ${period}.`;
      if (filtered) return `Você recebeu ${brl(t.income)}${filterLabel(q)} ${period} (${many}).`;
      return `Você recebeu ${brl(t.income)}${q.category ? ` em ${q.category}` : ""} ${period}.`;
    case "largest":
      return replyLargest({ ...q, kind }, t.largest ?? null);
    case "count":
      return replyCount(
        { ...q, kind },
        t.count,
        kind === "income" ? t.income : kind === "investment" ? t.investments : t.expenses,
      );
    case "average":
      return replyAverage(
        { ...q, kind },
        kind === "income" ? t.income : kind === "investment" ? t.investments : t.expenses,
      );
    case "investments":
      return `Você investiu ${brl(t.investments)} ${period}.`;
    case "balance":
      return (
        [
          `Seu saldo ${period}: ${brl(t.balance)}`,
          `Receitas: ${brl(t.income)} · Despesas: ${brl(t.expenses)}${instalmentNote(t)}`,
          `Investimentos (à parte): ${brl(t.investments)}`,
        ].join("\n") + laterBillsNote(t)
      );
    case "top_category": {
      const top = topCategories[0];
      if (!top) return `Você não tem gastos registrados ${period}.`;
      const share = t.expenses > 0 ? Math.round((top.total / t.expenses) * 100) : 0;
      return `Onde você mais gastou ${period}: ${top.category}, com ${brl(top.total)} (${share}% das despesas).`;
    }
    case "summary": {
      const lines = [
        `📊 Resumo ${period}`,
        `Receitas: ${brl(t.income)}`,
        `Despesas: ${brl(t.expenses)}${instalmentNote(t)}`,
        `Saldo: ${brl(t.balance)}`,
        `Investimentos: ${brl(t.investments)}`,
      ];
      if (topCategories.length > 0) {
        lines.push("", "Maiores gastos:");
        for (const c of topCategories) lines.push(`• ${c.category}: ${brl(c.total)}`);
      }
      if (t.count === 0) lines.push("", "Nenhum registro nesse período ainda.");
      return lines.join("\n");
    }
  }
}

/** Gives the dashboard link. */
export function replyDashboardLink(url: string): string {
  return `🖥️ Seu painel com gráficos e todos os registros: ${url}`;
}

/** The one-time code that signs in to the web chat, sent over WhatsApp. */
export function replyLoginCode(code: string): string {
  return `Seu código de acesso ao chat do Tostão é ${code}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}
