import {
  transactionDeleteQuerySchema,
  transactionEndpoints,
  transactionListQuerySchema,
} from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { personOf } from "../../auth/session-middleware.ts";
import { rememberCategory } from "../../books/category-choices.ts";
import { getTransaction, transactionNotFound } from "../../books/get-transaction.ts";
import { readJson } from "../../http/read-json.ts";
import { readId, readQuery } from "../../http/read-query.ts";
import { bookOf } from "../book-scope.ts";
import { inBook } from "../in-book.ts";
import { createTransaction } from "./create-transaction.ts";
import { deleteTransaction } from "./delete-transaction.ts";
import { listTransactions } from "./list-transactions.ts";
import { restoreTransactions } from "./restore-transactions.ts";
import { updateTransaction } from "./update-transaction.ts";

/**
 * /api/me/transactions: the person's records, listed, added, changed, deleted and restored, in
 * the request's book (a record of the other book answers 404).
 */
export function transactionRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const scope = async (c: Context) => ({ userId: personOf(c).userId, book: await bookOf(c) });
  const own = async (c: Context) => {
    const { userId, book } = await scope(c);
    const id = readId(c, transactionNotFound);
    if (!(await inBook(db, "transactions", { userId, id, book }))) throw transactionNotFound();
    return { userId, book, id };
  };
  return new Hono()
    .get("/", async (c) => {
      const { userId, book } = await scope(c);
      const query = readQuery(c, transactionListQuerySchema);
      return c.json(await listTransactions(db, { userId, query: { ...query, book } }));
    })
    .post("/", async (c) => {
      const { userId, book } = await scope(c);
      const data = await readJson(c, transactionEndpoints.create.body);
      return c.json(
        { item: await db.transaction((tx) => createTransaction(tx, { userId, data, now: now(), book })) },
        201,
      );
    })
    .post("/restore", async (c) => {
      const { userId, book } = await scope(c);
      const { items } = await readJson(c, transactionEndpoints.restore.body);
      return c.json({
        items: await db.transaction((tx) => restoreTransactions(tx, { userId, items, now: now(), book })),
      });
    })
    .get("/:id", async (c) => {
      const { userId, id } = await own(c);
      return c.json({ item: await getTransaction(db, { userId, id }) });
    })
    .patch("/:id", async (c) => {
      const { userId, id, book } = await own(c);
      const data = await readJson(c, transactionEndpoints.update.body);
      return c.json({
        items: await db.transaction(async (tx) => {
          const before = data.categoryId !== undefined ? await getTransaction(tx, { userId, id }) : null;
          const items = await updateTransaction(tx, { userId, id, data, now: now(), book });
          // a record moved to another category by hand: its words go there in chat from now on
          const after = items.find((t) => t.id === id);
          if (before && after?.category && after.categoryId !== before.categoryId)
            await rememberCategory(tx, {
              userId,
              book,
              description: after.description,
              category: after.category,
              kind: after.kind,
            });
          return items;
        }),
      });
    })
    .delete("/:id", async (c) => {
      const { userId, id } = await own(c);
      const { scope } = readQuery(c, transactionDeleteQuerySchema);
      return c.json({ deleted: await db.transaction((tx) => deleteTransaction(tx, { userId, id, scope })) });
    });
}
