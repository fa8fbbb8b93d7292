/**
 * The books' model test machinery (docs/books.md, "Checked by a model"): random sequences of what
 * people do to their books, applied once through the chat (the messages a person types, and the
 * books calls the chat makes) and once through the dashboard (its HTTP API), each for a person of
 * its own; after every step both books must be the same, the invariants must hold, and undoing the
 * step's operation must give back exactly the books before it. Used by
 * books/books-model.int.test.ts (`npm test`) and bench/books.bench.ts (`npm run bench:books`).
 */
import { centavos, formatBRL, instalmentDates, reachedThresholds } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import fc from "fast-check";
import { bookFixedItems } from "../books/book-fixed-items.ts";
import { countingMonthSql } from "../books/counted-in-period.ts";
import { deleteGoal } from "../books/goals.ts";
import { importEntries } from "../books/import-entries.ts";
import { findUpcomingFixedItem } from "../books/last-fixed-item.ts";
import { moveToBill } from "../books/move-to-bill.ts";
import type { BooksActor, BooksSource } from "../books/operation.ts";
import type { EntryInput } from "../books/record-entry.ts";
import { undoOperation } from "../books/undo-operation.ts";
import type { MeTestApp } from "../dashboard/testing.ts";
import { setUpCard, setUpLimit } from "./books-setup.ts";
import { chatTurn } from "./chat-turn.ts";

/** The clock of every step: Sunday 15/03/2026, noon in São Paulo (the dashboard test app's). */
const MODEL_NOW = new Date("2026-03-15T15:00:00Z");
const TODAY = "2026-03-15";

/** What people spend on, as they say it and as the dashboard files it. */
const SPENDS = [
  { word: "mercado", say: "no mercado", category: "Mercado" },
  { word: "farmácia", say: "na farmácia", category: "Saúde" },
  { word: "padaria", say: "na padaria", category: "Alimentação" },
  { word: "uber", say: "de uber", category: "Transporte" },
] as const;
const FIXED = [
  { word: "netflix", category: "Assinaturas" },
  { word: "academia", category: "Saúde" },
] as const;

export type BooksStep =
  | { op: "record"; what: number; cents: number; date: string; card: boolean; parts: number }
  | { op: "correct_amount"; cents: number }
  | { op: "move_date"; date: string }
  | { op: "delete_last" }
  | { op: "undo" }
  | { op: "pay_bill" }
  | { op: "move_bill"; later: boolean }
  | { op: "fixed_item"; what: number; cents: number; day: number; credit: boolean }
  | { op: "fixed_run"; day: number }
  | { op: "import"; entries: { what: number; cents: number; date: string; card: boolean }[] }
  | { op: "limit"; hundreds: number | null }
  | { op: "card_limit"; thousands: number }
  | { op: "goal"; thousands: number }
  | { op: "goal_deposit"; cents: number }
  | { op: "delete_goal" };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
// Purchase dates: 25/01 to 15/03/2026, across the card's closing day (3) of February and March.
const dateArb = fc.integer({ min: 0, max: 49 }).map((n) => isoDay(new Date(Date.UTC(2026, 0, 25 + n))));
const centsArb = fc.integer({ min: 1, max: 60_000 });
const entryArb = fc.record({
  what: fc.integer({ min: 0, max: SPENDS.length - 1 }),
  cents: centsArb,
  date: dateArb,
  card: fc.boolean(),
});

/** One step, the common ones more often. */
const stepArb: fc.Arbitrary<BooksStep> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({ entry: entryArb, parts: fc.integer({ min: 1, max: 4 }) })
      // "em 3x" is a credit purchase: instalments only on the card.
      .map(({ entry, parts }) => ({ op: "record" as const, ...entry, parts: entry.card ? parts : 1 })),
  },
  { weight: 2, arbitrary: centsArb.map((cents) => ({ op: "correct_amount" as const, cents })) },
  { weight: 2, arbitrary: dateArb.map((date) => ({ op: "move_date" as const, date })) },
  { weight: 2, arbitrary: fc.constant({ op: "delete_last" as const }) },
  { weight: 3, arbitrary: fc.constant({ op: "undo" as const }) },
  { weight: 1, arbitrary: fc.constant({ op: "pay_bill" as const }) },
  { weight: 1, arbitrary: fc.boolean().map((later) => ({ op: "move_bill" as const, later })) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        what: fc.integer({ min: 0, max: FIXED.length - 1 }),
        cents: centsArb,
        day: fc.integer({ min: 16, max: 28 }),
        credit: fc.boolean(),
      })
      .map((f) => ({ op: "fixed_item" as const, ...f })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 16, max: 28 }).map((day) => ({ op: "fixed_run" as const, day })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(entryArb, { minLength: 1, maxLength: 3 })
      .map((entries) => ({ op: "import" as const, entries })),
  },
  // The planning books: Mercado's limit set, changed or removed; the card's limit; a goal, money
  // put towards it, and the goal deleted.
  {
    weight: 1,
    arbitrary: fc
      .option(fc.integer({ min: 1, max: 9 }), { nil: null })
      .map((hundreds) => ({ op: "limit" as const, hundreds })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 9 }).map((thousands) => ({ op: "card_limit" as const, thousands })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 9 }).map((thousands) => ({ op: "goal" as const, thousands })),
  },
  { weight: 1, arbitrary: centsArb.map((cents) => ({ op: "goal_deposit" as const, cents })) },
  { weight: 1, arbitrary: fc.constant({ op: "delete_goal" as const }) },
);

/** The one goal the model's people keep (its name as the chat files "pra viagem"). */
const GOAL = "viagem";
const goalOf = async (db: SqlRunner, userId: number) =>
  (await db.query<{ id: number }>("SELECT id FROM goals WHERE user_id = $1 AND name = $2", [userId, GOAL]))[0]
    ?.id ?? null;

export const sequenceArb = (maxLength: number) => fc.array(stepArb, { minLength: 1, maxLength });

// "12,34" as people type it (no thousands separator).
const reais = (cents: number) =>
  formatBRL(centavos(cents))
    .replace(/^R\$\s*/, "")
    .replace(/\./g, "");
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const addMonths = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

export interface Person {
  id: number;
  phone: string;
}

type Row = Record<string, unknown>;

/** The newest record of a person (the chat's "último"), with its first part when it has parts. */
async function lastRecord(db: SqlRunner, userId: number) {
  const rows = await db.query<{ id: number; group: string | null; first: number; card_id: number | null }>(
    `SELECT t.id, t.installment_group AS group, t.card_id,
       COALESCE((SELECT p.id FROM transactions p WHERE p.installment_group = t.installment_group
         ORDER BY p.installment_number LIMIT 1), t.id) AS first
     FROM transactions t WHERE t.user_id = $1 ORDER BY t.id DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), first: Number(row.first), parts: row.group !== null } : null;
}

const upcomingFixedItem = (db: Db, userId: number) =>
  db.transaction((tx) => findUpcomingFixedItem(tx, userId, "personal"));

/** The newest record on a card, and the bill it is on. */
async function lastCardRecord(db: SqlRunner, userId: number) {
  const rows = await db.query<{ id: number; bill_month: string }>(
    `SELECT id, bill_month FROM transactions WHERE user_id = $1 AND card_id IS NOT NULL AND bill_month IS NOT NULL
     ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? { id: Number(rows[0].id), month: rows[0].bill_month } : null;
}

const importInput = (e: { what: number; cents: number; date: string; card: boolean }): EntryInput => {
  const spend = SPENDS[e.what] ?? SPENDS[0];
  return {
    kind: "expense",
    amount: centavos(e.cents),
    date: e.date,
    category: { name: spend.category },
    description: spend.word,
    payment: e.card ? { method: "credit", card: "Nubank" } : null,
  };
};

/** A door: how a person's step reaches the books. */
export interface Door {
  readonly name: "chat" | "dashboard";
  readonly person: Person;
  apply(step: BooksStep): Promise<void>;
}

/** The chat: what the person types ("gastei…", "não, era…", "apaga o último", "desfaz"). */
export function chatDoor(t: MeTestApp, person: Person): Door {
  const say = (text: string) =>
    chatTurn(t.db, { userId: person.id, phone: person.phone, text, now: MODEL_NOW });
  const actor = (source: BooksSource = "chat"): BooksActor => ({
    userId: person.id,
    book: "personal",
    source,
    now: MODEL_NOW,
  });
  return {
    name: "chat",
    person,
    async apply(step) {
      switch (step.op) {
        case "record": {
          const spend = SPENDS[step.what] ?? SPENDS[0];
          const card = step.card ? " no nubank no crédito" : "";
          const parts = step.parts > 1 ? ` em ${step.parts}x` : "";
          await say(`gastei ${reais(step.cents)} ${spend.say} dia ${ddmm(step.date)}${card}${parts}`);
          return;
        }
        case "correct_amount":
          if ((await lastRecord(t.db, person.id))?.parts) return;
          await say(`não, era ${reais(step.cents)}`);
          return;
        case "move_date":
          if (await upcomingFixedItem(t.db, person.id)) return;
          await say(`não, foi dia ${ddmm(step.date)}`);
          return;
        case "delete_last":
          await say("apaga o último");
          return;
        case "undo":
          await say("desfaz");
          return;
        case "pay_bill":
          await say("paguei a fatura do nubank");
          return;
        case "move_bill": {
          // No message moves a purchase to another bill: the chat's books call, as the dashboard's.
          const target = await lastCardRecord(t.db, person.id);
          if (!target) return;
          await t.db
            .transaction((tx) =>
              moveToBill(tx, actor(), {
                transactionId: target.id,
                month: addMonths(target.month, step.later ? 1 : -1),
              }),
            )
            .catch(() => undefined);
          return;
        }
        case "fixed_item": {
          const fixed = FIXED[step.what] ?? FIXED[0];
          await say(
            `${fixed.word} ${reais(step.cents)} todo dia ${step.day}${step.credit ? " no crédito" : ""}`,
          );
          return;
        }
        case "import":
          await t.db.transaction((tx) => importEntries(tx, actor("import"), step.entries.map(importInput)));
          // A statement comes in apart from the conversation: by the next message the subject it
          // had ("não, foi dia 19" about the padaria just booked) has expired, and "o último" is
          // the newest record, as on the dashboard.
          await forgetConversation(t.db, person.id);
          return;
        case "fixed_run":
          // The 00:05 run comes hours after the last message: the conversation's subject expired.
          await forgetConversation(t.db, person.id);
          return;
        // A limit, a card or a goal said in chat becomes the conversation's subject: "não, era 50"
        // right after it corrects that, which the dashboard has no door for. The model's
        // corrections are about the newest record, so these steps end the subject.
        case "limit":
          await say(
            step.hundreds === null
              ? "tira o limite do mercado"
              : `limite de ${step.hundreds * 100} no mercado`,
          );
          await forgetConversation(t.db, person.id);
          return;
        case "card_limit":
          await say(`meu nubank fecha dia 3 e vence dia 10, limite ${step.thousands} mil`);
          await forgetConversation(t.db, person.id);
          return;
        case "goal":
          await say(`quero juntar ${step.thousands} mil pra ${GOAL}`);
          await forgetConversation(t.db, person.id);
          return;
        case "goal_deposit":
          if ((await goalOf(t.db, person.id)) === null) return;
          await say(`guardei ${reais(step.cents)} pra ${GOAL}`);
          return;
        case "delete_goal": {
          // No message deletes a goal: the chat's books call, as the dashboard's.
          const id = await goalOf(t.db, person.id);
          if (id !== null) await t.db.transaction((tx) => deleteGoal(tx, actor(), { id }));
          return;
        }
      }
    },
  };
}

const forgetConversation = (db: Db, userId: number) =>
  db.query("DELETE FROM conversation_states WHERE user_id = $1", [userId]);

/** The dashboard: the requests /painel sends, "Desfazer" with the operation ids it was given. */
export function dashboardDoor(t: MeTestApp, person: Person): Door {
  const undoable: number[] = [];
  let categories: Map<string, number> | null = null;
  async function call(method: string, path: string, json?: unknown): Promise<{ status: number; body: Row }> {
    const res = await t.as(person.id, path, { method, ...(json === undefined ? {} : { json }) });
    const body = (await res.json()) as Row;
    if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    if (res.status < 300 && typeof body.operationId === "number") undoable.push(body.operationId);
    return { status: res.status, body };
  }
  async function categoryId(name: string): Promise<number> {
    if (!categories) {
      const list = (await call("GET", "/api/me/categories")).body.items as { id: number; name: string }[];
      categories = new Map(list.map((c) => [c.name, c.id]));
    }
    const id = categories.get(name);
    if (id === undefined) throw new Error(`no category ${name}`);
    return id;
  }
  return {
    name: "dashboard",
    person,
    async apply(step) {
      switch (step.op) {
        case "record": {
          const spend = SPENDS[step.what] ?? SPENDS[0];
          await call("POST", "/api/me/transactions", {
            date: step.date,
            kind: "expense",
            amountCents: step.cents,
            categoryId: await categoryId(spend.category),
            description: spend.word,
            payment: step.card ? "credit" : null,
            card: step.card ? "Nubank" : null,
            ...(step.parts > 1 ? { installments: step.parts } : {}),
          });
          return;
        }
        case "correct_amount": {
          // What the person sees as the newest: a fixed item set up after the last record, else that record.
          const upcoming = await upcomingFixedItem(t.db, person.id);
          if (upcoming) {
            if ((await lastRecord(t.db, person.id))?.parts) return;
            await call("PATCH", `/api/me/recurring/${upcoming.ruleId}`, { amountCents: step.cents });
            return;
          }
          const last = await lastRecord(t.db, person.id);
          if (!last || last.parts) return;
          await call("PATCH", `/api/me/transactions/${last.id}`, { amountCents: step.cents });
          return;
        }
        case "move_date": {
          if (await upcomingFixedItem(t.db, person.id)) return;
          const last = await lastRecord(t.db, person.id);
          if (!last) return;
          await call("PATCH", `/api/me/transactions/${last.first}`, { date: step.date, scope: "all" });
          return;
        }
        case "delete_last": {
          const upcoming = await upcomingFixedItem(t.db, person.id);
          if (upcoming) {
            await call("PATCH", `/api/me/recurring/${upcoming.ruleId}`, { active: false });
            return;
          }
          const last = await lastRecord(t.db, person.id);
          if (last) await call("DELETE", `/api/me/transactions/${last.id}?scope=all`);
          return;
        }
        case "undo": {
          const id = undoable.at(-1);
          if (id === undefined) return;
          const res = await t.as(person.id, `/api/me/operations/${id}/undo`, { method: "POST" });
          if (res.status === 200) undoable.pop();
          else if (res.status !== 409) throw new Error(`undo ${id}: ${res.status} ${await res.text()}`);
          return;
        }
        case "pay_bill": {
          const cards = (await call("GET", "/api/me/cards")).body.items as {
            id: number;
            overview: {
              closedUnpaid: { month: string }[];
              open: { month: string; totalCents: number };
            } | null;
          }[];
          const card = cards[0];
          const overview = card?.overview;
          if (!card || !overview) return;
          // "paguei a fatura" pays the bill that closed; paying an open bill early is a choice
          // the dashboard offers on purpose, which the chat does not guess.
          const month = overview.closedUnpaid[0]?.month ?? null;
          if (month) await call("POST", `/api/me/cards/${card.id}/bills/${month}/pay`);
          return;
        }
        case "move_bill": {
          const target = await lastCardRecord(t.db, person.id);
          if (!target) return;
          await call("PUT", `/api/me/transactions/${target.id}/bill`, {
            month: addMonths(target.month, step.later ? 1 : -1),
          });
          return;
        }
        case "fixed_item": {
          const fixed = FIXED[step.what] ?? FIXED[0];
          await call("POST", "/api/me/recurring", {
            kind: "expense",
            amountCents: step.cents,
            categoryId: await categoryId(fixed.category),
            description: fixed.word,
            dayOfMonth: step.day,
            payment: step.credit ? "credit" : null,
            startsOn: `2026-03-${String(step.day).padStart(2, "0")}`,
          });
          return;
        }
        case "import": {
          const actor: BooksActor = { userId: person.id, book: "personal", source: "import", now: MODEL_NOW };
          const done = await t.db.transaction((tx) =>
            importEntries(tx, actor, step.entries.map(importInput)),
          );
          if (done.operationId !== null) undoable.push(done.operationId);
          return;
        }
        case "fixed_run":
          return;
        case "limit":
          if (step.hundreds === null) await call("DELETE", `/api/me/limits/${await categoryId("Mercado")}`);
          else
            await call("PUT", "/api/me/limits", { category: "Mercado", amountCents: step.hundreds * 10_000 });
          return;
        case "card_limit":
          await call("POST", "/api/me/cards", {
            name: "Nubank",
            closingDay: 3,
            dueDay: 10,
            limitCents: step.thousands * 100_000,
          });
          return;
        case "goal":
          await call("POST", "/api/me/goals", {
            kind: "savings",
            name: GOAL,
            targetCents: step.thousands * 100_000,
          });
          return;
        case "goal_deposit": {
          const id = await goalOf(t.db, person.id);
          if (id !== null)
            await call("POST", `/api/me/goals/${id}/deposits`, { amountCents: step.cents, date: TODAY });
          return;
        }
        case "delete_goal": {
          const id = await goalOf(t.db, person.id);
          if (id !== null) await call("DELETE", `/api/me/goals/${id}`);
          return;
        }
      }
    },
  };
}

/** Runs a step's part that is no one door's: the 00:05 job books every person's fixed items of that day. */
export async function runSchedule(db: Db, step: BooksStep): Promise<void> {
  if (step.op === "fixed_run")
    // An open instance: everyone's books take their fixed items.
    await bookFixedItems(
      db,
      new Date(`2026-03-${String(step.day).padStart(2, "0")}T03:05:00Z`),
      async () => true,
    );
}

/** A new person with the Nubank card (closes on the 3rd, due on the 10th) and a limit on Mercado. */
export async function newPerson(t: MeTestApp, phone: string): Promise<Person> {
  const id = await t.person(phone);
  await setUpCard(t.db, {
    userId: id,
    name: "Nubank",
    kind: "credit",
    closingDay: 3,
    dueDay: 10,
    limit: centavos(500_000),
  });
  await setUpLimit(t.db, { userId: id, category: "Mercado", amount: centavos(30_000), today: TODAY });
  // The card and the limit are where the person starts, not steps of theirs: a first "desfaz"
  // has nothing to undo, as on the dashboard.
  await t.db.query("DELETE FROM books_operations WHERE user_id = $1", [id]);
  return { id, phone };
}

/**
 * A person's books as both doors must leave them: every record, fixed item, limit mark, paid
 * bill, card, limit and goal, named rather than numbered (ids and clocks differ from one person to the other).
 */
export async function comparableBooks(db: SqlRunner, userId: number) {
  const records = await db.query<Row>(
    `SELECT t.kind, t.amount_centavos::int AS amount, t.date::text AS date, c.name AS category, t.description,
       t.payment_method, k.name AS card, t.bill_month, t.bill_overridden, t.installment_number, t.installment_count,
       t.installment_group::text AS "group", t.recurring_rule_id, g.name AS goal, t.access_key, t.book
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id LEFT JOIN cards k ON k.id = t.card_id
       LEFT JOIN goals g ON g.id = t.goal_id
     WHERE t.user_id = $1 ORDER BY t.id`,
    [userId],
  );
  const fixedItems = await db.query<Row>(
    `SELECT r.id, r.kind, r.amount_centavos::int AS amount, c.name AS category, r.description, r.day_of_month,
       r.payment_method, r.card, r.active, r.starts_on::text AS starts_on, r.book
     FROM recurring_rules r LEFT JOIN categories c ON c.id = r.category_id WHERE r.user_id = $1 ORDER BY r.id`,
    [userId],
  );
  // Groups and fixed items by their order of appearance.
  const groups = new Map<unknown, number>();
  const rules = new Map(fixedItems.map((r, i) => [r.id, i + 1]));
  const named = records.map((r) => {
    if (r.group !== null && !groups.has(r.group)) groups.set(r.group, groups.size + 1);
    return {
      ...r,
      group: r.group === null ? null : groups.get(r.group),
      recurring_rule_id: r.recurring_rule_id === null ? null : rules.get(r.recurring_rule_id),
    };
  });
  return {
    records: named,
    fixedItems: fixedItems.map(({ id: _, ...r }) => r),
    marks: await db.query<Row>(
      `SELECT c.name AS category, a.month, a.threshold FROM limit_alerts a JOIN categories c ON c.id = a.category_id
       WHERE a.user_id = $1 ORDER BY c.name, a.month, a.threshold`,
      [userId],
    ),
    paid: await db.query<Row>(
      `SELECT k.name AS card, p.month, p.amount_centavos::int AS amount, p.paid_on::text AS paid_on
       FROM card_bill_payments p JOIN cards k ON k.id = p.card_id WHERE k.user_id = $1 ORDER BY k.name, p.month`,
      [userId],
    ),
    cards: await db.query<Row>(
      `SELECT name, kind, limit_centavos::int AS "limit", closing_day, due_day, bill_reminders, archived_at IS NULL AS in_use
       FROM cards WHERE user_id = $1 ORDER BY name`,
      [userId],
    ),
    limits: await db.query<Row>(
      `SELECT c.name AS category, l.amount_centavos::int AS amount FROM spending_limits l
       JOIN categories c ON c.id = l.category_id WHERE l.user_id = $1 ORDER BY c.name`,
      [userId],
    ),
    goals: await db.query<Row>(
      `SELECT name, kind, target_centavos::int AS target, deadline::text AS deadline FROM goals
       WHERE user_id = $1 ORDER BY name`,
      [userId],
    ),
  };
}

/** Every row of a person's books exactly (undo must give back each column). */
async function exactBooks(db: SqlRunner, userId: number) {
  const rows = (sql: string) => db.query<{ row: Row }>(sql, [userId]).then((r) => r.map((x) => x.row));
  return {
    transactions: await rows("SELECT to_jsonb(t) AS row FROM transactions t WHERE user_id = $1 ORDER BY id"),
    categories: await rows("SELECT to_jsonb(c) AS row FROM categories c WHERE user_id = $1 ORDER BY id"),
    fixedItems: await rows("SELECT to_jsonb(r) AS row FROM recurring_rules r WHERE user_id = $1 ORDER BY id"),
    reminders: await rows("SELECT to_jsonb(r) AS row FROM reminders r WHERE user_id = $1 ORDER BY id"),
    plans: await rows("SELECT to_jsonb(p) AS row FROM planned_purchases p WHERE user_id = $1 ORDER BY id"),
    marks: await rows(
      `SELECT to_jsonb(a) - 'created_at' AS row FROM limit_alerts a WHERE user_id = $1
       ORDER BY category_id, month, threshold`,
    ),
    paid: await rows(
      `SELECT to_jsonb(p) AS row FROM card_bill_payments p JOIN cards c ON c.id = p.card_id
       WHERE c.user_id = $1 ORDER BY p.card_id, p.month`,
    ),
    cards: await rows("SELECT to_jsonb(c) AS row FROM cards c WHERE user_id = $1 ORDER BY id"),
    goals: await rows("SELECT to_jsonb(g) AS row FROM goals g WHERE user_id = $1 ORDER BY id"),
    limits: await rows("SELECT to_jsonb(l) AS row FROM spending_limits l WHERE user_id = $1 ORDER BY id"),
  };
}
export type ExactBooks = Awaited<ReturnType<typeof exactBooks>>;
export { exactBooks };

/** The operations a person's books gained since `after` (ids), oldest first. */
export async function operationsSince(db: SqlRunner, userId: number, after: number) {
  const rows = await db.query<{ id: number; kind: string }>(
    "SELECT id, kind FROM books_operations WHERE user_id = $1 AND id > $2 ORDER BY id",
    [userId, after],
  );
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind }));
}

export const newestOperation = async (db: SqlRunner, userId: number) =>
  Number(
    (
      await db.query<{ id: number | null }>("SELECT max(id) AS id FROM books_operations WHERE user_id = $1", [
        userId,
      ])
    )[0]?.id ?? 0,
  );

class RolledBack extends Error {}

/**
 * Undoes `operationId` in a transaction that is then rolled back, and says whether the books were
 * then exactly `before`: "same", "refused: <reason>" or the first difference.
 */
export async function undoGivesBack(
  db: Db,
  userId: number,
  operationId: number,
  before: ExactBooks,
): Promise<
  { outcome: "same" } | { outcome: "refused"; reason: string } | { outcome: "differs"; detail: string }
> {
  let result: Awaited<ReturnType<typeof undoGivesBack>> | undefined;
  await db
    .transaction(async (tx) => {
      const undone = await undoOperation(
        tx,
        { userId, book: "personal", source: "chat", now: MODEL_NOW },
        operationId,
      );
      if (!undone.ok) result = { outcome: "refused", reason: undone.refusal.reason };
      else {
        const after = await exactBooks(tx, userId);
        const detail = firstDifference(before, after);
        result = detail ? { outcome: "differs", detail } : { outcome: "same" };
      }
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (!result) throw new Error("undo check did not run");
  return result;
}

function firstDifference(a: ExactBooks, b: ExactBooks): string | null {
  for (const key of Object.keys(a) as (keyof ExactBooks)[]) {
    const [x, y] = [a[key], b[key]];
    if (x.length !== y.length) return `${key}: ${x.length} rows before, ${y.length} after the undo`;
    for (let i = 0; i < x.length; i++)
      if (JSON.stringify(x[i]) !== JSON.stringify(y[i]))
        return `${key}: ${JSON.stringify(x[i])} before, ${JSON.stringify(y[i])} after the undo`;
  }
  return null;
}

/**
 * The invariants of a person's books, as a list of what breaks them (empty when they hold): each
 * bill's total is the sum of its parts, the limit used is the sum of the unpaid parts, every link
 * points at something of the person's, instalments follow their rule, and each month's limit marks
 * are the thresholds its total has reached.
 */
export async function brokenInvariants(t: MeTestApp, userId: number): Promise<string[]> {
  const broken: string[] = [];
  const res = await t.as(userId, "/api/me/cards");
  const cards = ((await res.json()) as { items: Row[] }).items as {
    id: number;
    name: string;
    overview: { limitUsedCents: number } | null;
    bills: { month: string; totalCents: number; parts: number }[];
  }[];
  const parts = await t.db.query<{
    card_id: number;
    bill_month: string;
    total: number;
    n: number;
    paid: boolean;
  }>(
    `SELECT t.card_id, t.bill_month, SUM(t.amount_centavos)::int AS total, COUNT(*)::int AS n,
       EXISTS (SELECT 1 FROM card_bill_payments p WHERE p.card_id = t.card_id AND p.month = t.bill_month) AS paid
     FROM transactions t WHERE t.user_id = $1 AND t.bill_month IS NOT NULL GROUP BY t.card_id, t.bill_month`,
    [userId],
  );
  for (const card of cards) {
    const onCard = parts.filter((p) => Number(p.card_id) === card.id);
    for (const bill of card.bills) {
      const sum = onCard.find((p) => p.bill_month === bill.month);
      if ((sum?.total ?? 0) !== bill.totalCents || (sum?.n ?? 0) !== bill.parts)
        broken.push(
          `bill ${card.name} ${bill.month}: total ${bill.totalCents} in ${bill.parts} parts, parts sum ${sum?.total ?? 0} in ${sum?.n ?? 0}`,
        );
    }
    const unpaid = onCard.filter((p) => !p.paid).reduce((s, p) => s + p.total, 0);
    if (card.overview && card.overview.limitUsedCents !== unpaid)
      broken.push(`card ${card.name}: limit used ${card.overview.limitUsedCents}, unpaid parts ${unpaid}`);
  }
  const orphans = await t.db.query<{ what: string; id: number }>(
    `SELECT 'bill without a card' AS what, t.id FROM transactions t WHERE t.user_id = $1 AND t.bill_month IS NOT NULL AND t.card_id IS NULL
     UNION ALL SELECT 'card of someone else', t.id FROM transactions t JOIN cards k ON k.id = t.card_id
       WHERE t.user_id = $1 AND (k.user_id <> t.user_id OR k.book <> t.book)
     UNION ALL SELECT 'credit card purchase off any bill', t.id FROM transactions t JOIN cards k ON k.id = t.card_id
       WHERE t.user_id = $1 AND k.kind = 'credit' AND k.closing_day IS NOT NULL AND k.due_day IS NOT NULL
         AND k.archived_at IS NULL AND t.bill_month IS NULL
     UNION ALL SELECT 'fixed item of someone else', t.id FROM transactions t JOIN recurring_rules r ON r.id = t.recurring_rule_id
       WHERE t.user_id = $1 AND r.user_id <> t.user_id
     UNION ALL SELECT 'category of someone else', t.id FROM transactions t JOIN categories c ON c.id = t.category_id
       WHERE t.user_id = $1 AND c.user_id <> t.user_id
     UNION ALL SELECT 'plan bought with a record that is gone', p.id FROM planned_purchases p
       WHERE p.user_id = $1 AND p.status = 'bought' AND p.transaction_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = p.transaction_id)
     UNION ALL SELECT 'mark of a category without a limit', a.category_id FROM limit_alerts a
       WHERE a.user_id = $1 AND NOT EXISTS (SELECT 1 FROM spending_limits l WHERE l.category_id = a.category_id)`,
    [userId],
  );
  for (const o of orphans) broken.push(`${o.what}: ${o.id}`);
  // Instalments: parts 1..n of n, on one card; off a card, each on its own month from the first, clamped.
  const groups = await t.db.query<{
    numbers: number[];
    counts: number[];
    dates: string[];
    cards: (number | null)[];
  }>(
    `SELECT array_agg(installment_number ORDER BY installment_number) AS numbers,
       array_agg(installment_count ORDER BY installment_number) AS counts,
       array_agg(date::text ORDER BY installment_number) AS dates,
       array_agg(card_id ORDER BY installment_number) AS cards
     FROM transactions WHERE user_id = $1 AND installment_group IS NOT NULL GROUP BY installment_group`,
    [userId],
  );
  for (const g of groups) {
    const n = g.numbers.length;
    if (g.numbers.some((x, i) => x !== i + 1) || g.counts.some((c) => c !== n))
      broken.push(`instalment parts ${g.numbers.join(",")} of ${g.counts.join(",")}`);
    if (new Set(g.cards.map(String)).size > 1)
      broken.push(`instalment parts on different cards: ${g.cards.join(",")}`);
    const first = g.dates[0] ?? "";
    const expected = g.cards[0] === null ? instalmentDates(first, n) : g.dates.map(() => first);
    if (g.dates.join() !== expected.join())
      broken.push(`instalment dates ${g.dates.join(",")}, expected ${expected.join(",")}`);
  }
  // A limit's marks are the thresholds each month's total has reached (each expense in the month
  // the books count it in), no more and no fewer, whatever changed the records or the limit. (The
  // model's fixed items are in categories without a limit: the 00:05 run leaves marks to the next
  // change, docs/books.md "Limits".)
  const months = await t.db.query<{ month: string; limit: number; spent: number; marked: number[] }>(
    `WITH spent AS (
       SELECT t.category_id, ${countingMonthSql("t", "t.user_id")} AS month, SUM(t.amount_centavos)::int AS spent
       FROM transactions t WHERE t.user_id = $1 AND t.kind = 'expense' GROUP BY 1, 2),
     months AS (
       SELECT category_id, month FROM spent UNION SELECT category_id, month FROM limit_alerts WHERE user_id = $1)
     SELECT m.month, l.amount_centavos::int AS "limit", COALESCE(s.spent, 0) AS spent,
       ARRAY(SELECT a.threshold::int FROM limit_alerts a WHERE a.user_id = $1 AND a.category_id = m.category_id
         AND a.month = m.month ORDER BY 1) AS marked
     FROM months m JOIN spending_limits l ON l.user_id = $1 AND l.category_id = m.category_id
       LEFT JOIN spent s ON s.category_id = m.category_id AND s.month = m.month
     ORDER BY m.month`,
    [userId],
  );
  for (const m of months) {
    const reached: number[] = reachedThresholds(centavos(m.limit), centavos(m.spent));
    for (const threshold of m.marked.filter((x) => !reached.includes(x)))
      broken.push(`stale limit mark ${threshold}% in ${m.month}: ${m.spent} of ${m.limit}`);
    for (const threshold of reached.filter((x) => !m.marked.includes(x)))
      broken.push(`missing limit mark ${threshold}% in ${m.month}: ${m.spent} of ${m.limit}`);
  }
  return broken;
}
