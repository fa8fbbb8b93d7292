/**
 * What a person's books hold, as the corpus compares it: records (instalments together), fixed
 * items, cards, limits, goals, planned purchases and reminders; and what changed between two
 * snapshots.
 */
import type { SqlRunner } from "@tostao/db";
import { goalSaved } from "../../planning/goals/goals.ts";

/** One record as a person sees it: all its instalments together, money in reais. */
export interface BookRecord {
  key: string;
  kind: string;
  amount: number;
  date: string;
  category: string | null;
  description: string;
  payment: string | null;
  card: string | null;
  installments: number | null;
  fixed: number | null;
  book: string;
}

export interface Snapshot {
  records: Map<string, BookRecord>;
  /** Fixed items by id: amount in reais and day. */
  fixed: Map<number, { amount: number; day: number }>;
  cards: Record<string, unknown>[];
  limits: Record<string, unknown>[];
  goals: Record<string, unknown>[];
  planned: Record<string, unknown>[];
  reminders: Record<string, unknown>[];
}

const reais = (centavos: number | string | null) => (centavos === null ? null : Number(centavos) / 100);

/** Everything the corpus checks, for one person. */
export async function snapshot(db: SqlRunner, userId: number): Promise<Snapshot> {
  const rows = await db.query<{
    id: number;
    kind: string;
    amount: number;
    date: string;
    category: string | null;
    description: string;
    payment: string | null;
    card: string | null;
    card_name: string | null;
    grp: string | null;
    n: number | null;
    day: number | null;
    book: string;
  }>(
    `SELECT t.id, t.kind, t.amount_centavos AS amount, t.date::text AS date, c.name AS category, t.description,
       t.payment_method AS payment, t.card, k.name AS card_name, t.installment_group AS grp,
       t.installment_count AS n, r.day_of_month AS day, t.book
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id LEFT JOIN cards k ON k.id = t.card_id
       LEFT JOIN recurring_rules r ON r.id = t.recurring_rule_id
     WHERE t.user_id = $1 ORDER BY t.id`,
    [userId],
  );
  const records = new Map<string, BookRecord>();
  for (const r of rows) {
    const key = r.grp ?? String(r.id);
    const seen = records.get(key);
    if (seen) {
      seen.amount = Math.round((seen.amount + Number(r.amount) / 100) * 100) / 100;
      continue;
    }
    records.set(key, {
      key,
      kind: r.kind,
      amount: Number(r.amount) / 100,
      date: r.date.slice(0, 10),
      category: r.category,
      description: r.description,
      payment: r.payment,
      card: r.card_name ?? r.card,
      installments: r.n,
      fixed: r.day,
      book: r.book,
    });
  }
  const fixedRows = await db.query<{ id: number; amount: number; day: number }>(
    "SELECT id, amount_centavos AS amount, day_of_month AS day FROM recurring_rules WHERE user_id = $1 AND active",
    [userId],
  );
  const fixed = new Map(fixedRows.map((f) => [Number(f.id), { amount: Number(f.amount) / 100, day: f.day }]));
  const cards = await db.query<Record<string, unknown>>(
    `SELECT name, kind, limit_centavos AS "limit", closing_day, due_day, book FROM cards WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  const limits = await db.query<Record<string, unknown>>(
    `SELECT c.name AS category, l.amount_centavos AS amount, l.book FROM spending_limits l
     JOIN categories c ON c.id = l.category_id WHERE l.user_id = $1 ORDER BY l.id`,
    [userId],
  );
  const goals = await db.query<Record<string, unknown>>(
    `SELECT g.name, g.kind, g.target_centavos AS amount, ${goalSaved} AS saved, g.deadline::text AS deadline, g.book
     FROM goals g WHERE g.user_id = $1 ORDER BY g.id`,
    [userId],
  );
  const planned = await db.query<Record<string, unknown>>(
    `SELECT description, amount_centavos AS amount, planned_for::text AS date, status, book
     FROM planned_purchases WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  const reminders = await db.query<Record<string, unknown>>(
    `SELECT description, amount_centavos AS amount, due_date::text AS date, recurrence_day, status, book
     FROM reminders WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  const money = (rows: Record<string, unknown>[], field: string) =>
    rows.map((r) => ({ ...r, [field]: reais(r[field] as number | null) }));
  return {
    records,
    fixed,
    cards: money(cards, "limit"),
    limits: money(limits, "amount"),
    goals: money(money(goals, "amount"), "saved"),
    planned: money(planned, "amount"),
    reminders: money(reminders, "amount"),
  };
}

const FIELDS: (keyof BookRecord)[] = [
  "kind",
  "amount",
  "date",
  "category",
  "description",
  "payment",
  "card",
  "installments",
  "fixed",
  "book",
];

export interface BooksDiff {
  added: BookRecord[];
  deleted: BookRecord[];
  changed: { was: BookRecord; now: BookRecord }[];
  fixedAdded: { amount: number; day: number }[];
}

/** Records added, deleted and changed between two snapshots; fixed items added without a record. */
export function diff(before: Snapshot, after: Snapshot): BooksDiff {
  const added: BookRecord[] = [];
  const changed: BooksDiff["changed"] = [];
  for (const [key, now] of after.records) {
    const was = before.records.get(key);
    if (!was) added.push(now);
    else if (FIELDS.some((f) => was[f] !== now[f])) changed.push({ was, now });
  }
  const deleted = [...before.records.values()].filter((r) => !after.records.has(r.key));
  // a fixed item booked now shows as a record with its day; one that books later only as a fixed item
  const bookedDays = new Set(added.map((r) => r.fixed).filter((d) => d !== null));
  const fixedAdded = [...after.fixed]
    .filter(([id]) => !before.fixed.has(id))
    .map(([, f]) => f)
    .filter((f) => !bookedDays.has(f.day));
  return { added, deleted, changed, fixedAdded };
}
