import { monthDaysFallingOn, saoPauloToday, toIso } from "@tostao/core";
import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { hasAccess } from "../billing/require-access.ts";

export interface RecordedOccurrence {
  ruleId: number;
  transactionId: number;
}

/**
 * Records this month's occurrence of every active recurring rule that falls today (São Paulo;
 * day 31 falls on a short month's last day), in the rule's book. One statement; the unique index on (rule, month)
 * makes a second or concurrent run, or an occurrence already recorded this month, insert nothing.
 */
export async function recordRecurring(
  db: Db,
  now: Date,
  accessPlans: AccessPlans,
): Promise<RecordedOccurrence[]> {
  const today = saoPauloToday(now);
  // Paid instances: nothing enters the books of a person without a plan.
  const owners = await db.query<{ user_id: number }>(
    "SELECT DISTINCT user_id FROM recurring_rules WHERE active AND day_of_month = ANY($1::int[])",
    [monthDaysFallingOn(today)],
  );
  const people: number[] = [];
  for (const { user_id } of owners) if (hasAccess(await accessPlans(db, user_id, now))) people.push(user_id);
  const rows = await db.query<{ id: number; recurring_rule_id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card, recurring_rule_id, book)
     SELECT r.user_id, r.kind, r.amount_centavos, $1::date, r.category_id, r.description,
       CASE WHEN r.payment_method IN ('credit', 'debit', 'pix', 'cash', 'boleto') THEN r.payment_method END,
       r.card, r.id, r.book
     FROM recurring_rules r
     WHERE r.active AND r.day_of_month = ANY($2::int[]) AND r.starts_on <= $1::date
       AND r.user_id = ANY($3::bigint[])
     ORDER BY r.id
     ON CONFLICT DO NOTHING
     RETURNING id, recurring_rule_id`,
    [toIso(today), monthDaysFallingOn(today), people],
  );
  return rows.map((r) => ({ ruleId: r.recurring_rule_id, transactionId: r.id }));
}
