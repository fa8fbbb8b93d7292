/**
 * What the chat reads of a person's book at nearly every message (their categories, the words they
 * filed by hand, their accounts, their planned purchases), read with their arrival (one statement,
 * conversation/process-inbound.ts) instead of one statement each. The reads are kept per transaction
 * handle for that person and book, and served to the functions that would run those statements
 * (`loadOwnWords`, `resolveCategory`, `accountOfRecord`, `findPlannedPurchase`) while they still
 * hold: an operation that changed any of their tables (its close says so, books/operation.ts) and
 * the writes made outside an operation (`seedBusinessCategories`, `rememberCategory`) forget them,
 * and the next read goes to the database as before.
 */
import type { Book, RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { PlannedPurchase } from "../planning/future/planned-purchases.ts";
import type { Account } from "./account-row.ts";

/** The tables the reads come from: an operation that changed one of them makes them stale. */
export const PRELOADED_TABLES = ["categories", "category_choices", "accounts", "planned_purchases"] as const;

export interface PreloadedCategory {
  id: number;
  name: string;
  kind: RecordKind;
  archived: boolean;
}

export interface PreloadedReads {
  userId: number;
  book: Book;
  /** Every category of the book, archived ones too (`resolveCategory` finds those). */
  categories: PreloadedCategory[];
  /** The words moved to a category by hand, newest first (`loadOwnWords`). */
  chosen: Array<{ words: string; category: string; kind: RecordKind }>;
  /** The accounts in use, oldest first (`listAccounts`). */
  accounts: Account[];
  /** The planned purchases still to buy, soonest first, undated last (`listPlannedPurchases`). */
  planned: PlannedPurchase[];
}

/**
 * The columns that read them in a statement where `user` and `book` are SQL expressions naming the
 * person and the book: `pre_categories`, `pre_chosen`, `pre_accounts`, `pre_planned` (JSON), the
 * same rows, in the same order, as the statements they stand for.
 */
export function preloadColumns(user: string, book: string): string {
  return `
    (SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'kind', c.kind, 'archived', c.archived_at IS NOT NULL)
                     ORDER BY c.id)
     FROM categories c WHERE c.user_id = ${user} AND c.book = ${book}) AS pre_categories,
    (SELECT json_agg(json_build_object('words', ch.words, 'category', c.name, 'kind', c.kind) ORDER BY ch.updated_at DESC)
     FROM category_choices ch JOIN categories c ON c.id = ch.category_id AND c.archived_at IS NULL
     WHERE ch.user_id = ${user} AND ch.book = ${book}) AS pre_chosen,
    (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'kind', a.kind, 'bank', a.bank, 'number', a.number, 'cardId', a.card_id,
                       'openingBalance', a.opening_balance_centavos, 'openingOn', a.opening_on::text,
                       'statedBalance', a.stated_balance_centavos, 'statedOn', a.stated_on::text) ORDER BY a.id)
     FROM accounts a WHERE a.user_id = ${user} AND a.book = ${book} AND a.archived_at IS NULL) AS pre_accounts,
    (SELECT json_agg(json_build_object('id', p.id, 'description', p.description, 'amount', p.amount_centavos,
                       'plannedFor', p.planned_for::text, 'status', p.status, 'transactionId', p.transaction_id)
                     ORDER BY p.planned_for NULLS LAST, p.id)
     FROM planned_purchases p WHERE p.user_id = ${user} AND p.book = ${book} AND p.status = 'planned') AS pre_planned`;
}

/** The columns of `preloadColumns` as a row holds them (JSON, parsed or not, by the engine). */
export interface PreloadedRow {
  pre_categories: unknown;
  pre_chosen: unknown;
  pre_accounts: unknown;
  pre_planned: unknown;
}

const listOf = <T>(value: unknown): T[] =>
  value === null || value === undefined
    ? []
    : ((typeof value === "string" ? JSON.parse(value) : value) as T[]);

const kept = new WeakMap<SqlRunner, PreloadedReads>();

/** Keeps the reads of `row` for this transaction handle, for that person and book (replacing any). */
export function keepPreloaded(tx: SqlRunner, owner: { userId: number; book: Book }, row: PreloadedRow): void {
  kept.set(tx, {
    ...owner,
    categories: listOf(row.pre_categories),
    chosen: listOf(row.pre_chosen),
    accounts: listOf(row.pre_accounts),
    planned: listOf(row.pre_planned),
  });
}

/** The reads kept for this person and book on this handle, if they still hold. */
export function preloaded(tx: SqlRunner, userId: number, book: Book): PreloadedReads | null {
  const reads = kept.get(tx);
  return reads && reads.userId === userId && reads.book === book ? reads : null;
}

/** Whether any reads are kept on this handle (an operation's close then says if it made them stale). */
export function hasPreloaded(tx: SqlRunner): boolean {
  return kept.has(tx);
}

/** Forgets the reads kept on this handle: one of their tables changed, or their message is done. */
export function forgetPreloaded(tx: SqlRunner): void {
  kept.delete(tx);
}
