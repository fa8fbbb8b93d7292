import { daysBetween, fromIso } from "../calendar/index.ts";
import { findCategory } from "../parser/categories.ts";
import { foldWords } from "../parser/normalise.ts";

/** An open reminder as the match needs it (amount in centavos, null when none was said). */
export interface OpenReminder {
  id: number;
  description: string;
  amountCents: number | null;
  dueDate: string;
}

/** An expense just booked, paid in one go. */
export interface PaidExpense {
  description: string;
  category: string;
  amountCents: number;
  date: string;
}

/** Words of a reminder that say it is a payment, not what is paid. */
const PAYMENT_WORDS = new Set(
  "pagar,paguei,pagamento,conta,contas,boleto,fatura,vencimento,vence,lembrete,mensalidade,parcela,de,da,do,das,dos,a,o,as,os,no,na,em,e,pra,para,minha,meu,mes".split(
    ",",
  ),
);

/** A bill paid some days early or late is still that bill; further off it is another month's. */
const DAYS_EARLY = 15;
const DAYS_LATE = 10;
/** How far a bill named by its own word may be from the amount its reminder said. */
const BY_WORD_TOLERANCE = 0.1;

const significant = (text: string) =>
  foldWords(text).filter((w) => w.length > 1 && !PAYMENT_WORDS.has(w) && !/^\d/.test(w));

/** True when a payment on `day` may be of the reminder: some days before its due date, or after. */
export function dueAround(reminder: Pick<OpenReminder, "dueDate">, day: string): boolean {
  const offset = daysBetween(fromIso(day), fromIso(reminder.dueDate));
  return offset <= DAYS_EARLY && offset >= -DAYS_LATE;
}

/**
 * The open reminder an expense just booked pays ("paguei a luz 187,40" while "conta de luz" is due
 * on the 10th), or null. It must name what the reminder names (a word of it, or the same
 * category and its amount), fall within days of its due date, and cost what it said when it said an
 * amount (within 10 % when a word of it names it, 5 % when only the category does). Of several, the one due nearest.
 * @example reminderPaidBy([{ id: 1, description: "conta de luz", amountCents: null, dueDate: "2026-12-10" }],
 *   { description: "luz", category: "Contas", amountCents: 18740, date: "2026-12-08" }) // the reminder
 */
export function reminderPaidBy<R extends OpenReminder>(reminders: readonly R[], paid: PaidExpense): R | null {
  const words = new Set(significant(paid.description));
  let best: { reminder: R; distance: number } | null = null;
  for (const r of reminders) {
    const offset = daysBetween(fromIso(paid.date), fromIso(r.dueDate));
    if (!dueAround(r, paid.date)) continue;
    const own = significant(r.description);
    // named by a word of its own ("luz"), a bill's amount may differ from the one said ahead ("uns
    // 200", paid 187); named by its category alone, only its amount tells it
    const byWord = own.some((w) => words.has(w));
    const tolerance = byWord ? BY_WORD_TOLERANCE : 0.05;
    if (r.amountCents !== null && Math.abs(r.amountCents - paid.amountCents) > r.amountCents * tolerance)
      continue;
    const named =
      byWord ||
      // "paguei 150 de conta": no words of its own, so the category and the amount said must agree
      (words.size === 0 &&
        r.amountCents !== null &&
        findCategory(foldWords(r.description), "expense")?.category === paid.category);
    if (!named) continue;
    const distance = Math.abs(offset);
    if (!best || distance < best.distance) best = { reminder: r, distance };
  }
  return best?.reminder ?? null;
}

/**
 * The open reminders `words` name ("luz" names "pagar a luz" and "conta de luz Cemig"): every word
 * said that says what is due is in the reminder's description. The words of paying ("conta",
 * "pagar") name nothing alone.
 */
export function remindersNamed<R extends OpenReminder>(reminders: readonly R[], words: string): R[] {
  const said = significant(words);
  if (said.length === 0) return [];
  return reminders.filter((r) => {
    const own = new Set(foldWords(r.description));
    return said.every((w) => own.has(w));
  });
}
