import { randomUUID } from "node:crypto";
import {
  addMonths,
  type Book,
  type Centavos,
  fromIso,
  type RecordIntent,
  type RecordKind,
  reaisToCentavos,
  splitInstallments,
  toIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { resolveCategory } from "./resolve-category.ts";

export interface RecordedEntry {
  kind: RecordKind;
  total: Centavos;
  date: string;
  category: string;
  description: string;
  installments: { count: number; first: Centavos; last: Centavos; lastDate: string } | null;
  recurringDay: number | null;
  transactionIds: number[];
}

/**
 * Writes one understood record into the books: a single transaction, N monthly instalments
 * (cents adding up exactly to the total) or a recurring rule plus this month's occurrence.
 */
export async function recordTransaction(
  tx: SqlRunner,
  userId: number,
  intent: RecordIntent,
  sourceMessageId: number | null,
  book: Book = "personal",
): Promise<RecordedEntry> {
  const total = reaisToCentavos(intent.amount);
  if (total <= 0) throw new RangeError("amount must be positive");
  const category = await resolveCategory(tx, userId, intent.kind, intent.category, book);
  const count = Math.max(1, Math.min(72, Math.trunc(intent.payment?.installments ?? 1)));
  const method = intent.payment?.method ?? null;
  const card = intent.payment?.card ?? null;
  const description = intent.description.trim().slice(0, 200);

  let ruleId: number | null = null;
  let recurringDay: number | null = null;
  if (intent.recurrence && count === 1) {
    recurringDay = Math.max(1, Math.min(31, Math.trunc(intent.recurrence.day)));
    const rule = await tx.query<{ id: number }>(
      `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month,
         payment_method, card, starts_on, book)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        userId,
        intent.kind,
        total,
        category?.id ?? null,
        description,
        recurringDay,
        method,
        card,
        intent.date,
        book,
      ],
    );
    ruleId = rule[0]?.id ?? null;
  }

  const parts = splitInstallments(total, count);
  const group = count > 1 ? randomUUID() : null;
  const firstDate = fromIso(intent.date);
  const dates = parts.map((_, i) => toIso(addMonths(firstDate, i)));
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card, installment_group, installment_number, installment_count, recurring_rule_id, source_message_id, book)
     SELECT $1::bigint, $2, a, d::date, $5::bigint, $6, $7, $8, $9::uuid,
       CASE WHEN $9::uuid IS NULL THEN NULL ELSE n::smallint END, CASE WHEN $9::uuid IS NULL THEN NULL ELSE $10::smallint END, $11::bigint, $12::bigint, $13
     FROM unnest($3::bigint[], $4::text[]) WITH ORDINALITY AS p(a, d, n)
     RETURNING id`,
    [
      userId,
      intent.kind,
      parts,
      dates,
      category?.id ?? null,
      description,
      method,
      card,
      group,
      count,
      ruleId,
      sourceMessageId,
      book,
    ],
  );
  const first = parts[0] ?? total;
  const last = parts[parts.length - 1] ?? total;
  return {
    kind: intent.kind,
    total,
    date: intent.date,
    category: category?.name ?? intent.category,
    description,
    installments: count > 1 ? { count, first, last, lastDate: dates[dates.length - 1] ?? intent.date } : null,
    recurringDay,
    transactionIds: rows.map((r) => r.id),
  };
}
