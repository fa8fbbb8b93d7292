/**
 * A record said in one book that belongs to the other ("recebi 2.500 de um cliente", then "é da
 * empresa"): its rows move to that book, filed in the category there its words point to, off any
 * card, bill, account or goal of the book it leaves. One operation: "desfaz" puts it back.
 */
import { type Book, businessCategory, categoryOfWords, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { transactionNotFound } from "./get-transaction.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { resolveCategory } from "./resolve-category.ts";
import { seedBusinessCategories } from "./seed-business-categories.ts";

export interface MovedToBook {
  /** Rows moved; 0 when the record already was in that book. */
  moved: number;
  kind: RecordKind;
  total: number;
  date: string;
  category: string;
  description: string;
}

export function moveRecordsToBook(
  tx: SqlRunner,
  actor: BooksActor,
  input: { ids: readonly number[]; book: Book },
): Promise<OperationResult<MovedToBook>> {
  return inOperation(tx, actor, "edit", () => move(tx, actor, input), {
    summary: { recordIds: input.ids, book: input.book },
  });
}

async function move(tx: SqlRunner, actor: BooksActor, input: { ids: readonly number[]; book: Book }) {
  const rows = await tx.query<{
    kind: RecordKind;
    book: Book;
    description: string;
    category: string | null;
    total: number;
    date: string;
  }>(
    `SELECT t.kind, t.book, t.description, c.name AS category, sum(t.amount_centavos)::bigint AS total,
       min(t.date)::text AS date
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.id = ANY($2::bigint[])
     GROUP BY t.kind, t.book, t.description, c.name`,
    [actor.userId, input.ids],
  );
  const row = rows[0];
  if (!row || rows.length > 1) throw transactionNotFound();
  const done = { kind: row.kind, total: Number(row.total), date: row.date, description: row.description };
  if (row.book === input.book) return { ...done, moved: 0, category: row.category ?? "" };
  if (input.book === "business") await seedBusinessCategories(tx, actor.userId);
  const named =
    input.book === "business"
      ? businessCategory(row.kind, row.description)
      : categoryOfWords(row.kind, row.description, "personal");
  const category = await resolveCategory(tx, actor.userId, row.kind, named, input.book);
  const moved = await tx.query(
    `UPDATE transactions SET book = $3, category_id = $4, card_id = NULL, bill_month = NULL, account_id = NULL,
       goal_id = NULL
     WHERE user_id = $1 AND id = ANY($2::bigint[]) RETURNING id`,
    [actor.userId, input.ids, input.book, category?.id ?? null],
  );
  return { ...done, moved: moved.length, category: category?.name ?? named };
}
