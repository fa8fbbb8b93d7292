import {
  AppError,
  addDays,
  addMonths,
  type Book,
  centavos,
  compareDates,
  fromIso,
  type MadeFixed,
  nextMonthDay,
  type RecordKind,
  saoPauloToday,
  toIso,
} from "@tostao/core";
import type { RecurringCreate, RecurringRule, RecurringUpdate } from "@tostao/core/dashboard/recurring";
import type { SqlRunner } from "@tostao/db";
import { checkCategory } from "./check-category.ts";
import { deleteOwnedRow } from "./delete-owned-row.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { clampDay, insertFixedItem } from "./record-entry.ts";

interface RuleRow {
  id: number;
  kind: RecurringRule["kind"];
  amount_centavos: number;
  category_id: number | null;
  category_name: string | null;
  description: string;
  day_of_month: number;
  payment_method: RecurringRule["payment"];
  card: string | null;
  active: boolean;
  starts_on: string;
}

const select = `SELECT r.id, r.kind, r.amount_centavos, r.category_id, c.name AS category_name, r.description,
  r.day_of_month, r.payment_method, r.card, r.active, r.starts_on::text AS starts_on
  FROM recurring_rules r LEFT JOIN categories c ON c.id = r.category_id`;

const toRule = (r: RuleRow): RecurringRule => ({
  id: Number(r.id),
  kind: r.kind,
  amountCents: Number(r.amount_centavos),
  categoryId: r.category_id === null ? null : Number(r.category_id),
  category: r.category_name,
  description: r.description,
  dayOfMonth: r.day_of_month,
  payment: r.payment_method,
  card: r.card,
  active: r.active,
  startsOn: r.starts_on,
});

export const ruleNotFound = () => new AppError("not_found", "Despesa fixa não encontrada.");

/** The person's fixed monthly items, active first, by day of the month. */
export async function listRecurring(
  tx: SqlRunner,
  input: { userId: number; book: Book | "all" },
): Promise<RecurringRule[]> {
  const rows = await tx.query<RuleRow>(
    `${select} WHERE r.user_id = $1 AND ($2 = 'all' OR r.book = $2) ORDER BY r.active DESC, r.day_of_month, r.id`,
    [input.userId, input.book],
  );
  return rows.map(toRule);
}

async function getRecurring(tx: SqlRunner, input: { userId: number; id: number }): Promise<RecurringRule> {
  const rows = await tx.query<RuleRow>(`${select} WHERE r.user_id = $1 AND r.id = $2`, [
    input.userId,
    input.id,
  ]);
  const row = rows[0];
  if (!row) throw ruleNotFound();
  return toRule(row);
}

/** Sets up a fixed item typed in the dashboard (it books from its start date on), as one operation. */
export function createRecurring(
  tx: SqlRunner,
  actor: BooksActor,
  data: RecurringCreate,
): Promise<OperationResult<RecurringRule>> {
  return inOperation(
    tx,
    actor,
    "fixed_item",
    () => create(tx, { userId: actor.userId, data, book: actor.book }),
    {
      summary: { action: "created" },
    },
  );
}

async function create(
  tx: SqlRunner,
  input: { userId: number; data: RecurringCreate; book: Book },
): Promise<RecurringRule> {
  const { userId, data } = input;
  await checkCategory(tx, userId, data.categoryId, data.kind, input.book);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month,
       payment_method, starts_on, book) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) RETURNING id`,
    [
      userId,
      data.kind,
      data.amountCents,
      data.categoryId ?? null,
      data.description,
      data.dayOfMonth,
      data.payment ?? null,
      data.startsOn,
      input.book,
    ],
  );
  return getRecurring(tx, { userId, id: Number(rows[0]?.id) });
}

/** Changes a fixed item from now on (what it already booked stays), as one operation. */
export function updateRecurring(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  data: RecurringUpdate,
): Promise<OperationResult<RecurringRule>> {
  return inOperation(tx, actor, "fixed_item", () =>
    update(tx, { userId: actor.userId, id, data, book: actor.book }),
  );
}

async function update(
  tx: SqlRunner,
  input: { userId: number; id: number; data: RecurringUpdate; book: Book },
): Promise<RecurringRule> {
  const { userId, id, data } = input;
  const current = await getRecurring(tx, { userId, id });
  if (data.categoryId !== undefined)
    await checkCategory(tx, userId, data.categoryId, current.kind, input.book);
  await tx.query(
    `UPDATE recurring_rules SET amount_centavos = COALESCE($3::bigint, amount_centavos),
       category_id = CASE WHEN $4::boolean THEN $5::bigint ELSE category_id END,
       description = COALESCE($6, description), day_of_month = COALESCE($7::smallint, day_of_month),
       payment_method = CASE WHEN $8::boolean THEN $9 ELSE payment_method END,
       active = COALESCE($10::boolean, active)
     WHERE id = $1 AND user_id = $2`,
    [
      id,
      userId,
      data.amountCents ?? null,
      data.categoryId !== undefined,
      data.categoryId ?? null,
      data.description ?? null,
      data.dayOfMonth ?? null,
      data.payment !== undefined,
      data.payment ?? null,
      data.active ?? null,
    ],
  );
  return getRecurring(tx, { userId, id });
}

/** Removes a fixed item, as one operation; the records it already made stay in the books. */
export function deleteRecurring(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
): Promise<OperationResult<RecurringRule>> {
  return inOperation(tx, actor, "fixed_item", () =>
    deleteOwnedRow(tx, "recurring_rules", { userId: actor.userId, id }, getRecurring),
  );
}

interface FixedSource {
  kind: RecordKind;
  amount_centavos: number;
  category_id: number | null;
  category_name: string | null;
  description: string;
  payment_method: RecurringRule["payment"];
  card: string | null;
  date: string;
  installment_group: string | null;
  rule_day: number | null;
}

/**
 * "o aluguel é fixo": a record already booked becomes the first entry of a fixed monthly item on
 * its day (or the day said), as one operation. The record stays as it is, linked to the fixed
 * item, so its month is never booked twice; the next entry comes in the following month.
 */
export function makeRecordFixed(
  tx: SqlRunner,
  actor: BooksActor,
  input: { recordId: number; day: number | null },
): Promise<OperationResult<MadeFixed>> {
  return inOperation(
    tx,
    actor,
    "fixed_item",
    async (): Promise<MadeFixed> => {
      const rows = await tx.query<FixedSource>(
        `SELECT t.kind, t.amount_centavos, t.category_id, c.name AS category_name, t.description,
         t.payment_method, t.card, t.date::text AS date, t.installment_group::text AS installment_group,
         (SELECT r.day_of_month FROM recurring_rules r WHERE r.id = t.recurring_rule_id AND r.active) AS rule_day
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       WHERE t.id = $1 AND t.user_id = $2 AND t.book = $3 FOR UPDATE OF t`,
        [input.recordId, actor.userId, actor.book],
      );
      const row = rows[0];
      if (!row) return { status: "not_found" };
      const description = row.description;
      if (row.rule_day !== null) return { status: "already", description, day: Number(row.rule_day) };
      if (row.installment_group !== null) return { status: "instalments", description };
      const date = fromIso(row.date.slice(0, 10));
      const day = clampDay(input.day ?? date.d);
      const total = centavos(Number(row.amount_centavos));
      const ruleId = await insertFixedItem(tx, actor, {
        kind: row.kind,
        total,
        categoryId: row.category_id,
        description,
        day,
        payment: row.payment_method,
        card: row.card,
        startsOn: toIso(date),
      });
      await tx.query("UPDATE transactions SET recurring_rule_id = $2, updated_at = $3 WHERE id = $1", [
        input.recordId,
        ruleId,
        actor.now,
      ]);
      // the record holds its own month; the next entry is the month after it, never in the past
      const monthAfter = addMonths({ ...date, d: 1 }, 1);
      const tomorrow = addDays(saoPauloToday(actor.now), 1);
      const from = compareDates(monthAfter, tomorrow) >= 0 ? monthAfter : tomorrow;
      return {
        status: "made",
        kind: row.kind,
        total,
        category: row.category_name,
        description,
        day,
        nextOn: toIso(nextMonthDay(from, day)),
      };
    },
    { summary: { action: "made" } },
  );
}
