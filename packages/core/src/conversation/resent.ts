/**
 * A message sent again (docs/message-understanding.md, "A message sent again"): the person
 * re-sends "mercado 87,50" because the answer was slow, or a voice note goes twice and gives the
 * same transcript. The same text again, within RESENT_MINUTES, that would book the records the
 * conversation just booked (same kind, amount, day, category and words) is asked about before it
 * is booked again: two "uber 18" may be two rides, so the person says.
 */
import { foldAccents } from "../fold.ts";
import type { RecordIntent, RecordKind } from "../parser/types.ts";
import type { RecordRef, Subject } from "./state.ts";

/** How long after a record the same one again is taken for a message sent twice. */
export const RESENT_MINUTES = 3;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  foldAccents((a ?? "").trim()).toLowerCase() === foldAccents((b ?? "").trim()).toLowerCase();

function matches(ref: RecordRef, item: RecordIntent): boolean {
  return (
    ref.kind === item.kind &&
    ref.total === Math.round(item.amount * 100) &&
    ref.date === item.date &&
    same(ref.category, item.category) &&
    same(ref.description, item.description)
  );
}

/** The text as sent, without case, accents, spacing or trailing punctuation. */
const plain = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[\s.!]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * True when `text` is the message that booked the conversation's last records, sent again within
 * RESENT_MINUTES, and every record of `items` is one of those (each matched once: "uber 18" twice
 * in one message books two).
 */
export function resentRecords(
  subject: Subject | null,
  text: string,
  items: readonly RecordIntent[],
  now: Date,
): boolean {
  if (subject?.focus !== "record" || !subject.record || items.length === 0) return false;
  if (subject.said === undefined || plain(subject.said) !== plain(text)) return false;
  if (now.getTime() - Date.parse(subject.at) > RESENT_MINUTES * 60_000) return false;
  const booked = [...(subject.together ?? [subject.record])];
  if (booked.length !== items.length) return false;
  return items.every((item) => {
    const k = booked.findIndex((ref) => matches(ref, item));
    if (k < 0) return false;
    booked.splice(k, 1);
    return true;
  });
}

const AGAIN_NOUN: Record<RecordKind, [string, string]> = {
  expense: ["é outro gasto", "são outros gastos"],
  income: ["é outra receita", "são outras receitas"],
  investment: ["é outro investimento", "são outros investimentos"],
};

/**
 * The one line that asks whether a message sent again is new money.
 * @example replyResent("mercado 87,50", [record]) // 'Você mandou "mercado 87,50" de novo: é outro gasto? Responda *sim* ou *não*.'
 */
export function replyResent(text: string, items: readonly RecordIntent[]): string {
  const said = text.trim().replace(/\s+/g, " ");
  const shown = said.length <= 60 ? said : `${said.slice(0, 59)}…`;
  const kinds = new Set(items.map((i) => i.kind));
  const [one, many] = kinds.size === 1 ? AGAIN_NOUN[items[0]?.kind ?? "expense"] : ["é novo", "são novos"];
  return `Você mandou "${shown}" de novo: ${items.length > 1 ? many : one}? Responda *sim* ou *não*.`;
}

/**
 * The answer to "não" after a message sent again: booked once. To "apaga o repetido" (`copy`), that
 * the copy was never booked, so nothing was deleted.
 */
export function replyResentDeclined(copy = false): string {
  if (copy)
    return "A repetição nem chegou a ser registrada, então não apaguei nada: ficou registrado uma vez só. 👍";
  return "Certo, ficou registrado uma vez só. 👍";
}
