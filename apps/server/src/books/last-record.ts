import {
  type Book,
  type Centavos,
  centavos,
  instalmentDates,
  type PaymentMethod,
  type RecordKind,
  splitInstallments,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { rememberCategory } from "./category-choices.ts";
import { removeRecords } from "./delete-records.ts";
import {
  findUpcomingFixedItem,
  stopFixedItem,
  type UpcomingFixedItem,
  updateFixedItem,
} from "./last-fixed-item.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { instalmentsRefusal, rebookInParts } from "./rebook-in-parts.ts";

export interface LastRecord {
  kind: RecordKind;
  /** The whole purchase: all instalments together. */
  total: Centavos;
  date: string;
  description: string;
  category: string | null;
  installmentCount: number | null;
  /** The day of the month of the active fixed item behind the record, or null. */
  fixedDay: number | null;
  /** A fixed item with nothing booked yet (`date` is its first entry's day). */
  upcoming?: boolean;
}

interface Row {
  id: number;
  kind: RecordKind;
  amount_centavos: number;
  date: string | Date;
  description: string;
  category: string | null;
  installment_group: string | null;
  installment_count: number | null;
  recurring_rule_id: number | null;
  fixed_day: number | null;
  card_id: number | null;
}

const isoDate = (value: string | Date) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

type Target = { row: Row; total: number; ids: number[] } | { fixed: UpcomingFixedItem };

// The last record is the newest entry the person made (with instalments, the whole group), or a
// fixed item said after it that has booked nothing yet.
async function findTarget(
  tx: SqlRunner,
  userId: number,
  book: Book,
  kind: RecordKind | null = null,
): Promise<Target | null> {
  const fixed = await findUpcomingFixedItem(tx, userId, book);
  return fixed && (kind === null || fixed.kind === kind) ? { fixed } : findLast(tx, userId, book, null, kind);
}

/**
 * The record with the entry `id` (with instalments, the whole group), or the newest when null (of
 * `kind` when given).
 */
async function findLast(
  tx: SqlRunner,
  userId: number,
  book: Book,
  id: number | null = null,
  kind: RecordKind | null = null,
): Promise<{ row: Row; total: number; ids: number[] } | null> {
  const rows = await tx.query<Row>(
    `SELECT t.id, t.kind, t.amount_centavos, t.date::text AS date, t.description, c.name AS category,
       t.installment_group, t.installment_count, t.card_id,
       CASE WHEN r.active THEN t.recurring_rule_id END AS recurring_rule_id,
       CASE WHEN r.active THEN r.day_of_month END AS fixed_day
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       LEFT JOIN recurring_rules r ON r.id = t.recurring_rule_id
     WHERE t.user_id = $1 AND t.book = $2 AND ($3::bigint IS NULL OR t.id = $3)
       AND ($4::text IS NULL OR t.kind = $4)
     ORDER BY t.id DESC LIMIT 1 FOR UPDATE OF t`,
    [userId, book, id, kind],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.installment_group) return { row, total: row.amount_centavos, ids: [row.id] };
  const group = await tx.query<{ id: number; amount_centavos: number; date: string }>(
    `SELECT id, amount_centavos, date::text AS date FROM transactions
     WHERE user_id = $1 AND installment_group = $2 ORDER BY installment_number FOR UPDATE`,
    [userId, row.installment_group],
  );
  const first = group[0];
  return {
    row: { ...row, date: first?.date ?? row.date },
    total: group.reduce((s, g) => s + g.amount_centavos, 0),
    ids: group.map((g) => g.id),
  };
}

function summarise(found: Target): LastRecord {
  if ("fixed" in found) {
    const f = found.fixed;
    return {
      kind: f.kind,
      total: f.amount,
      date: f.startsOn,
      description: f.description,
      category: f.category,
      installmentCount: null,
      fixedDay: f.day,
      upcoming: true,
    };
  }
  return {
    kind: found.row.kind,
    total: centavos(found.total),
    date: isoDate(found.row.date),
    description: found.row.description,
    category: found.row.category,
    installmentCount: found.row.installment_count,
    fixedDay: found.row.fixed_day,
  };
}

/**
 * Deletes the person's newest record of a book, of `kind` when given (all its instalments; stops its
 * fixed item).
 */
async function deleteLastRecord(
  tx: SqlRunner,
  userId: number,
  book: Book,
  kind: RecordKind | null,
): Promise<LastRecord | null> {
  const found = await findTarget(tx, userId, book, kind);
  if (!found) return null;
  if ("fixed" in found) {
    await stopFixedItem(tx, userId, found.fixed.ruleId);
    return summarise(found);
  }
  await removeRecords(tx, userId, found.ids);
  if (found.row.recurring_rule_id) await stopFixedItem(tx, userId, found.row.recurring_rule_id);
  return summarise(found);
}

/**
 * Deletes the person's `count` newest records (of `kind` when given), newest first (fewer when there
 * are fewer), as one operation ("desfaz" brings them back).
 */
export function deleteLastRecords(
  tx: SqlRunner,
  actor: BooksActor,
  count: number,
  kind: RecordKind | null = null,
): Promise<OperationResult<LastRecord[]>> {
  const asked = Math.max(1, Math.min(50, Math.trunc(count)));
  return inOperation(tx, actor, "delete", async () => {
    const removed: LastRecord[] = [];
    for (let k = 0; k < asked; k++) {
      const one = await deleteLastRecord(tx, actor.userId, actor.book, kind);
      if (!one) break;
      removed.push(one);
    }
    return removed;
  });
}

/**
 * Deletes the record with the entry `id` (all its instalments; an entry of a fixed item stops it,
 * as deleting the newest does), as one operation. Empty when it is not the person's.
 */
export function deleteRecordById(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
): Promise<OperationResult<LastRecord[]>> {
  return inOperation(tx, actor, "delete", async () => {
    const found = await findLast(tx, actor.userId, actor.book, id);
    if (!found) return [];
    await removeRecords(tx, actor.userId, found.ids);
    if (found.row.recurring_rule_id) await stopFixedItem(tx, actor.userId, found.row.recurring_rule_id);
    return [summarise(found)];
  });
}

/** What a correction changes; absent fields stay as they are. */
export interface LastRecordChanges {
  total?: Centavos | null;
  /** A category name; the person's category of the record's kind with that name. */
  category?: string | null;
  date?: string | null;
  description?: string | null;
  /**
   * How it was paid: the method, and the card as said and as set up (its id, or null). The rules
   * put a purchase moved onto a card on its bills.
   */
  payment?: { method: PaymentMethod | null; card: string | null; cardId: number | null } | null;
  /** How many instalments the purchase has: its parts are booked again from the same total. */
  installments?: number | null;
}

/** A record changed: as it was, as it is, what could not be changed, and its entries' ids. */
export interface EditedRecord {
  before: LastRecord;
  after: LastRecord;
  unchanged: string[];
  /** Its entries (all instalments); empty for a fixed item with nothing booked yet. */
  ids: number[];
  /** The words now filed in its new category when that is news (said once), else null. */
  learnt: string | null;
}

// A record moved to another category by hand: its words go there from now on, inside the
// operation (undoing the move forgets the choice).
async function rememberMove(tx: SqlRunner, actor: BooksActor, edited: EditedRecord): Promise<EditedRecord> {
  const { before, after } = edited;
  const { category } = after;
  if (category === before.category || category === null || edited.ids.length === 0) return edited;
  return { ...edited, learnt: await rememberCategory(tx, actor, { ...after, category }) };
}

/**
 * Changes the person's newest record: amount (instalments split again from the new total),
 * category, date (instalments move together) and description. The fixed item behind an entry
 * follows (all but the date), and the reply says so; a fixed item with nothing booked yet is
 * changed itself. `unchanged` says, in pt-BR, what could not be applied.
 */
export function editLastRecord(
  tx: SqlRunner,
  actor: BooksActor,
  changes: LastRecordChanges | Centavos,
): Promise<OperationResult<EditedRecord | null>> {
  return inOperation(tx, actor, "edit", async () => {
    const found = await findTarget(tx, actor.userId, actor.book);
    const wanted = typeof changes === "number" ? { total: changes } : changes;
    return found ? rememberMove(tx, actor, await editFound(tx, actor, found, wanted)) : null;
  });
}

/**
 * Changes the record with the entry `id` (a correction that named it: "o aluguel era 1500"), as
 * `editLastRecord` changes the newest, in one operation. Null when the book has no such entry.
 */
export function editRecordById(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  changes: LastRecordChanges,
): Promise<OperationResult<EditedRecord | null>> {
  return inOperation(tx, actor, "edit", async () => {
    const found = await findLast(tx, actor.userId, actor.book, id);
    return found ? rememberMove(tx, actor, await editFound(tx, actor, found, changes)) : null;
  });
}

async function editFound(
  tx: SqlRunner,
  actor: BooksActor,
  found: Target,
  wanted: LastRecordChanges,
): Promise<EditedRecord> {
  const { userId, book } = actor;
  const before = summarise(found);
  const after: LastRecord = { ...before };
  const unchanged: string[] = [];
  const fixed = "fixed" in found ? found.fixed : null;
  let ids = "fixed" in found ? [] : found.ids;
  const ruleId = "fixed" in found ? found.fixed.ruleId : found.row.recurring_rule_id;
  if (wanted.total != null && wanted.total > 0) {
    if (ids.length > 0)
      await tx.query(
        `UPDATE transactions t SET amount_centavos = p.a, updated_at = now()
         FROM unnest($2::bigint[], $3::bigint[]) AS p(id, a)
         WHERE t.user_id = $1 AND t.id = p.id`,
        [userId, ids, splitInstallments(wanted.total, ids.length)],
      );
    await updateFixedItem(tx, userId, ruleId, "amount_centavos", wanted.total);
    after.total = wanted.total;
  }
  if (wanted.category) {
    const rows = await tx.query<{ id: number; name: string }>(
      "SELECT id, name FROM categories WHERE user_id = $1 AND book = $4 AND kind = $2 AND lower(name) = lower($3) LIMIT 1",
      [userId, before.kind, wanted.category, book],
    );
    const category = rows[0];
    if (!category)
      unchanged.push(
        `A categoria ${wanted.category} não vale para ${KIND_PLURAL[before.kind]}; mantive ${before.category ?? "sem categoria"}.`,
      );
    else {
      await updateEntry(tx, userId, ids, ruleId, "category_id", category.id);
      after.category = category.name;
    }
  }
  if (wanted.date && wanted.date !== before.date) {
    if (fixed)
      unchanged.push(
        `Um fixo entra sempre no mesmo dia do mês (todo dia ${fixed.day}); para mudar o dia, edite-o no painel, em Despesas fixas.`,
      );
    else {
      // Each part on its own month from the new date (clamped); on a card all keep the purchase date.
      const onCard = "row" in found && found.row.card_id !== null;
      const dates = onCard ? ids.map(() => wanted.date as string) : instalmentDates(wanted.date, ids.length);
      await tx.query(
        `UPDATE transactions t SET date = p.d::date, updated_at = now()
         FROM unnest($2::bigint[], $3::text[]) AS p(id, d) WHERE t.user_id = $1 AND t.id = p.id`,
        [userId, ids, dates],
      );
      after.date = wanted.date;
    }
  }
  if (wanted.description?.trim()) {
    const description = wanted.description.trim().slice(0, 200);
    await updateEntry(tx, userId, ids, ruleId, "description", description);
    after.description = description;
  }
  if (wanted.payment && ids.length > 0) {
    const { method, card, cardId } = wanted.payment;
    await tx.query(
      `UPDATE transactions SET payment_method = COALESCE($3, payment_method), card = $4, card_id = $5,
         bill_month = NULL, bill_overridden = false, updated_at = now()
       WHERE user_id = $1 AND id = ANY($2::bigint[])`,
      [userId, ids, method, card, cardId],
    );
  }
  const count = wanted.installments;
  if (count && count !== (before.installmentCount ?? 1)) {
    const refused = instalmentsRefusal({ kind: before.kind, fixed: fixed !== null || ruleId !== null });
    if (refused) unchanged.push(`${refused} Mantive como estava.`);
    else {
      ids = await rebookInParts(tx, actor, ids, count);
      after.installmentCount = count > 1 ? count : null;
    }
  }
  return { before, after, unchanged, ids, learnt: null };
}

// One column of every part of an entry, and of the fixed item behind it when there is one.
async function updateEntry(
  tx: SqlRunner,
  userId: number,
  ids: number[],
  ruleId: number | null,
  column: "category_id" | "description",
  value: number | string,
): Promise<void> {
  if (ids.length > 0)
    await tx.query(
      `UPDATE transactions SET ${column} = $3, updated_at = now() WHERE user_id = $1 AND id = ANY($2::bigint[])`,
      [userId, ids, value],
    );
  await updateFixedItem(tx, userId, ruleId, column, value);
}

const KIND_PLURAL: Record<RecordKind, string> = {
  expense: "despesas",
  income: "receitas",
  investment: "investimentos",
};
