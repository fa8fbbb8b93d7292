import type { Db, SqlRunner } from "@tostao/db";
import { keeperOf, mergePeople } from "../books/merge-accounts.ts";
import type { IdentityFact } from "./identity-fact.ts";
import { resolvePeople, setIdentities } from "./resolve-people.ts";

type Changed = Extract<IdentityFact, { kind: "changed" }>;

/** The account a change is about: by the BSUID they had (current or earlier), else by the old number. */
async function accountOf(tx: SqlRunner, fact: Changed): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE wa_user_id = $1
     UNION ALL SELECT user_id FROM wa_user_id_history WHERE wa_user_id = $1
     UNION ALL SELECT id FROM users WHERE phone = $2
     LIMIT 1`,
    [fact.oldWaUserId, fact.oldPhone],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * A person changed their number (and so their BSUID) or their BSUID alone: their account takes
 * the new ones. An account that already held the new number or BSUID (a checkout made it) is
 * the same person: the two become one.
 */
async function applyChange(tx: SqlRunner, fact: Changed): Promise<"changed" | "unknown"> {
  let id = await accountOf(tx, fact);
  if (id === null) {
    // Never met under the old identities: the new pair is all there is to know.
    if (fact.newWaUserId)
      await resolvePeople(tx, [{ phone: fact.newPhone, waUserId: fact.newWaUserId }], { create: false });
    return "unknown";
  }
  const holders = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE id <> $1 AND (phone = $2 OR wa_user_id = $3)
     UNION SELECT user_id FROM wa_user_id_history WHERE wa_user_id = $3 AND user_id <> $1`,
    [id, fact.newPhone, fact.newWaUserId],
  );
  for (const other of holders) {
    const pair = await keeperOf(tx, id, Number(other.id));
    await mergePeople(tx, pair);
    id = pair.keep;
  }
  await setIdentities(tx, id, { phone: fact.newPhone, waUserId: fact.newWaUserId });
  return "changed";
}

/**
 * Applies what a webhook says about who is who, before its messages are stored: phones and
 * BSUIDs seen together are linked on the accounts that exist (nobody is created here: a person
 * gets an account when their message is processed), number and BSUID changes move the account
 * to the new ones, in the order they happened. Idempotent (Meta redelivers webhooks).
 * @returns how many accounts changed or were linked
 */
export async function applyIdentityFacts(db: Db, facts: IdentityFact[]): Promise<number> {
  if (facts.length === 0) return 0;
  return db.transaction(async (tx) => {
    let touched = 0;
    const seen = facts.filter((f) => f.kind === "seen");
    if (seen.length > 0) {
      const resolved = await resolvePeople(
        tx,
        seen.map((f) => ({ phone: f.phone, waUserId: f.waUserId, username: f.username })),
        { create: false },
      );
      touched += resolved.filter((r) => r && r.how !== "found").length;
    }
    const changes = facts
      .filter((f): f is Changed => f.kind === "changed")
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const change of changes) {
      if ((await applyChange(tx, change)) === "changed") touched++;
    }
    return touched;
  });
}
