import { saoPauloTodayIso } from "@tostao/core";
import { categoryEndpoints } from "@tostao/core/dashboard/categories";
import { recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { reminderEndpoints, reminderListQuerySchema } from "@tostao/core/dashboard/reminders";
import { summaryQuerySchema } from "@tostao/core/dashboard/summary";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { moneyAccountRoutes } from "../accounts/routes.ts";
import { personOf } from "../auth/session-middleware.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import { accountRoutes } from "./account/routes.ts";
import { sessionRoutes } from "./account/session-routes.ts";
import { bookOf } from "./book-scope.ts";
import { listCategories } from "./categories/list-categories.ts";
import { mergeCategories } from "./categories/merge-categories.ts";
import { categoryNotFound, createCategory, updateCategory } from "./categories/save-category.ts";
import { dataRoutes } from "./export/data-routes.ts";
import { exportRoutes } from "./export/routes.ts";
import { inBook } from "./in-book.ts";
import {
  createRecurring,
  deleteRecurring,
  listRecurring,
  ruleNotFound,
  updateRecurring,
} from "./recurring/recurring-ops.ts";
import {
  createReminder,
  deleteReminder,
  listReminders,
  markReminderPaid,
  reminderNotFound,
  updateReminder,
} from "./reminders/reminder-ops.ts";
import { monthSummary } from "./summary/month-summary.ts";
import { transactionRoutes } from "./transactions/routes.ts";

export interface MeRouteDeps {
  db: Db;
  now: () => Date;
  /** Where sign-in links point (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * /api/me: the signed-in person's own books. Every query is scoped to the session's user, so
 * another person's id answers 404, never their data, and to one book (bookScope): a row of the
 * other book answers 404 too.
 */
export function meRoutes(deps: MeRouteDeps) {
  const { db, now } = deps;
  /** The person, the request's book, and a guard that the row with `id` is theirs in that book. */
  const scope = async (c: Context) => {
    const { userId } = personOf(c);
    const book = await bookOf(c);
    const own = async (table: Parameters<typeof inBook>[1], id: number, notFound: () => Error) => {
      if (!(await inBook(db, table, { userId, id, book }))) throw notFound();
    };
    return { userId, book, own };
  };
  /** The person, the book, and the `:id` of a row that must be theirs in that book (else `notFound`). */
  const owned = async (c: Context, table: Parameters<typeof inBook>[1], notFound: () => Error) => {
    const { userId, book, own } = await scope(c);
    const id = readId(c, notFound);
    await own(table, id, notFound);
    return { userId, book, id };
  };
  return new Hono()
    .use("*", async (c, next) => {
      personOf(c);
      await next();
    })
    .route("/transactions", transactionRoutes(deps))
    .get("/summary", async (c) => {
      const { userId, book } = await scope(c);
      const { month } = readQuery(c, summaryQuerySchema);
      return c.json(
        await monthSummary(db, { userId, month: month ?? saoPauloTodayIso(now()).slice(0, 7), book }),
      );
    })
    .get("/categories", async (c) => {
      const { userId, book } = await scope(c);
      return c.json({ items: await listCategories(db, { userId, book }) });
    })
    .post("/categories", async (c) => {
      const { userId, book } = await scope(c);
      const data = await readJson(c, categoryEndpoints.create.body);
      return c.json({ item: await db.transaction((tx) => createCategory(tx, { userId, data, book })) }, 201);
    })
    .patch("/categories/:id", async (c) => {
      const { userId, book, id } = await owned(c, "categories", categoryNotFound);
      const data = await readJson(c, categoryEndpoints.update.body);
      return c.json({
        item: await db.transaction((tx) => updateCategory(tx, { userId, id, data, now: now(), book })),
      });
    })
    .post("/categories/:id/merge", async (c) => {
      const { userId, own } = await scope(c);
      const fromId = readId(c, categoryNotFound);
      const { intoId } = await readJson(c, categoryEndpoints.merge.body);
      await own("categories", fromId, categoryNotFound);
      await own("categories", intoId, categoryNotFound);
      return c.json(await db.transaction((tx) => mergeCategories(tx, { userId, fromId, intoId })));
    })
    .get("/reminders", async (c) => {
      const { userId, book } = await scope(c);
      const { status } = readQuery(c, reminderListQuerySchema);
      return c.json({ items: await listReminders(db, { userId, status, book }) });
    })
    .post("/reminders", async (c) => {
      const { userId, book } = await scope(c);
      const data = await readJson(c, reminderEndpoints.create.body);
      return c.json({ item: await createReminder(db, { userId, data, now: now(), book }) }, 201);
    })
    .patch("/reminders/:id", async (c) => {
      const { userId, id } = await owned(c, "reminders", reminderNotFound);
      const data = await readJson(c, reminderEndpoints.update.body);
      return c.json({ item: await db.transaction((tx) => updateReminder(tx, { userId, id, data })) });
    })
    .post("/reminders/:id/paid", async (c) => {
      const { userId, id } = await owned(c, "reminders", reminderNotFound);
      return c.json({ item: await db.transaction((tx) => markReminderPaid(tx, { userId, id })) });
    })
    .delete("/reminders/:id", async (c) => {
      const { userId, id } = await owned(c, "reminders", reminderNotFound);
      return c.json({ deleted: await db.transaction((tx) => deleteReminder(tx, { userId, id })) });
    })
    .get("/recurring", async (c) => {
      const { userId, book } = await scope(c);
      return c.json({ items: await listRecurring(db, { userId, book }) });
    })
    .post("/recurring", async (c) => {
      const { userId, book } = await scope(c);
      const data = await readJson(c, recurringEndpoints.create.body);
      return c.json({ item: await db.transaction((tx) => createRecurring(tx, { userId, data, book })) }, 201);
    })
    .patch("/recurring/:id", async (c) => {
      const { userId, book, id } = await owned(c, "recurring_rules", ruleNotFound);
      const data = await readJson(c, recurringEndpoints.update.body);
      return c.json({ item: await db.transaction((tx) => updateRecurring(tx, { userId, id, data, book })) });
    })
    .delete("/recurring/:id", async (c) => {
      const { userId, id } = await owned(c, "recurring_rules", ruleNotFound);
      return c.json({ deleted: await db.transaction((tx) => deleteRecurring(tx, { userId, id })) });
    })
    .route("/", exportRoutes(deps))
    .route("/", dataRoutes(deps))
    .route("/sessions", sessionRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", moneyAccountRoutes(deps));
}
