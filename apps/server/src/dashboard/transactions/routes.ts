import {
  transactionDeleteQuerySchema,
  transactionEndpoints,
  transactionListQuerySchema,
} from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf } from "../../auth/session-middleware.ts";
import { readJson } from "../../http/read-json.ts";
import { readId, readQuery } from "../../http/read-query.ts";
import { createTransaction } from "./create-transaction.ts";
import { deleteTransaction } from "./delete-transaction.ts";
import { getTransaction, transactionNotFound } from "./get-transaction.ts";
import { listTransactions } from "./list-transactions.ts";
import { restoreTransactions } from "./restore-transactions.ts";
import { updateTransaction } from "./update-transaction.ts";

/** /api/me/transactions: the person's records, listed, added, changed, deleted and restored. */
export function transactionRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return new Hono()
    .get("/", async (c) => {
      const { userId } = personOf(c);
      const query = readQuery(c, transactionListQuerySchema);
      return c.json(await listTransactions(db, { userId, query }));
    })
    .post("/", async (c) => {
      const { userId } = personOf(c);
      const data = await readJson(c, transactionEndpoints.create.body);
      return c.json(
        { item: await db.transaction((tx) => createTransaction(tx, { userId, data, now: now() })) },
        201,
      );
    })
    .post("/restore", async (c) => {
      const { userId } = personOf(c);
      const { items } = await readJson(c, transactionEndpoints.restore.body);
      return c.json({
        items: await db.transaction((tx) => restoreTransactions(tx, { userId, items, now: now() })),
      });
    })
    .get("/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, transactionNotFound);
      return c.json({ item: await getTransaction(db, { userId, id }) });
    })
    .patch("/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, transactionNotFound);
      const data = await readJson(c, transactionEndpoints.update.body);
      return c.json({
        items: await db.transaction((tx) => updateTransaction(tx, { userId, id, data, now: now() })),
      });
    })
    .delete("/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, transactionNotFound);
      const { scope } = readQuery(c, transactionDeleteQuerySchema);
      return c.json({ deleted: await db.transaction((tx) => deleteTransaction(tx, { userId, id, scope })) });
    });
}
