import type { SqlRunner } from "@tostao/db";

const CONFIRM_MINUTES = 30;

/** What a "sim" does, for a question the assistant asked. */
export type PendingAction =
  | { type: "buy_planned"; plannedId: number }
  | { type: "planned_done"; plannedId: number; transactionId: number };

/** Remembers the question asked, replacing an older one. */
export async function saveConfirmation(tx: SqlRunner, userId: number, action: PendingAction, now: Date) {
  await tx.query(
    `INSERT INTO planning_confirmations (user_id, action, expires_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET action = EXCLUDED.action, expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, JSON.stringify(action), new Date(now.getTime() + CONFIRM_MINUTES * 60_000)],
  );
}

/** Takes (reads and removes) the unexpired question waiting for an answer, if any. */
export async function takeConfirmation(
  tx: SqlRunner,
  userId: number,
  now: Date,
): Promise<PendingAction | null> {
  const rows = await tx.query<{ action: PendingAction | string; expires_at: Date }>(
    "DELETE FROM planning_confirmations WHERE user_id = $1 RETURNING action, expires_at",
    [userId],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() < now.getTime()) return null;
  return typeof row.action === "string" ? (JSON.parse(row.action) as PendingAction) : row.action;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
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
