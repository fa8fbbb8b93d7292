import {
  type Centavos,
  centavos,
  countingPeriod,
  type LimitStatus,
  limitStatus,
  monthOfDay,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Book } from "../planning/cards/card-row.ts";
import { countedInPeriod } from "./counted-in-period.ts";
import { monthStartRule } from "./counting-periods.ts";

export interface CategoryLimit extends LimitStatus {
  categoryId: number;
  category: string;
}

/**
 * Every limit of the person with this month's spending against it (a credit part in its bill's
 * month; the month from payday to payday when the person's month starts on payday), by category name.
 */
export async function listLimits(
  tx: SqlRunner,
  input: { userId: number; today: string; book?: Book },
): Promise<CategoryLimit[]> {
  const rule = await monthStartRule(tx, input.userId);
  const month = monthOfDay(input.today, rule);
  const { from, to } = countingPeriod(month, rule);
  const rows = await tx.query<{ category_id: number; name: string; amount: number; spent: number }>(
    `SELECT l.category_id, c.name, l.amount_centavos AS amount,
       COALESCE((SELECT SUM(t.amount_centavos) FROM transactions t
                 WHERE t.user_id = l.user_id AND t.category_id = l.category_id AND t.kind = 'expense'
                   AND ${countedInPeriod("t", { from, to, by: "months" }, { from: "$3", to: "$4", userId: "$1", months: { from: "$5::text", to: "$5::text" } })}), 0)::bigint AS spent
     FROM spending_limits l JOIN categories c ON c.id = l.category_id
     WHERE l.user_id = $1 AND l.book = $2 ORDER BY c.name`,
    [input.userId, input.book ?? "personal", from, to, month],
  );
  return rows.map((r) => ({
    categoryId: r.category_id,
    category: r.name,
    ...limitStatus(centavos(r.amount), centavos(r.spent) as Centavos, input.today, to),
  }));
}
