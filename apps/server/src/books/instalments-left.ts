import { type Book, descriptionPatterns, type InstalmentsLeft } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * The purchases in instalments with parts still to come (dated after `today`), of those whose
 * description has every word of `text` (all when null), the one ending first first.
 */
export async function instalmentsLeft(
  tx: SqlRunner,
  q: { userId: number; book: Book; today: string; text: string | null },
): Promise<InstalmentsLeft[]> {
  const params: unknown[] = [q.userId, q.book, q.today];
  const filters = descriptionPatterns(q.text ?? "").map((patterns) => {
    params.push(patterns);
    return ` AND t.description_folded LIKE ANY($${params.length}::text[])`;
  });
  const rows = await tx.query<{
    description: string;
    parts: number;
    left: number;
    left_total: number;
    each: number;
    last: string;
  }>(
    `SELECT min(t.description) AS description, max(t.installment_count)::int AS parts,
       count(*) FILTER (WHERE t.date > $3::date)::int AS left,
       COALESCE(sum(t.amount_centavos) FILTER (WHERE t.date > $3::date), 0)::bigint AS left_total,
       min(t.amount_centavos) FILTER (WHERE t.date > $3::date)::bigint AS each,
       max(t.date)::text AS last
     FROM transactions t
     WHERE t.user_id = $1 AND t.book = $2 AND t.installment_group IS NOT NULL${filters.join("")}
     GROUP BY t.installment_group
     HAVING count(*) FILTER (WHERE t.date > $3::date) > 0
     ORDER BY max(t.date), min(t.description)`,
    params,
  );
  return rows.map((r) => ({
    description: r.description,
    parts: Number(r.parts),
    left: Number(r.left),
    leftTotal: Number(r.left_total),
    each: Number(r.each),
    last: r.last.slice(0, 10),
  }));
}
