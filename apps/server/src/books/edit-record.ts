/**
 * Changing a record picked by id (the dashboard's edit), as one operation: the instalment rule
 * for dates, the card it names for its bills, and its fixed item following a correction of the
 * fixed item's newest entry (docs/books.md).
 */
import { AppError, type Centavos, movedPartDates, type RecordKind } from "@tostao/core";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { findCard } from "../planning/cards/card-row.ts";
import { rememberCategory } from "./category-choices.ts";
import { checkCategory } from "./check-category.ts";
import { getTransaction } from "./get-transaction.ts";
import { isNewestFixedEntry } from "./last-fixed-item.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { instalmentsRefusal, rebookInParts } from "./rebook-in-parts.ts";

type PaymentMethod = "credit" | "debit" | "pix" | "cash" | "boleto" | "voucher";

/** The fields to change; absent ones stay. `amount` is the part's (one) or each part's (all). */
export interface RecordEdit {
  date?: string;
  kind?: RecordKind;
  amount?: Centavos;
  categoryId?: number | null;
  description?: string;
  payment?: PaymentMethod | null;
  card?: string | null;
  /** The purchase booked again in this many parts from its whole total (every part, any scope). */
  installments?: number;
}

interface Part {
  id: number;
  installment_number: number | null;
  card_id: number | null;
  recurring_rule_id: number | null;
}

// The card a record's payment and card name put it on (null: off any card).
async function linkedCard(
  tx: SqlRunner,
  actor: BooksActor,
  kind: RecordKind,
  payment: PaymentMethod | null,
  name: string | null,
): Promise<number | null> {
  if (kind !== "expense" || (payment !== "credit" && payment !== "debit" && !name)) return null;
  const card = await findCard(tx, actor.userId, name, actor.book);
  if (!card || card.archived || (payment !== null && payment !== card.kind)) return null;
  return card.id;
}

async function edit(
  tx: SqlRunner,
  actor: BooksActor,
  target: { id: number; scope: "one" | "all" },
  data: RecordEdit,
  current: Transaction,
): Promise<number[]> {
  const { userId } = actor;
  const kind = data.kind ?? current.kind;
  const categoryId = data.categoryId !== undefined ? data.categoryId : current.categoryId;
  if (data.kind !== undefined || data.categoryId !== undefined) {
    // A new kind without a category of that kind leaves the record without a category.
    const fits = data.categoryId !== undefined || data.kind === current.kind;
    await checkCategory(tx, userId, fits ? categoryId : null, kind, actor.book);
  }
  const sameKindCategory =
    data.categoryId !== undefined || data.kind === undefined || data.kind === current.kind
      ? categoryId
      : null;
  const payment = data.payment !== undefined ? data.payment : current.payment;
  const cardName = data.card !== undefined ? data.card || null : current.card;
  const cardTouched = data.payment !== undefined || data.card !== undefined || data.kind !== undefined;

  const group = current.installment?.groupId ?? null;
  const parts = await tx.query<Part>(
    `SELECT id, installment_number, card_id, recurring_rule_id FROM transactions
     WHERE user_id = $1 AND ${group ? "installment_group = $2::uuid" : "id = $2::bigint"}
     ORDER BY installment_number NULLS FIRST, id FOR UPDATE`,
    [userId, group ?? target.id],
  );
  const all = target.scope === "all" && group !== null;
  const targets = all ? parts : parts.filter((p) => p.id === target.id);
  const cardId = cardTouched
    ? await linkedCard(tx, actor, kind, payment, cardName)
    : (parts.find((p) => p.id === target.id)?.card_id ?? null);
  // On a card every part keeps the purchase date; elsewhere a move keeps them a month apart.
  const onCard = cardId !== null;
  const number = current.installment?.number ?? 1;
  const count = current.installment?.count ?? 1;
  const dates =
    data.date === undefined ? null : onCard || !group ? null : movedPartDates(count, number, data.date);
  const dated = data.date !== undefined && (all || onCard) ? parts : targets;

  for (const part of parts) {
    const changesThis = targets.includes(part);
    const movesThis = dated.includes(part);
    if (!changesThis && !movesThis && !(cardTouched && onCard)) continue;
    const date =
      data.date === undefined || !movesThis
        ? null
        : dates
          ? (dates[(part.installment_number ?? 1) - 1] ?? data.date)
          : data.date;
    await tx.query(
      `UPDATE transactions SET
         date = COALESCE($3::date, date),
         kind = CASE WHEN $13::boolean THEN $4 ELSE kind END,
         amount_centavos = CASE WHEN $13::boolean THEN COALESCE($5::bigint, amount_centavos) ELSE amount_centavos END,
         category_id = CASE WHEN $13::boolean THEN $6::bigint ELSE category_id END,
         description = CASE WHEN $13::boolean THEN COALESCE($7, description) ELSE description END,
         payment_method = CASE WHEN $8::boolean THEN $9 ELSE payment_method END,
         card = CASE WHEN $10::boolean THEN $11 ELSE card END,
         card_id = CASE WHEN $14::boolean THEN $15::bigint ELSE card_id END,
         updated_at = $12
       WHERE id = $1 AND user_id = $2`,
      [
        part.id,
        userId,
        date,
        kind,
        data.amount ?? null,
        sameKindCategory,
        data.description ?? null,
        data.payment !== undefined && changesThis,
        data.payment ?? null,
        data.card !== undefined && changesThis,
        data.card || null,
        actor.now,
        changesThis,
        cardTouched && (changesThis || onCard),
        cardId,
      ],
    );
  }

  // Correcting the newest entry of a fixed item corrects the fixed item from then on.
  const edited = parts.find((p) => p.id === target.id);
  if (edited && (await isNewestFixedEntry(tx, edited.recurring_rule_id, edited.id))) {
    await tx.query(
      `UPDATE recurring_rules SET amount_centavos = COALESCE($3::bigint, amount_centavos),
         category_id = CASE WHEN $4::boolean THEN $5::bigint ELSE category_id END,
         description = COALESCE($6, description), kind = $7
       WHERE id = $1 AND user_id = $2`,
      [
        edited.recurring_rule_id,
        userId,
        data.amount ?? null,
        data.kind !== undefined || data.categoryId !== undefined,
        sameKindCategory,
        data.description ?? null,
        kind,
      ],
    );
  }
  return parts.filter((p) => targets.includes(p) || dated.includes(p)).map((p) => Number(p.id));
}

/**
 * The purchase `record` belongs to booked again in `count` parts (the chat's rule: rebookInParts),
 * inside the edit's operation. Returns the new parts' ids.
 */
async function inParts(
  tx: SqlRunner,
  actor: BooksActor,
  record: Transaction,
  count: number,
): Promise<number[]> {
  const group = record.installment?.groupId ?? null;
  const rows = await tx.query<{ id: number; recurring_rule_id: number | null }>(
    `SELECT id, recurring_rule_id FROM transactions
     WHERE user_id = $1 AND ${group ? "installment_group = $2::uuid" : "id = $2::bigint"} ORDER BY id FOR UPDATE`,
    [actor.userId, group ?? record.id],
  );
  const refused = instalmentsRefusal({
    kind: record.kind,
    fixed: rows.some((r) => r.recurring_rule_id !== null),
  });
  if (refused) throw new AppError("validation", refused, { fields: { installments: refused } });
  return rebookInParts(
    tx,
    actor,
    rows.map((r) => Number(r.id)),
    count,
  );
}

/**
 * Changes a record picked by id: with scope "all" on an instalment part, every part takes the
 * change, and a new date moves them together (each on its own month from the moved part; on a
 * card all keep the purchase date). A new number of `installments` books the whole purchase again
 * in that many parts, in the same operation. Returns the ids of the records changed (made).
 */
export function editRecord(
  tx: SqlRunner,
  actor: BooksActor,
  target: { id: number; scope: "one" | "all" },
  data: RecordEdit,
): Promise<OperationResult<number[]>> {
  return inOperation(
    tx,
    actor,
    "edit",
    async () => {
      const before = await getTransaction(tx, { userId: actor.userId, id: target.id });
      const ids = await edit(tx, actor, target, data, before);
      const count = data.installments;
      const rebook = count !== undefined && count !== (before.installment?.count ?? 1);
      // the record as edited, read again only for what follows from the edit
      if (data.categoryId === undefined && !rebook) return ids;
      const after = await getTransaction(tx, { userId: actor.userId, id: target.id });
      // a record moved to another category by hand: its words go there in chat from now on
      if (data.categoryId !== undefined && after.category && after.categoryId !== before.categoryId)
        await rememberCategory(tx, actor, { ...after, category: after.category });
      return rebook ? inParts(tx, actor, after, count) : ids;
    },
    { summary: { recordId: target.id } },
  );
}
