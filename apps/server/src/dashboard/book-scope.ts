import { AppError, type Book, type Feature, featureGate, isBook, type PlanCode } from "@tostao/core";
import { bookSchema } from "@tostao/core/dashboard/fields";
import { lockedFeatureMessage, PLAN_REQUIRED } from "@tostao/core/dashboard/plan";
import type { Db } from "@tostao/db";
import type { Context, MiddlewareHandler } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import type { AccessPlans } from "../billing/access-plans.ts";

/** What a dashboard request may see: the book it is about and the plans the person holds. */
export interface BookScope {
  book: Book;
  plans: readonly PlanCode[] | "open";
}

type ScopeEnv = { Variables: { bookScope: () => Promise<BookScope> } };

/** The 403 of a feature the person's plan lacks, with the pt-BR sentence the dashboard shows. */
export function planRequired(plans: readonly PlanCode[] | "open", feature: Feature): AppError | null {
  const gate = featureGate(plans, feature);
  if (gate.allowed) return null;
  return new AppError(PLAN_REQUIRED, lockedFeatureMessage(gate), {
    feature,
    planTitles: gate.planTitles,
    plansUrl: "/planos",
  });
}

/**
 * Resolves, once per request and only when a route asks, which book a /api/me request is
 * about: `?book=` when given (the business book needs the business edition: 403 otherwise),
 * else the book the person chose on the dashboard's switch (personal if their plan no longer
 * has the business edition). Reading never writes: a business book starts with its first record.
 */
export function bookScope(deps: { db: Db; now: () => Date; accessPlans: AccessPlans }): MiddlewareHandler {
  return async (c, next) => {
    let resolved: Promise<BookScope> | null = null;
    const resolve = async (): Promise<BookScope> => {
      const { userId } = personOf(c);
      const asked = c.req.query("book");
      const parsed = asked === undefined ? null : bookSchema.safeParse(asked);
      if (parsed && !parsed.success) {
        throw new AppError("validation", "Alguns campos estão inválidos.", {
          fields: { book: parsed.error.issues[0]?.message ?? "Livro inválido." },
        });
      }
      const plans = await deps.accessPlans(deps.db, userId, deps.now());
      if (parsed?.success) {
        if (parsed.data === "business") {
          const refused = planRequired(plans, "business_books");
          if (refused) throw refused;
        }
        return { book: parsed.data, plans };
      }
      const rows = await deps.db.query<{ dashboard_book: string }>(
        "SELECT dashboard_book FROM users WHERE id = $1",
        [userId],
      );
      const saved = rows[0]?.dashboard_book;
      const book: Book =
        isBook(saved) && saved === "business" && featureGate(plans, "business_books").allowed
          ? "business"
          : "personal";
      return { book, plans };
    };
    (c as unknown as Context<ScopeEnv>).set("bookScope", () => {
      resolved ??= resolve();
      return resolved;
    });
    await next();
  };
}

/** The book a dashboard request is about and the person's plans (see bookScope). */
export async function scopeOf(c: Context): Promise<BookScope> {
  const get = (c as unknown as Context<ScopeEnv>).get("bookScope");
  if (!get) throw new Error("bookScope middleware is not mounted in front of this route");
  return get();
}

/** The book a dashboard request is about (see bookScope). */
export async function bookOf(c: Context): Promise<Book> {
  return (await scopeOf(c)).book;
}

/** Refuses with 403 `plan_required` when the person's plan does not include `feature`. */
export async function requireFeature(c: Context, feature: Feature): Promise<void> {
  const refused = planRequired((await scopeOf(c)).plans, feature);
  if (refused) throw refused;
}

/** The plans behind a dashboard request ("open" on a free instance). */
export async function plansOf(c: Context): Promise<readonly PlanCode[] | "open"> {
  return (await scopeOf(c)).plans;
}
