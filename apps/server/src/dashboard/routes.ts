import { saoPauloTodayIso } from "@tostao/core";
import { categoryEndpoints } from "@tostao/core/dashboard/categories";
import { recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { reminderEndpoints, reminderListQuerySchema } from "@tostao/core/dashboard/reminders";
import { summaryQuerySchema } from "@tostao/core/dashboard/summary";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import { accountRoutes } from "./account/routes.ts";
import { sessionRoutes } from "./account/session-routes.ts";
import { listCategories } from "./categories/list-categories.ts";
import { mergeCategories } from "./categories/merge-categories.ts";
import { categoryNotFound, createCategory, updateCategory } from "./categories/save-category.ts";
import { dataRoutes } from "./export/data-routes.ts";
import { exportRoutes } from "./export/routes.ts";
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
 * another person's id answers 404, never their data.
 */
export function meRoutes(deps: MeRouteDeps) {
  const { db, now } = deps;
  return new Hono()
    .use("*", async (c, next) => {
      personOf(c);
      await next();
    })
    .route("/transactions", transactionRoutes(deps))
    .get("/summary", async (c) => {
      const { userId } = personOf(c);
      const { month, book } = readQuery(c, summaryQuerySchema);
      return c.json(
        await monthSummary(db, { userId, month: month ?? saoPauloTodayIso(now()).slice(0, 7), book }),
      );
    })
    .get("/categories", async (c) => {
      return c.json({ items: await listCategories(db, { userId: personOf(c).userId }) });
    })
    .post("/categories", async (c) => {
      const { userId } = personOf(c);
      const data = await readJson(c, categoryEndpoints.create.body);
      return c.json({ item: await db.transaction((tx) => createCategory(tx, { userId, data })) }, 201);
    })
    .patch("/categories/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, categoryNotFound);
      const data = await readJson(c, categoryEndpoints.update.body);
      return c.json({
        item: await db.transaction((tx) => updateCategory(tx, { userId, id, data, now: now() })),
      });
    })
    .post("/categories/:id/merge", async (c) => {
      const { userId } = personOf(c);
      const fromId = readId(c, categoryNotFound);
      const { intoId } = await readJson(c, categoryEndpoints.merge.body);
      return c.json(await db.transaction((tx) => mergeCategories(tx, { userId, fromId, intoId })));
    })
    .get("/reminders", async (c) => {
      const { userId } = personOf(c);
      const { status } = readQuery(c, reminderListQuerySchema);
      return c.json({ items: await listReminders(db, { userId, status }) });
    })
    .post("/reminders", async (c) => {
      const { userId } = personOf(c);
      const data = await readJson(c, reminderEndpoints.create.body);
      return c.json({ item: await createReminder(db, { userId, data, now: now() }) }, 201);
    })
    .patch("/reminders/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, reminderNotFound);
      const data = await readJson(c, reminderEndpoints.update.body);
      return c.json({ item: await db.transaction((tx) => updateReminder(tx, { userId, id, data })) });
    })
    .post("/reminders/:id/paid", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, reminderNotFound);
      return c.json({ item: await db.transaction((tx) => markReminderPaid(tx, { userId, id })) });
    })
    .delete("/reminders/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, reminderNotFound);
      return c.json({ deleted: await db.transaction((tx) => deleteReminder(tx, { userId, id })) });
    })
    .get("/recurring", async (c) => {
      return c.json({ items: await listRecurring(db, { userId: personOf(c).userId }) });
    })
    .post("/recurring", async (c) => {
      const { userId } = personOf(c);
      const data = await readJson(c, recurringEndpoints.create.body);
      return c.json({ item: await db.transaction((tx) => createRecurring(tx, { userId, data })) }, 201);
    })
    .patch("/recurring/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, ruleNotFound);
      const data = await readJson(c, recurringEndpoints.update.body);
      return c.json({ item: await db.transaction((tx) => updateRecurring(tx, { userId, id, data })) });
    })
    .delete("/recurring/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, ruleNotFound);
      return c.json({ deleted: await db.transaction((tx) => deleteRecurring(tx, { userId, id })) });
    })
    .route("/", exportRoutes(deps))
    .route("/", dataRoutes(deps))
    .route("/sessions", sessionRoutes(deps))
    .route("/", accountRoutes(deps));
}
