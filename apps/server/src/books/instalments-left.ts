import { type Book, billOfMonth, descriptionPatterns, type InstalmentsLeft } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * The purchases in instalments with parts still to come, of those whose description has every
 * word of `text` (all when null), the one ending first first. A part off any card's bill is to
 * come when dated after `today`; one on a card's bill (its date is the purchase's, its bill month
 * says when it is paid) while that bill is not paid and falls due after `today`, and it is counted
 * on that due day.
 */
export async function instalmentsLeft(
  tx: SqlRunner,
  q: { userId: number; book: Book; today: string; text: string | null },
): Promise<InstalmentsLeft[]> {
  const params: unknown[] = [q.userId, q.book];
  const filters = descriptionPatterns(q.text ?? "").map((patterns) => {
    params.push(patterns);
    return ` AND t.description_folded LIKE ANY($${params.length}::text[])`;
  });
  const parts = await tx.query<{
    purchase: string;
    description: string;
    parts: number;
    amount: number;
    date: string;
    bill_month: string | null;
    closing_day: number | null;
    due_day: number | null;
    paid: boolean;
  }>(
    `SELECT t.installment_group::text AS purchase, t.description, t.installment_count AS parts,
       t.amount_centavos AS amount, t.date::text, t.bill_month, c.closing_day, c.due_day,
       EXISTS (SELECT 1 FROM card_bill_payments p WHERE p.card_id = t.card_id AND p.month = t.bill_month) AS paid
     FROM transactions t LEFT JOIN cards c ON c.id = t.card_id
     WHERE t.user_id = $1 AND t.book = $2 AND t.installment_group IS NOT NULL${filters.join("")}`,
    params,
  );
  const purchases = new Map<string, InstalmentsLeft>();
  for (const p of parts) {
    const day =
      p.bill_month && p.closing_day !== null && p.due_day !== null
        ? billOfMonth({ closingDay: p.closing_day, dueDay: p.due_day }, p.bill_month).dueOn
        : p.date.slice(0, 10);
    const purchase = purchases.get(p.purchase) ?? {
      description: p.description,
      parts: Number(p.parts),
      left: 0,
      leftTotal: 0,
      each: Number.POSITIVE_INFINITY,
      last: day,
    };
    purchases.set(p.purchase, purchase);
    if (p.description < purchase.description) purchase.description = p.description;
    if (day > purchase.last) purchase.last = day;
    if (p.paid || day <= q.today) continue;
    purchase.left += 1;
    purchase.leftTotal += Number(p.amount);
    purchase.each = Math.min(purchase.each, Number(p.amount));
  }
  return [...purchases.values()]
    .filter((p) => p.left > 0)
    .sort((a, b) => a.last.localeCompare(b.last) || a.description.localeCompare(b.description));
}
