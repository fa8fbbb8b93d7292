/**
 * /api/me/accounts, /api/me/payday, /api/me/month-ahead: the dashboard's accounts, balances and
 * projection (docs/accounts.md), scoped to the session's person and book.
 */
import { AppError, saoPauloTodayIso } from "@tostao/core";
import { accountEndpoints } from "@tostao/core/dashboard/money-accounts";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import { bookOf } from "../dashboard/book-scope.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import { archiveAccount, createAccount, listAccounts, updateAccount } from "./accounts.ts";
import { accountBalances } from "./balances.ts";
import { projectMonthAhead, savePayday } from "./month-ahead.ts";

const notFound = () => new AppError("not_found", "Conta não encontrada.");

export function moneyAccountRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const scope = async (c: Context) => ({ userId: personOf(c).userId, book: await bookOf(c) });
  return new Hono()
    .get("/accounts", async (c) => {
      const { userId, book } = await scope(c);
      const today = saoPauloTodayIso(now());
      const [items, balances] = await Promise.all([
        listAccounts(db, userId, book),
        accountBalances(db, { userId, book, today }),
      ]);
      return c.json(accountEndpoints.list.response.parse({ items, balances }));
    })
    .post("/accounts", async (c) => {
      const { userId, book } = await scope(c);
      const body = await readJson(c, accountEndpoints.create.body);
      const item = await db.transaction((tx) =>
        createAccount(tx, {
          userId,
          book,
          name: body.name,
          kind: body.kind,
          openingBalance: body.openingBalanceCents,
          openingOn: body.openingOn,
        }),
      );
      return c.json({ item }, 201);
    })
    .patch("/accounts/:id", async (c) => {
      const { userId, book } = await scope(c);
      const id = readId(c, notFound);
      const body = await readJson(c, accountEndpoints.update.body);
      const item = await db.transaction((tx) =>
        updateAccount(tx, {
          userId,
          book,
          id,
          name: body.name,
          kind: body.kind,
          openingBalance: body.openingBalanceCents,
          openingOn: body.openingOn,
        }),
      );
      if (!item) throw notFound();
      return c.json({ item });
    })
    .delete("/accounts/:id", async (c) => {
      const { userId, book } = await scope(c);
      const id = readId(c, notFound);
      if (!(await db.transaction((tx) => archiveAccount(tx, { userId, book, id, now: now() }))))
        throw notFound();
      return c.json({ archived: true as const });
    })
    .put("/payday", async (c) => {
      const { userId } = await scope(c);
      const body = await readJson(c, accountEndpoints.payday.body);
      const item = await db.transaction((tx) =>
        savePayday(tx, {
          userId,
          rule: body.rule,
          amount: body.amountCents ?? null,
          monthStartsOnPayday: body.monthStartsOnPayday,
        }),
      );
      return c.json({ item });
    })
    .get("/month-ahead", async (c) => {
      const { userId, book } = await scope(c);
      const { until } = readQuery(c, accountEndpoints.monthAhead.query);
      const today = saoPauloTodayIso(now());
      const view = await db.transaction((tx) => projectMonthAhead(tx, { userId, book, today, until }));
      return c.json(accountEndpoints.monthAhead.response.parse(view));
    });
}
