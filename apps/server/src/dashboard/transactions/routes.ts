import { replyLimitAlert, saoPauloTodayIso } from "@tostao/core";
import {
  transactionDeleteQuerySchema,
  transactionEndpoints,
  transactionListQuerySchema,
} from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { personOf } from "../../auth/session-middleware.ts";
import { deleteRecord } from "../../books/delete-records.ts";
import { editRecord } from "../../books/edit-record.ts";
import { getTransaction, getTransactions, transactionNotFound } from "../../books/get-transaction.ts";
import { alertsToSay } from "../../books/limit-alerts.ts";
import type { BooksActor, OperationResult } from "../../books/operation.ts";
import { recordEntry } from "../../books/record-entry.ts";
import { splitRecord } from "../../books/split-record.ts";
import { readJson } from "../../http/read-json.ts";
import { readId, readQuery } from "../../http/read-query.ts";
import { bookOf, scopeOf } from "../book-scope.ts";
import { inBook } from "../in-book.ts";
import { listTransactions } from "./list-transactions.ts";

/**
 * /api/me/transactions: the person's records, listed, added, changed and deleted in the request's
 * book (a record of the other book answers 404), every change through the books module as one
 * operation whose id the answer carries ("Desfazer" undoes it: /api/me/operations/:id/undo).
 */
export function transactionRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const actorOf = async (c: Context): Promise<BooksActor> => ({
    userId: personOf(c).userId,
    book: await bookOf(c),
    source: "dashboard",
    now: now(),
  });
  const own = async (c: Context) => {
    const actor = await actorOf(c);
    const id = readId(c, transactionNotFound);
    if (!(await inBook(db, "transactions", { userId: actor.userId, id, book: actor.book })))
      throw transactionNotFound();
    return { actor, id };
  };
  // The limit alerts a change owes, as the chat would say them after it.
  const alertsOf = async (c: Context, done: OperationResult<unknown>) =>
    alertsToSay(done.alerts, { today: saoPauloTodayIso(now()), plans: (await scopeOf(c)).plans }).map(
      replyLimitAlert,
    );
  return new Hono()
    .get("/", async (c) => {
      const { userId, book } = await actorOf(c);
      const query = readQuery(c, transactionListQuerySchema);
      return c.json(
        transactionEndpoints.list.response.parse(
          await listTransactions(db, { userId, query: { ...query, book }, today: saoPauloTodayIso(now()) }),
        ),
      );
    })
    .post("/", async (c) => {
      const actor = await actorOf(c);
      const data = await readJson(c, transactionEndpoints.create.body);
      const saved = await db.transaction(async (tx) => {
        const done = await recordEntry(tx, actor, {
          kind: data.kind,
          amount: data.amountCents as never,
          date: data.date,
          category: { id: data.categoryId ?? null },
          description: data.description,
          payment: {
            method: data.payment ?? null,
            card: data.card || null,
            instalments: data.installments ?? 1,
          },
          settlesReminder: true,
        });
        if (done.value.status !== "recorded") throw new Error("a dashboard record is always recorded");
        const id = done.value.entry.transactionIds[0] ?? 0;
        return {
          item: await getTransaction(tx, { userId: actor.userId, id }),
          operationId: done.operationId,
          alerts: await alertsOf(c, done),
          reminderPaid: done.value.reminderPaid,
        };
      });
      return c.json(transactionEndpoints.create.response.parse(saved), 201);
    })
    .get("/:id", async (c) => {
      const { actor, id } = await own(c);
      return c.json(
        transactionEndpoints.get.response.parse({
          item: await getTransaction(db, { userId: actor.userId, id }),
        }),
      );
    })
    .patch("/:id", async (c) => {
      const { actor, id } = await own(c);
      const data = await readJson(c, transactionEndpoints.update.body);
      const saved = await db.transaction(async (tx) => {
        const done = await editRecord(
          tx,
          actor,
          { id, scope: data.scope },
          {
            date: data.date,
            kind: data.kind,
            amount: data.amountCents as never,
            categoryId: data.categoryId,
            description: data.description,
            payment: data.payment,
            card: data.card,
            installments: data.installments,
          },
        );
        const items = await getTransactions(tx, actor.userId, done.value);
        return { items, operationId: done.operationId, alerts: await alertsOf(c, done) };
      });
      return c.json(transactionEndpoints.update.response.parse(saved));
    })
    .post("/:id/split", async (c) => {
      const { actor, id } = await own(c);
      const data = await readJson(c, transactionEndpoints.split.body);
      const saved = await db.transaction(async (tx) => {
        const done = await splitRecord(
          tx,
          actor,
          id,
          data.parts.map((p) => ({
            amount: p.amountCents,
            categoryId: p.categoryId,
            description: p.description || undefined,
          })),
        );
        const ids = [done.value.recordId, ...done.value.partIds];
        return {
          items: await getTransactions(tx, actor.userId, ids),
          operationId: done.operationId,
          alerts: await alertsOf(c, done),
        };
      });
      return c.json(transactionEndpoints.split.response.parse(saved), 201);
    })
    .delete("/:id", async (c) => {
      const { actor, id } = await own(c);
      const { scope } = readQuery(c, transactionDeleteQuerySchema);
      const done = await db.transaction((tx) => deleteRecord(tx, actor, { id, scope }));
      return c.json(
        transactionEndpoints.remove.response.parse({
          deleted: done.value.deleted,
          operationId: done.operationId,
        }),
      );
    });
}
