import { type Book, featureGate, featureNames, planTitle } from "@tostao/core";
import { planEndpoints, planFeature } from "@tostao/core/dashboard/plan";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import { personSubscription } from "../billing/person-subscription.ts";
import { seedBusinessCategories } from "../books/seed-business-categories.ts";
import { readJson } from "../http/read-json.ts";
import { bookOf, planRequired, plansOf } from "./book-scope.ts";

/**
 * /api/me/plan and /api/me/book: what the person's plan includes (so the dashboard explains a
 * locked feature instead of offering a dead button) and the Pessoal / Empresa switch.
 */
export function mePlanRoutes(deps: { db: Db; now: () => Date }) {
  return new Hono()
    .get("/plan", async (c) => {
      const plans = await plansOf(c);
      const features = Object.fromEntries(
        featureNames.map((feature) => [feature, planFeature(featureGate(plans, feature), feature)]),
      );
      const books: Book[] = features.business_books?.allowed ? ["personal", "business"] : ["personal"];
      return c.json(
        planEndpoints.get.response.parse({
          access: plans === "open" ? "open" : "paid",
          planTitles: plans === "open" ? [] : plans.map(planTitle),
          book: await bookOf(c),
          books,
          features,
          subscription: await personSubscription(deps.db, { userId: personOf(c).userId, now: deps.now() }),
        }),
      );
    })
    .put("/book", async (c) => {
      const { userId } = personOf(c);
      const { book } = await readJson(c, planEndpoints.setBook.body);
      if (book === "business") {
        const refused = planRequired(await plansOf(c), "business_books");
        if (refused) throw refused;
      }
      await deps.db.transaction(async (tx) => {
        // Choosing the tab readies its categories; the book itself starts with its first record.
        if (book === "business") await seedBusinessCategories(tx, userId);
        await tx.query("UPDATE users SET dashboard_book = $2 WHERE id = $1", [userId, book]);
      });
      return c.json({ book });
    });
}
