import { foldAccents, type RecordIntent } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { expiringSlot } from "../expiring-slot.ts";

/** What a "sim" does, for a question the assistant asked. */
export type PendingAction =
  | { type: "buy_planned"; plannedId: number }
  | { type: "planned_done"; plannedId: number; transactionId: number }
  // "minha esposa gastou 200 no mercado": booked only on a yes
  | { type: "confirm_record"; record: RecordIntent };

const waiting = expiringSlot<PendingAction>({ table: "planning_confirmations", column: "action" }, 30);

/** Remembers the question asked, replacing an older one. */
export function saveConfirmation(tx: SqlRunner, userId: number, action: PendingAction, now: Date) {
  return waiting.save(tx, userId, action, now);
}

/** Takes (reads and removes) the unexpired question waiting for an answer, if any. */
export function takeConfirmation(tx: SqlRunner, userId: number, now: Date): Promise<PendingAction | null> {
  return waiting.take(tx, userId, now);
}

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[!.,;🙂👍]+/gu, " ")
    .trim();

/** "sim", "pode", "isso", "claro" … → yes; "não", "nao", "deixa" … → no; anything else → null. */
export function readYesNo(text: string): boolean | null {
  const t = fold(text);
  if (
    /^(sim|s|ss|isso|pode|pode sim|claro|confirmo|confirma|ok|okay|beleza|blz|era|era sim|isso mesmo|sim era|yes)( .*)?$/.test(
      t,
    ) &&
    t.length <= 30
  )
    return true;
  if (/^(nao|n|nope|deixa|deixa pra la|cancela|cancelar|nao era|negativo)( .*)?$/.test(t) && t.length <= 30)
    return false;
  return null;
}
