/**
 * Balances (docs/accounts.md, "Balances"): each account's stated balance (the newest a bank
 * statement or the person gave, else the opening balance) plus what moved in it since, up to
 * today. Records in no account count in the main account (the oldest that is not a card); credit
 * card purchases leave the bank when their bill is paid, so they are not cash. A balance with
 * movements since it was stated is an estimate, and says so.
 */
import type { AccountBalance, Balances, Book } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

interface Row {
  id: number;
  name: string;
  kind: AccountBalance["kind"];
  base: number;
  since: string;
  balance: number;
  moves: number;
  unassigned: number;
}

/**
 * Every account's balance at the end of `today`, and the total of the money accounts (cards
 * owe, they do not hold). With no accounts, the records alone give an estimate.
 */
export async function accountBalances(
  tx: SqlRunner,
  input: { userId: number; book: Book; today: string },
): Promise<Balances> {
  const rows = await tx.query<Row>(
    `WITH acc AS (
       SELECT id, name, kind,
         CASE WHEN stated_on IS NOT NULL AND stated_on >= opening_on THEN stated_balance_centavos
              ELSE opening_balance_centavos END AS base,
         CASE WHEN stated_on IS NOT NULL AND stated_on >= opening_on THEN stated_on
              ELSE opening_on - 1 END AS base_on,
         CASE WHEN stated_on IS NOT NULL AND stated_on >= opening_on THEN stated_on ELSE opening_on END AS since,
         CASE WHEN stated_on IS NOT NULL AND stated_on >= opening_on THEN stated_at END AS stated_at
       FROM accounts WHERE user_id = $1 AND book = $2 AND archived_at IS NULL
     ),
     main AS (SELECT id FROM acc WHERE kind <> 'card' ORDER BY id LIMIT 1),
     moves AS (
       SELECT COALESCE(t.account_id, (SELECT id FROM main)) AS account_id, t.date,
         CASE WHEN t.kind = 'income' THEN t.amount_centavos ELSE -t.amount_centavos END AS delta,
         t.account_id IS NULL AS unassigned, t.created_at
       FROM transactions t
       WHERE t.user_id = $1 AND t.book = $2 AND t.date <= $3::date
         AND NOT (t.account_id IS NULL AND (t.payment_method IS NOT DISTINCT FROM 'credit' OR t.bill_month IS NOT NULL))
       UNION ALL
       SELECT from_account_id, date, -amount_centavos, false, created_at FROM account_transfers
       WHERE user_id = $1 AND book = $2 AND date <= $3::date AND from_account_id IS NOT NULL
       UNION ALL
       SELECT to_account_id, date, amount_centavos, false, created_at FROM account_transfers
       WHERE user_id = $1 AND book = $2 AND date <= $3::date AND to_account_id IS NOT NULL
     )
     , counted AS (
       SELECT acc.*, m.delta, m.unassigned FROM acc JOIN moves m ON m.account_id = acc.id
       WHERE m.date > acc.base_on OR (m.date = acc.base_on AND m.created_at > acc.stated_at)
     )
     SELECT acc.id, acc.name, acc.kind, acc.base::bigint AS base, acc.since::text AS since,
       (acc.base + COALESCE(SUM(c.delta), 0))::bigint AS balance,
       COUNT(c.delta)::int AS moves,
       COUNT(c.delta) FILTER (WHERE c.unassigned)::int AS unassigned
     FROM acc LEFT JOIN counted c ON c.id = acc.id
     GROUP BY acc.id, acc.name, acc.kind, acc.base, acc.base_on, acc.since
     ORDER BY acc.id`,
    [input.userId, input.book, input.today],
  );
  if (rows.length === 0) {
    // No accounts: what came in minus what went out, every credit purchase left to its bill.
    const records = await tx.query<{ balance: number; moves: number }>(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'income' THEN amount_centavos ELSE -amount_centavos END), 0)::bigint AS balance,
         COUNT(*)::int AS moves
       FROM transactions
       WHERE user_id = $1 AND book = $2 AND date <= $3::date
         AND NOT (payment_method IS NOT DISTINCT FROM 'credit' OR bill_month IS NOT NULL)`,
      [input.userId, input.book, input.today],
    );
    const paid = await tx.query<{ total: number }>(
      `SELECT COALESCE(SUM(p.amount_centavos), 0)::bigint AS total FROM card_bill_payments p
       JOIN cards c ON c.id = p.card_id WHERE c.user_id = $1 AND c.book = $2 AND p.paid_on <= $3::date`,
      [input.userId, input.book, input.today],
    );
    const moves = Number(records[0]?.moves ?? 0);
    return {
      accounts: [],
      total: Number(records[0]?.balance ?? 0) - Number(paid[0]?.total ?? 0),
      estimate: true,
      fromRecordsOnly: moves > 0,
    };
  }
  const accounts: AccountBalance[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    kind: r.kind,
    balance: Number(r.balance),
    estimate: Number(r.moves) > 0,
    since: r.since,
    movesSince: Number(r.moves),
    unassigned: Number(r.unassigned),
  }));
  const money = accounts.filter((a) => a.kind !== "card");
  return {
    accounts,
    total: money.reduce((s, a) => s + a.balance, 0),
    estimate: money.some((a) => a.estimate),
    fromRecordsOnly: false,
  };
}
