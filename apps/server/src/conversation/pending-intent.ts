import type { IncompleteIntent } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { expiringSlot } from "./expiring-slot.ts";

const pending = expiringSlot<IncompleteIntent>({ table: "pending_intents", column: "intent" }, 30);

/** Remembers a record that lacks its amount, replacing any older one. */
export function savePendingIntent(tx: SqlRunner, userId: number, intent: IncompleteIntent, now: Date) {
  return pending.save(tx, userId, intent, now);
}

/** Takes (reads and removes) the person's unexpired incomplete record, if any. */
export function takePendingIntent(
  tx: SqlRunner,
  userId: number,
  now: Date,
): Promise<IncompleteIntent | null> {
  return pending.take(tx, userId, now);
}
