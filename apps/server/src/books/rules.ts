/**
 * The rules of the books, run once at the end of every operation over the records it changed
 * (docs/books.md): the parts of card purchases on their bills, and the limit marks of every
 * category and month whose expenses changed, and of every month of a limit set, changed or
 * removed. Whatever door made the change, the same rules run.
 */
import {
  type CardCycle,
  countingMonthOf,
  DEFAULT_INSTALMENT_VIEW,
  type InstalmentView,
  monthOfDay,
  type PaydayRule,
  placeParts,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type LimitAlert, syncLimitMarks } from "./limit-alerts.ts";

export interface RulesOutcome {
  alerts: LimitAlert[];
}

/**
 * The fields of a record the rules compare to tell a change they follow from one they do not (a
 * description edited moves no bill and no limit), and the ones they read of its images.
 */
const RULE_FIELDS = [
  "id",
  "user_id",
  "kind",
  "amount_centavos",
  "date",
  "category_id",
  "card_id",
  "bill_month",
  "installment_group",
  "installment_count",
] as const;
const READ_FIELDS = RULE_FIELDS.filter((f) => f !== "user_id" && f !== "amount_centavos");

const fieldsOf = (image: string) => `(${RULE_FIELDS.map((f) => `${image}->>'${f}'`).join(", ")})`;
// An image's fields as text columns, prefixed ("b_kind", "a_date").
const columnsOf = (image: string, prefix: string) =>
  READ_FIELDS.map((f) => `${image}->>'${f}' AS ${prefix}_${f}`).join(", ");

/**
 * Each record an operation changed, worked out where the changes are (an import's thousands of
 * rows never travel): its first image before (`b_…`) and last image after (`a_…`), null for one
 * inserted or deleted (`had`, `has`), in the order the records were first touched (`seq`, its first
 * change's), left out when the two agree on every rule field.
 */
const NET = `
  ends AS (
    SELECT min(seq) AS first, max(seq) AS last FROM books_changes
    WHERE operation_id = $1 AND table_name = 'transactions' GROUP BY row_key
  ),
  net AS MATERIALIZED (
    SELECT e.first AS seq, f.before IS NOT NULL AS had, l.after IS NOT NULL AS has,
      ${columnsOf("f.before", "b")}, ${columnsOf("l.after", "a")}
    FROM ends e JOIN books_changes f ON f.seq = e.first JOIN books_changes l ON l.seq = e.last
    WHERE CASE WHEN f.before IS NULL OR l.after IS NULL THEN (f.before IS NULL) <> (l.after IS NULL)
      ELSE ${fieldsOf("f.before")} IS DISTINCT FROM ${fieldsOf("l.after")} END
  )`;

/**
 * The days and bill months of the expenses changed, by category, before and after, each once in
 * the order first touched (`n`: a record's image before ahead of its image after). A record the
 * placement moved ($2 its id, $3 its new bill) counts on its new bill.
 */
const EXPENSES = `
  SELECT 'expense' AS what, NULL AS key, min(n) AS n, category_id, date, bill_month FROM (
    SELECT b_category_id::bigint AS category_id, b_date AS date, b_bill_month AS bill_month, seq * 2 AS n
    FROM net WHERE b_kind = 'expense' AND b_category_id IS NOT NULL
    UNION ALL
    SELECT a_category_id::bigint, a_date, CASE WHEN m.id IS NULL THEN a_bill_month ELSE m.month END, seq * 2 + 1
    FROM net LEFT JOIN unnest($2::bigint[], $3::text[]) AS m(id, month) ON m.id = a_id::bigint
    WHERE a_kind = 'expense' AND a_category_id IS NOT NULL
  ) images GROUP BY 4, 5, 6`;

/**
 * What an operation changed that the rules follow, in one statement: `records` when any record
 * changed; each `purchase` (installment group or record id) whose parts may go to other bills
 * (new, or their date, card or parts changed, or off every card with a bill month left), in the
 * order first touched; each `expense` as its records stand before the placement; each `limit`
 * category the operation set, changed or removed; each category of those expenses that has a
 * `limited` (person $4): only those have marks to keep. When that leaves the rules nothing to
 * write (no purchase to place when $5, no limit changed, no limited category when $6), the
 * operation is closed in the same round trip: the capture switched off, and a `closed` row says
 * whether the operation changed anything (`date`) and any of the tables $7 (`bill_month`).
 */
const CHANGED = `
  WITH ${NET},
  changed AS (
  SELECT 'records' AS what, NULL AS key, 0 AS n, NULL::bigint AS category_id, NULL AS date, NULL AS bill_month
  FROM net HAVING count(*) > 0
  UNION ALL
  SELECT 'purchase', CASE WHEN a_installment_group IS NOT NULL THEN 'group:' || a_installment_group
    ELSE 'id:' || a_id END, min(seq), NULL, NULL, NULL
  FROM net
  WHERE has AND CASE WHEN a_card_id IS NULL THEN a_bill_month IS NOT NULL
    WHEN NOT had THEN true
    ELSE b_card_id IS DISTINCT FROM a_card_id OR b_date IS DISTINCT FROM a_date
      OR b_installment_group IS DISTINCT FROM a_installment_group
      OR b_installment_count IS DISTINCT FROM a_installment_count
      OR (a_bill_month IS NULL AND b_bill_month IS NULL) END
  GROUP BY 2
  UNION ALL
  ${EXPENSES}
  UNION ALL
  SELECT DISTINCT 'limit', COALESCE(after, before)->>'category_id', 0, NULL::bigint, NULL, NULL FROM books_changes
  WHERE operation_id = $1 AND table_name = 'spending_limits' AND COALESCE(after, before)->>'category_id' IS NOT NULL
  UNION ALL
  SELECT 'limited', l.category_id::text, 0, NULL::bigint, NULL, NULL FROM spending_limits l
  WHERE l.user_id = $4 AND l.category_id IN (
    SELECT b_category_id::bigint FROM net WHERE b_kind = 'expense' AND b_category_id IS NOT NULL
    UNION SELECT a_category_id::bigint FROM net WHERE a_kind = 'expense' AND a_category_id IS NOT NULL)
  )
  SELECT * FROM changed
  UNION ALL
  SELECT 'closed', set_config('books.operation', '', true), 0, NULL::bigint,
    (EXISTS (SELECT 1 FROM books_changes WHERE operation_id = $1))::text,
    (cardinality($7::text[]) > 0
      AND EXISTS (SELECT 1 FROM books_changes WHERE operation_id = $1 AND table_name = ANY ($7::text[])))::text
  WHERE NOT EXISTS (SELECT 1 FROM changed
    WHERE (what = 'purchase' AND $5::boolean) OR what = 'limit' OR (what = 'limited' AND $6::boolean))
  ORDER BY 1, 3`;

interface ChangedRow {
  what: "records" | "purchase" | "expense" | "limit" | "limited" | "closed";
  key: string | null;
  n: number;
  category_id: number | null;
  date: string | null;
  bill_month: string | null;
}

const expensesOf = (rows: readonly ChangedRow[]) =>
  rows
    .filter((r) => r.what === "expense")
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((r) => ({ categoryId: Number(r.category_id), date: String(r.date), billMonth: r.bill_month }));

/** An operation closed by the rules' first statement: whether it changed anything, and the tables asked of. */
export interface Closed {
  changed: boolean;
  stale: boolean;
}

async function changedRows(tx: SqlRunner, input: RulesInput) {
  const rows = await tx.query<ChangedRow>(CHANGED, [
    input.operationId,
    [],
    [],
    input.userId,
    input.placeBills,
    input.limitMarks,
    input.staleTables ?? [],
  ]);
  const closed = rows.find((r) => r.what === "closed");
  return {
    closed: closed ? { changed: closed.date === "true", stale: closed.bill_month === "true" } : null,
    anyLimited: rows.some((r) => r.what === "limited"),
    records: rows.some((r) => r.what === "records"),
    purchases: rows.flatMap((r) => (r.what === "purchase" && r.key !== null ? [r.key] : [])),
    expenses: expensesOf(rows),
    limitCategories: rows.flatMap((r) => (r.what === "limit" ? [Number(r.key)] : [])),
  };
}

/** The expenses an operation changed once its purchases were placed, `moved` to their new bills. */
async function placedExpenses(tx: SqlRunner, operationId: number, moved: ReadonlyMap<number, string | null>) {
  return expensesOf(
    await tx.query<ChangedRow>(`WITH ${NET} ${EXPENSES}`, [
      operationId,
      [...moved.keys()],
      [...moved.values()],
    ]),
  );
}

/** The bill cycles of `cardIds` (null for a card that puts nothing on a bill) and their bills paid. */
async function cardBills(
  tx: SqlRunner,
  cardIds: readonly number[],
): Promise<{ cycles: Map<number, CardCycle | null>; paid: Map<number, Set<string>> }> {
  const cycles = new Map<number, CardCycle | null>();
  const paid = new Map<number, Set<string>>();
  if (cardIds.length === 0) return { cycles, paid };
  const cards = await tx.query<{
    id: number;
    kind: string;
    closing_day: number | null;
    due_day: number | null;
  }>("SELECT id, kind, closing_day, due_day FROM cards WHERE id = ANY($1::bigint[])", [cardIds]);
  for (const card of cards)
    cycles.set(
      Number(card.id),
      card.kind === "credit" && card.closing_day !== null && card.due_day !== null
        ? { closingDay: card.closing_day, dueDay: card.due_day }
        : null,
    );
  for (const p of await tx.query<{ card_id: number; month: string }>(
    "SELECT card_id, month FROM card_bill_payments WHERE card_id = ANY($1::bigint[])",
    [cardIds],
  ))
    paid.set(Number(p.card_id), (paid.get(Number(p.card_id)) ?? new Set()).add(p.month));
  return { cycles, paid };
}

/**
 * The bill each new purchase in one part on card `cardId`, made on `dates`, goes to: the month the
 * rules place it on, so a door writing many at once (a card statement) writes them there and the
 * rules, running after it, find nothing to move.
 */
export async function billsOfNewPurchases(
  tx: SqlRunner,
  cardId: number,
  dates: readonly string[],
): Promise<(string | null)[]> {
  const { cycles, paid } = await cardBills(tx, [cardId]);
  const cycle = cycles.get(cardId) ?? null;
  const paidMonths = paid.get(cardId) ?? new Set<string>();
  return dates.map(
    (date) => placeParts(cycle, date, [{ month: null, overridden: false }], paidMonths)[0] ?? null,
  );
}

interface Part {
  id: number;
  purchase: string;
  date: string;
  card_id: number | null;
  bill_month: string | null;
  bill_overridden: boolean;
}

/**
 * Puts every part of the purchases in `purchases` (group id or record id) on its card's bills: the
 * parts, their cards and the bills paid read at once, the moved parts written in one statement.
 */
async function placePurchases(
  tx: SqlRunner,
  userId: number,
  purchases: readonly string[],
): Promise<Map<number, string | null>> {
  const moved = new Map<number, string | null>();
  if (purchases.length === 0) return moved;
  const groups = purchases.filter((p) => p.startsWith("group:")).map((p) => p.slice(6));
  const ids = purchases.filter((p) => p.startsWith("id:")).map((p) => p.slice(3));
  const parts = await tx.query<Part>(
    `SELECT id, CASE WHEN installment_group = ANY($2::uuid[]) THEN 'group:' || installment_group ELSE 'id:' || id END
       AS purchase, date::text AS date, card_id, bill_month, bill_overridden
     FROM transactions WHERE user_id = $1 AND (installment_group = ANY($2::uuid[]) OR id = ANY($3::bigint[]))
     ORDER BY installment_number NULLS FIRST, id FOR UPDATE`,
    [userId, groups, ids],
  );
  const cardIds = [...new Set(parts.flatMap((p) => (p.card_id === null ? [] : [Number(p.card_id)])))];
  const { cycles, paid } = await cardBills(tx, cardIds);
  // Each purchase's parts by card, in the order of their numbers.
  const byPurchase = new Map<string, Map<number | null, Part[]>>();
  for (const part of parts) {
    const cards = byPurchase.get(part.purchase) ?? new Map<number | null, Part[]>();
    byPurchase.set(part.purchase, cards);
    const card = part.card_id === null ? null : Number(part.card_id);
    const onCard = cards.get(card);
    if (onCard) onCard.push(part);
    else cards.set(card, [part]);
  }
  for (const cards of byPurchase.values())
    for (const [cardId, onCard] of cards) {
      let months: (string | null)[];
      if (cardId === null) months = onCard.map(() => null);
      else {
        const purchaseDate = onCard.reduce((min, p) => (p.date < min ? p.date : min), onCard[0]?.date ?? "");
        months = placeParts(
          cycles.get(cardId) ?? null,
          purchaseDate,
          onCard.map((p) => ({ month: p.bill_month, overridden: p.bill_overridden })),
          paid.get(cardId) ?? new Set(),
        );
      }
      onCard.forEach((p, i) => {
        const month = months[i] ?? null;
        if (p.bill_month !== month) moved.set(Number(p.id), month);
      });
    }
  if (moved.size === 0) return moved;
  await tx.query(
    `UPDATE transactions t SET bill_month = p.month,
       bill_overridden = t.bill_overridden AND p.month IS NOT NULL, updated_at = now()
     FROM unnest($1::bigint[], $2::text[]) AS p(id, month) WHERE t.id = p.id`,
    [[...moved.keys()], [...moved.values()]],
  );
  return moved;
}

interface RulesInput {
  userId: number;
  operationId: number;
  placeBills: boolean;
  limitMarks: boolean;
  today: string;
  /** Tables to say whether the operation changed, when the rules close it (`Closed.stale`). */
  staleTables?: readonly string[];
}

/**
 * Runs the rules over what operation `operationId` changed in the records of `userId` on `today`.
 * `placeBills` is off for an undo, whose rows come back on the bills they had. Months are the
 * person's (from payday to payday when they chose it, books/counting-periods.ts).
 */
export async function applyRules(
  tx: SqlRunner,
  input: RulesInput,
): Promise<RulesOutcome & { closed: Closed | null }> {
  const { closed, ...changed } = await changedRows(tx, input);
  return { ...(await followChanges(tx, input, changed)), closed };
}

async function followChanges(
  tx: SqlRunner,
  input: RulesInput,
  changed: Omit<Awaited<ReturnType<typeof changedRows>>, "closed">,
): Promise<RulesOutcome> {
  const { records, purchases, expenses, limitCategories, anyLimited } = changed;
  const moved =
    records && input.placeBills
      ? await placePurchases(tx, input.userId, purchases)
      : new Map<number, string | null>();
  // No limit changed, and no expense it changed is in a category with a limit: no marks to keep,
  // nothing more to read.
  const marking = records && input.limitMarks && anyLimited;
  if (limitCategories.length === 0 && !marking) return { alerts: [] };
  // Every category and month whose expenses changed, before and after the change: the month each
  // record counts in (a credit part in its bill's under the bill view, counted-in-period.ts), the
  // bills as they stand once the purchases were placed (read again only when some moved).
  let placed: typeof expenses = [];
  if (marking) placed = moved.size > 0 ? await placedExpenses(tx, input.operationId, moved) : expenses;
  // The person's view of credit parts, when months start on payday its rule, and which of those
  // categories have a limit (only theirs have marks to keep), in one round trip.
  const [person] = await tx.query<{
    instalment_view: InstalmentView;
    rule: PaydayRule | null;
    limited: Array<number | string>;
  }>(
    `SELECT u.instalment_view, p.rule,
       ARRAY(SELECT l.category_id FROM spending_limits l WHERE l.user_id = u.id AND l.category_id = ANY ($2::bigint[]))
         AS limited
     FROM users u LEFT JOIN paydays p ON p.user_id = u.id AND p.month_starts_on_payday WHERE u.id = $1`,
    [input.userId, [...new Set(placed.map((image) => image.categoryId))]],
  );
  const view = person?.instalment_view ?? DEFAULT_INSTALMENT_VIEW;
  const rule = person?.rule ?? null;
  // A limit set, changed, removed or put back: its marks follow in every month, silently (what a
  // limit set now has already reached counts as announced, the reply says where the month stands;
  // a raised limit re-arms what is no longer reached, in the past months too; a removed one keeps none).
  for (const categoryId of limitCategories)
    await syncLimitMarks(tx, { userId: input.userId, categoryId, months: "every", rule });
  const limited = new Set((person?.limited ?? []).map(Number));
  const months = new Map<number, Set<string>>();
  for (const image of placed) {
    if (!limited.has(image.categoryId) || limitCategories.includes(image.categoryId)) continue;
    const month = countingMonthOf(image, view === "bill", rule);
    months.set(image.categoryId, (months.get(image.categoryId) ?? new Set()).add(month));
  }
  // The months being lived: this one, and the next (a purchase on the card's next bill counts there).
  const month = monthOfDay(input.today, rule);
  const next = shiftMonth(month, 1);
  const alerts: LimitAlert[] = [];
  for (const [categoryId, marked] of months) {
    const owed = await syncLimitMarks(tx, { userId: input.userId, categoryId, months: [...marked], rule });
    for (const alert of owed) alerts.push({ ...alert, live: alert.month === month || alert.month === next });
  }
  return { alerts };
}
