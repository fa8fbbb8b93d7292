import { saoPauloTodayIso } from "@tostao/core";
import { categoryEndpoints } from "@tostao/core/dashboard/categories";
import { recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { reminderEndpoints, reminderListQuerySchema } from "@tostao/core/dashboard/reminders";
import { summaryQuerySchema } from "@tostao/core/dashboard/summary";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { moneyAccountRoutes } from "../accounts/routes.ts";
import { personOf } from "../auth/session-middleware.ts";
import { listCategories } from "../books/categories/list-categories.ts";
import { mergeCategories } from "../books/categories/merge-categories.ts";
import { categoryNotFound, createCategory, updateCategory } from "../books/categories/save-category.ts";
import {
  createRecurring,
  deleteRecurring,
  listRecurring,
  ruleNotFound,
  updateRecurring,
} from "../books/fixed-items.ts";
import type { BooksActor } from "../books/operation.ts";
import {
  addReminder,
  deleteReminder,
  listReminders,
  markReminderPaid,
  reminderNotFound,
  updateReminder,
} from "../books/reminders.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import type { UploadFiles } from "../media/upload-files.ts";
import { accountRoutes } from "./account/routes.ts";
import { sessionRoutes } from "./account/session-routes.ts";
import { bookOf } from "./book-scope.ts";
import { dataRoutes } from "./export/data-routes.ts";
import { exportLimit } from "./export/export-limit.ts";
import { exportRoutes } from "./export/routes.ts";
import { inBook } from "./in-book.ts";
import { operationRoutes } from "./operation-routes.ts";
import { monthSummary } from "./summary/month-summary.ts";
import { transactionRoutes } from "./transactions/routes.ts";

export interface MeRouteDeps {
  db: Db;
  now: () => Date;
  /** Where sign-in links point (PUBLIC_URL). */
  publicUrl: string;
  /** Where files wait to be read (erasing the account removes the person's). */
  uploads: UploadFiles;
}

/**
 * /api/me: the signed-in person's own books. Every query is scoped to the session's user, so
 * another person's id answers 404, never their data, and to one book (bookScope): a row of the
 * other book answers 404 too.
 */
export function meRoutes(deps: MeRouteDeps) {
  const { db, now } = deps;
  // One limit for every export of the person's data (the records and the LGPD copy).
  const limit = exportLimit({ db, now });
  /** The person, the request's book, and a guard that the row with `id` is theirs in that book. */
  const scope = async (c: Context) => {
    const { userId } = personOf(c);
    const book = await bookOf(c);
    const own = async (table: Parameters<typeof inBook>[1], id: number, notFound: () => Error) => {
      if (!(await inBook(db, table, { userId, id, book }))) throw notFound();
    };
    // Who changes the books: the signed-in person, in the request's book, from the dashboard.
    const actor: BooksActor = { userId, book, source: "dashboard", now: now() };
    return { userId, book, own, actor };
  };
  /** The person, the book, and the `:id` of a row that must be theirs in that book (else `notFound`). */
  const owned = async (c: Context, table: Parameters<typeof inBook>[1], notFound: () => Error) => {
    const { userId, book, own, actor } = await scope(c);
    const id = readId(c, notFound);
    await own(table, id, notFound);
    return { userId, book, id, actor };
  };
  return new Hono()
    .use("*", async (c, next) => {
      personOf(c);
      await next();
    })
    .route("/transactions", transactionRoutes(deps))
    .route("/", operationRoutes(deps))
    .get("/summary", async (c) => {
      const { userId, book } = await scope(c);
      const { month } = readQuery(c, summaryQuerySchema);
      return c.json(await monthSummary(db, { userId, month, today: saoPauloTodayIso(now()), book }));
    })
    .get("/categories", async (c) => {
      const { userId, book } = await scope(c);
      return c.json(
        categoryEndpoints.list.response.parse({ items: await listCategories(db, { userId, book }) }),
      );
    })
    .post("/categories", async (c) => {
      const { actor } = await scope(c);
      const data = await readJson(c, categoryEndpoints.create.body);
      const done = await db.transaction((tx) => createCategory(tx, actor, data));
      return c.json(
        categoryEndpoints.create.response.parse({ item: done.value, operationId: done.operationId }),
        201,
      );
    })
    .patch("/categories/:id", async (c) => {
      const { id, actor } = await owned(c, "categories", categoryNotFound);
      const data = await readJson(c, categoryEndpoints.update.body);
      const done = await db.transaction((tx) => updateCategory(tx, actor, id, data));
      return c.json(
        categoryEndpoints.update.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .post("/categories/:id/merge", async (c) => {
      const { own, actor } = await scope(c);
      const fromId = readId(c, categoryNotFound);
      const { intoId } = await readJson(c, categoryEndpoints.merge.body);
      await own("categories", fromId, categoryNotFound);
      await own("categories", intoId, categoryNotFound);
      const done = await db.transaction((tx) => mergeCategories(tx, actor, { fromId, intoId }));
      return c.json(categoryEndpoints.merge.response.parse({ ...done.value, operationId: done.operationId }));
    })
    .get("/reminders", async (c) => {
      const { userId, book } = await scope(c);
      const { status } = readQuery(c, reminderListQuerySchema);
      return c.json(
        reminderEndpoints.list.response.parse({ items: await listReminders(db, { userId, status, book }) }),
      );
    })
    .post("/reminders", async (c) => {
      const { actor } = await scope(c);
      const data = await readJson(c, reminderEndpoints.create.body);
      const done = await db.transaction((tx) => addReminder(tx, actor, data));
      return c.json(
        reminderEndpoints.create.response.parse({ item: done.value, operationId: done.operationId }),
        201,
      );
    })
    .patch("/reminders/:id", async (c) => {
      const { id, actor } = await owned(c, "reminders", reminderNotFound);
      const data = await readJson(c, reminderEndpoints.update.body);
      const done = await db.transaction((tx) => updateReminder(tx, actor, id, data));
      return c.json(
        reminderEndpoints.update.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .post("/reminders/:id/paid", async (c) => {
      const { id, actor } = await owned(c, "reminders", reminderNotFound);
      const done = await db.transaction((tx) => markReminderPaid(tx, actor, id));
      return c.json(
        reminderEndpoints.paid.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .delete("/reminders/:id", async (c) => {
      const { id, actor } = await owned(c, "reminders", reminderNotFound);
      const done = await db.transaction((tx) => deleteReminder(tx, actor, id));
      return c.json(
        reminderEndpoints.remove.response.parse({ deleted: done.value, operationId: done.operationId }),
      );
    })
    .get("/recurring", async (c) => {
      const { userId, book } = await scope(c);
      return c.json(
        recurringEndpoints.list.response.parse({ items: await listRecurring(db, { userId, book }) }),
      );
    })
    .post("/recurring", async (c) => {
      const { actor } = await scope(c);
      const data = await readJson(c, recurringEndpoints.create.body);
      const done = await db.transaction((tx) => createRecurring(tx, actor, data));
      return c.json(
        recurringEndpoints.create.response.parse({ item: done.value, operationId: done.operationId }),
        201,
      );
    })
    .patch("/recurring/:id", async (c) => {
      const { id, actor } = await owned(c, "recurring_rules", ruleNotFound);
      const data = await readJson(c, recurringEndpoints.update.body);
      const done = await db.transaction((tx) => updateRecurring(tx, actor, id, data));
      return c.json(
        recurringEndpoints.update.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .delete("/recurring/:id", async (c) => {
      const { id, actor } = await owned(c, "recurring_rules", ruleNotFound);
      const done = await db.transaction((tx) => deleteRecurring(tx, actor, id));
      return c.json(
        recurringEndpoints.remove.response.parse({ deleted: done.value, operationId: done.operationId }),
      );
    })
    .route("/", exportRoutes({ ...deps, limit }))
    .route("/", dataRoutes({ ...deps, limit }))
    .route("/sessions", sessionRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", moneyAccountRoutes({ ...deps, bookOf }));
}
