/**
 * The one access check of a paid instance (ACCESS_MODE=paid), at every door that creates or sends
 * something for a person: chat and WhatsApp (process-inbound), files (before they are downloaded or
 * read), the dashboard API's writes, web chat uploads, and the scheduled sends (10:00 reminders,
 * bill notices, digests, the fixed monthly items). A person without a plan keeps what is theirs to
 * keep: reading their data, their LGPD copy, erasing their account, their sessions and profile.
 */
import { AppError, type PlanCode } from "@tostao/core";
import { PLAN_REQUIRED } from "@tostao/core/dashboard/plan";
import type { SqlRunner } from "@tostao/db";
import type { Context, MiddlewareHandler } from "hono";
import type { AuthEnv } from "../auth/session-middleware.ts";
import type { AccessPlans } from "../billing/access-plans.ts";

/** Whether plans (from AccessPlans) give any access: an open instance, or at least one plan. */
export const hasAccess = (plans: readonly PlanCode[] | "open"): boolean =>
  plans === "open" || plans.length > 0;

/** Whether a person has a plan at `now`, as the daily jobs ask before writing to their books. */
export const hasPlanAt =
  (accessPlans: AccessPlans, db: SqlRunner, now: Date) =>
  async (userId: number): Promise<boolean> =>
    hasAccess(await accessPlans(db, userId, now));

/** The 403 of a person without a plan on a paid instance. */
const noAccess = () =>
  new AppError(
    PLAN_REQUIRED,
    "Sua assinatura não está ativa. Assine um plano para registrar, editar e enviar arquivos; seus dados continuam aqui para ver, baixar ou apagar.",
    { plansUrl: "/planos" },
  );

/** Writes a person may make without a plan: their profile, sessions, and erasing the account. */
const ALWAYS = [
  /^PATCH \/api\/me$/,
  /^DELETE \/api\/me$/,
  /^PUT \/api\/me\/book$/,
  /^POST \/api\/me\/sessions\/revoke$/,
  /^DELETE \/api\/me\/sessions\/[^/]+$/,
];

/** Refuses a signed-in person's writes (anything but GET/HEAD) when they have no access. */
export function requireAccessToWrite(deps: {
  db: SqlRunner;
  accessPlans: AccessPlans;
  now: () => Date;
}): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const path = c.req.path.replace(/\/$/, "");
    if (ALWAYS.some((allowed) => allowed.test(`${method} ${path}`))) return next();
    // Routes without a signed-in person refuse on their own (401).
    const person = (c as unknown as Context<AuthEnv>).get("person");
    if (!person) return next();
    if (!hasAccess(await deps.accessPlans(deps.db, person.userId, deps.now()))) throw noAccess();
    await next();
  };
}
