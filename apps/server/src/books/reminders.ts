import {
  AppError,
  addMonths,
  type Book,
  fromIso,
  type OpenReminder,
  reminderPaidBy,
  toIso,
} from "@tostao/core";
import type { Reminder, ReminderCreate, ReminderUpdate } from "@tostao/core/dashboard/reminders";
import type { SqlRunner } from "@tostao/db";
import { deleteOwnedRow } from "./delete-owned-row.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

interface ReminderRow {
  id: number;
  description: string;
  amount_centavos: number | null;
  due_date: string;
  recurrence_day: number | null;
  status: Reminder["status"];
  created_at: Date | string;
}

const columns =
  "id, description, amount_centavos, due_date::text AS due_date, recurrence_day, status, created_at";

const toReminder = (r: ReminderRow): Reminder => ({
  id: Number(r.id),
  description: r.description,
  amountCents: r.amount_centavos === null ? null : Number(r.amount_centavos),
  dueDate: r.due_date,
  recurrenceDay: r.recurrence_day,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

export const reminderNotFound = () => new AppError("not_found", "Lembrete não encontrado.");

/** The person's reminders by due date: open ones (pending or sent) or all. */
export async function listReminders(
  tx: SqlRunner,
  input: { userId: number; status: "open" | "all"; book: Book | "all" },
): Promise<Reminder[]> {
  const rows = await tx.query<ReminderRow>(
    `SELECT ${columns} FROM reminders WHERE user_id = $1 AND ($3 = 'all' OR book = $3)
       AND ($2 = 'all' OR status IN ('pending', 'sent')) ORDER BY due_date, id`,
    [input.userId, input.status, input.book],
  );
  return rows.map(toReminder);
}

async function getReminder(tx: SqlRunner, input: { userId: number; id: number }): Promise<Reminder> {
  const rows = await tx.query<ReminderRow>(
    `SELECT ${columns} FROM reminders WHERE id = $1 AND user_id = $2`,
    [input.id, input.userId],
  );
  const row = rows[0];
  if (!row) throw reminderNotFound();
  return toReminder(row);
}

/** Adds a reminder typed in the dashboard, as one operation. */
export function addReminder(
  tx: SqlRunner,
  actor: BooksActor,
  data: ReminderCreate,
): Promise<OperationResult<Reminder>> {
  return inOperation(tx, actor, "reminder", () =>
    insert(tx, { userId: actor.userId, data, now: actor.now, book: actor.book }),
  );
}

async function insert(
  tx: SqlRunner,
  input: { userId: number; data: ReminderCreate; now: Date; book: Book },
): Promise<Reminder> {
  const { data } = input;
  const rows = await tx.query<ReminderRow>(
    `INSERT INTO reminders (user_id, description, amount_centavos, due_date, recurrence_day, created_at, book)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7) RETURNING ${columns}`,
    [
      input.userId,
      data.description,
      data.amountCents ?? null,
      data.dueDate,
      data.recurrenceDay ?? null,
      input.now,
      input.book,
    ],
  );
  return toReminder(rows[0] as ReminderRow);
}

/** Changes a reminder, as one operation. */
export function updateReminder(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  data: ReminderUpdate,
): Promise<OperationResult<Reminder>> {
  return inOperation(tx, actor, "reminder", () => update(tx, { userId: actor.userId, id, data }));
}

async function update(
  tx: SqlRunner,
  input: { userId: number; id: number; data: ReminderUpdate },
): Promise<Reminder> {
  const { data } = input;
  await getReminder(tx, input);
  const rows = await tx.query<ReminderRow>(
    `UPDATE reminders SET description = COALESCE($3, description),
       amount_centavos = CASE WHEN $4::boolean THEN $5::bigint ELSE amount_centavos END,
       due_date = COALESCE($6::date, due_date),
       recurrence_day = CASE WHEN $7::boolean THEN $8::smallint ELSE recurrence_day END,
       status = COALESCE($9, CASE WHEN $6::date IS NOT NULL AND status = 'sent' THEN 'pending' ELSE status END)
     WHERE id = $1 AND user_id = $2 RETURNING ${columns}`,
    [
      input.id,
      input.userId,
      data.description ?? null,
      data.amountCents !== undefined,
      data.amountCents ?? null,
      data.dueDate ?? null,
      data.recurrenceDay !== undefined,
      data.recurrenceDay ?? null,
      data.status ?? null,
    ],
  );
  return toReminder(rows[0] as ReminderRow);
}

/**
 * Marks a reminder paid, as one operation: a one-off is done; a monthly one moves to its next
 * month, still pending.
 */
export function markReminderPaid(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
): Promise<OperationResult<Reminder>> {
  return inOperation(tx, actor, "reminder", () => markPaid(tx, { userId: actor.userId, id }));
}

async function markPaid(tx: SqlRunner, input: { userId: number; id: number }): Promise<Reminder> {
  const current = await getReminder(tx, input);
  const next = current.recurrenceDay
    ? toIso(addMonths(fromIso(current.dueDate), 1, current.recurrenceDay))
    : null;
  const rows = await tx.query<ReminderRow>(
    `UPDATE reminders SET status = CASE WHEN $3::date IS NULL THEN 'done' ELSE 'pending' END,
       due_date = COALESCE($3::date, due_date)
     WHERE id = $1 AND user_id = $2 RETURNING ${columns}`,
    [input.id, input.userId, next],
  );
  return toReminder(rows[0] as ReminderRow);
}

/**
 * SQL for the open reminders a payment booked may settle, as a JSON array, for the statement that
 * books it (no round trip of its own): the person and book of the record, due from 10 days before
 * to 15 days after its date, only when it settles reminders; each named by the statement's
 * parameter number that holds it.
 */
export function openRemindersNear(p: { user: number; book: number; date: number; settles: number }): string {
  return `(SELECT json_agg(json_build_object('id', r.id, 'description', r.description,
    'amountCents', r.amount_centavos, 'dueDate', r.due_date::text))
  FROM reminders r WHERE $${p.settles}::boolean AND r.user_id = $${p.user}::bigint AND r.book = $${p.book}
    AND r.status IN ('pending', 'sent') AND r.due_date BETWEEN $${p.date}::date - 10 AND $${p.date}::date + 15)`;
}

/** The reminders of an `openRemindersNear` value (a JSON array, or its text). */
export function openRemindersOf(value: OpenReminder[] | string | null): OpenReminder[] {
  const list = typeof value === "string" ? (JSON.parse(value) as OpenReminder[]) : (value ?? []);
  return list.map((r) => ({
    id: Number(r.id),
    description: r.description,
    amountCents: r.amountCents === null ? null : Number(r.amountCents),
    dueDate: r.dueDate,
  }));
}

/** A reminder an expense just booked paid: the due date it was paid for, and the next when monthly. */
export interface ReminderPaid {
  description: string;
  dueDate: string;
  nextDue: string | null;
}

/**
 * Marks paid the open reminder a payment just booked settles ("paguei a luz 187,40" while "conta de
 * luz" is due), inside the booking's operation, so an undo opens it again; null when none does
 * (the match: core's `reminderPaidBy`).
 */
export async function settleReminder(
  tx: SqlRunner,
  input: {
    userId: number;
    /** The open reminders due near the payment (`openRemindersNear`, read with the booking). */
    open: OpenReminder[];
    description: string;
    category: string;
    amountCents: number;
    date: string;
  },
): Promise<ReminderPaid | null> {
  const match = reminderPaidBy(input.open, input);
  if (!match) return null;
  const paid = await markPaid(tx, { userId: input.userId, id: match.id });
  return {
    description: match.description,
    dueDate: match.dueDate,
    nextDue: paid.status === "pending" ? paid.dueDate : null,
  };
}

/** Removes a reminder, as one operation. */
export function deleteReminder(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
): Promise<OperationResult<Reminder>> {
  return inOperation(tx, actor, "reminder", () =>
    deleteOwnedRow(tx, "reminders", { userId: actor.userId, id }, getReminder),
  );
}

/**
 * Notes that a reminder's notice went out today: a one-off reminder is sent; a monthly one stays
 * pending, due on its next month's day. The 10:00 job's part in the books (not an operation of
 * the person's: nothing to undo).
 */
export async function markReminderSent(
  tx: SqlRunner,
  input: { id: number; sentOn: string; nextDue: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE reminders SET last_sent_on = $2::date,
       status = CASE WHEN $3::date IS NULL THEN 'sent' ELSE 'pending' END,
       due_date = COALESCE($3::date, due_date)
     WHERE id = $1`,
    [input.id, input.sentOn, input.nextDue],
  );
}
