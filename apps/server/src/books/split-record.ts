/**
 * Splitting a record into several categories as one operation (docs/books.md, "Splitting"): each
 * part becomes a record of its own (same day, kind, payment, card, bill and account), and the
 * record keeps the rest, so the total stays exact to the centavo. "desfaz" (or "Desfazer") puts
 * the record back as it was.
 */
import { AppError, type RecordKind, type SplitRefusal, splitRefusal } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { checkCategory } from "./check-category.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

export interface SplitPart {
  /** Centavos, positive. */
  amount: number;
  categoryId: number | null;
  /** The part's own words; the record's when absent. */
  description?: string;
}

export interface SplitOutcome {
  /** The record split, which keeps the rest (or the first part, when the parts take it all). */
  recordId: number;
  /** The records made for the other parts. */
  partIds: number[];
  total: number;
  kept: number;
}

/** The refusal's words for a program (the chat words it with replySplitRefused). */
const refusalMessage: Record<SplitRefusal["reason"], string> = {
  instalment: "Uma parcela de compra parcelada não pode ser dividida.",
  no_amount: "Cada parte precisa de um valor maior que zero.",
  too_much: "As partes somam mais que o registro.",
};

interface Current {
  id: number;
  kind: RecordKind;
  amount: number;
  installment_count: number | null;
}

/** A part's own words, cut to the 200 characters a record's description holds; null: the record's. */
const words = (part: SplitPart | undefined): string | null => part?.description?.slice(0, 200) ?? null;

/**
 * The record to split, read and locked, once the split's rules (core splitRefusal) and the parts'
 * categories are checked: a refusal throws before anything is written, so a caller that words it
 * (the chat) goes on in a transaction left as it was.
 */
async function splittable(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  parts: readonly SplitPart[],
): Promise<Current> {
  const rows = await tx.query<Current>(
    `SELECT id, kind, amount_centavos::bigint AS amount, installment_count FROM transactions
     WHERE id = $1 AND user_id = $2 AND book = $3 FOR UPDATE`,
    [id, actor.userId, actor.book],
  );
  const current = rows[0];
  if (!current) throw new AppError("not_found", "Registro não encontrado.");
  const refused = splitRefusal(
    { amount: Number(current.amount), installmentCount: current.installment_count },
    parts,
  );
  if (refused) throw new AppError("validation", refusalMessage[refused.reason], { ...refused });
  for (const p of parts) await checkCategory(tx, actor.userId, p.categoryId, current.kind, actor.book);
  return current;
}

async function split(
  tx: SqlRunner,
  actor: BooksActor,
  current: Current,
  parts: readonly SplitPart[],
): Promise<SplitOutcome> {
  const id = Number(current.id);
  const total = Number(current.amount);
  const sum = parts.reduce((s, p) => s + p.amount, 0);
  // Parts that take the whole amount: the record becomes the first of them.
  const [first, ...others] = parts;
  const whole = sum === total && first !== undefined;
  const created = whole ? others : parts;
  const kept = whole ? first.amount : total - sum;
  await tx.query(
    `UPDATE transactions SET amount_centavos = $3,
       category_id = CASE WHEN $4::boolean THEN $5::bigint ELSE category_id END,
       description = CASE WHEN $4::boolean THEN COALESCE($6, description) ELSE description END,
       updated_at = $7
     WHERE id = $1 AND user_id = $2`,
    [id, actor.userId, kept, whole, first?.categoryId ?? null, words(first), actor.now],
  );
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method, card,
       source_message_id, book, card_id, bill_month, bill_overridden, account_id, goal_id)
     SELECT t.user_id, t.kind, p.amount, t.date, p.category, COALESCE(p.description, t.description), t.payment_method,
       t.card, t.source_message_id, t.book, t.card_id, t.bill_month, t.bill_overridden, t.account_id, t.goal_id
     FROM transactions t,
       unnest($3::bigint[], $4::bigint[], $5::text[]) WITH ORDINALITY AS p(amount, category, description, n)
     WHERE t.id = $1 AND t.user_id = $2
     ORDER BY p.n
     RETURNING id`,
    [id, actor.userId, created.map((p) => p.amount), created.map((p) => p.categoryId), created.map(words)],
  );
  return { recordId: id, partIds: inserted.map((r) => Number(r.id)), total, kept };
}

/**
 * Splits record `id` into `parts` (each with its category): the parts become records of their
 * own and the record keeps the rest. One operation; refused (nothing changed) when the parts add
 * up to more than the record, or the record is an instalment part.
 */
export async function splitRecord(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  parts: readonly SplitPart[],
): Promise<OperationResult<SplitOutcome>> {
  const current = await splittable(tx, actor, id, parts);
  return inOperation(tx, actor, "split", () => split(tx, actor, current, parts), {
    summary: { recordId: id, parts: parts.length },
  });
}
