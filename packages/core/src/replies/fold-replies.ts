import { bookReplyHeader } from "../books/books.ts";

const BOOK_HEADERS = new Set([bookReplyHeader("personal"), bookReplyHeader("business")]);

/** The longest text WhatsApp takes in one message. */
export const WHATSAPP_TEXT_MAX = 4096;

/**
 * One message per turn wherever it fits: a turn's replies (the welcome, the answer, the limit
 * alert the answer caused) become one text, separated by a blank line, so a person is not sent
 * three messages (each one billed once service replies are). A part that would push the text past
 * `max` starts a new message; a single part longer than `max` is left as it is (the sender cuts it).
 * @example foldReplies(["Anotado: R$ 50,00 em Mercado.", "⚠️ Você usou 80% do limite de Mercado."])
 * // ["Anotado: R$ 50,00 em Mercado.\n\n⚠️ Você usou 80% do limite de Mercado."]
 */
export function foldReplies(parts: readonly string[], max = WHATSAPP_TEXT_MAX): string[] {
  const out: string[] = [];
  // The book header in force at the end of the message being built (a welcome has none).
  let inForce: string | null = null;
  for (const whole of parts.map((p) => p.trim()).filter(Boolean)) {
    const last = out.at(-1);
    const first = whole.split("\n", 1)[0] ?? "";
    const header = BOOK_HEADERS.has(first) && whole.length > first.length ? first : null;
    // the book's header ("🏢 *Livro da empresa*") is said once, not again under the same book
    const part = header !== null && header === inForce ? whole.slice(header.length + 1) : whole;
    if (last !== undefined && last.length + 2 + part.length <= max)
      out[out.length - 1] = `${last}\n\n${part}`;
    else {
      out.push(whole);
      inForce = null;
    }
    if (header !== null) inForce = header;
  }
  return out;
}
