import { AppError } from "@tostao/core";
import type { Db } from "@tostao/db";
import type { Context, MiddlewareHandler } from "hono";
import { findSession } from "./find-session.ts";
import { readSessionCookie } from "./session-cookie.ts";

/** The signed-in person of a request. */
export interface Person {
  userId: number;
  sessionId: string;
}

/** The signed-in operator of a request. */
interface Operator {
  sessionId: string;
}

export type AuthVariables = { person: Person | null; operator: Operator | null };
export type AuthEnv = { Variables: AuthVariables };

/**
 * Puts `c.var.person` and `c.var.operator` on every request (null when not signed in). The
 * database is asked only when the request carries the cookie.
 */
export function sessionMiddleware(deps: { db: Db; now: () => Date }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const now = deps.now();
    const personToken = readSessionCookie(c, "person");
    const operatorToken = readSessionCookie(c, "operator");
    const person = personToken
      ? await findSession(deps.db, { token: personToken, kind: "person", now })
      : null;
    const operator = operatorToken
      ? await findSession(deps.db, { token: operatorToken, kind: "operator", now })
      : null;
    c.set(
      "person",
      person?.kind === "person" ? { userId: person.userId, sessionId: person.sessionId } : null,
    );
    c.set("operator", operator ? { sessionId: operator.sessionId } : null);
    await next();
  };
}

// Routers typed without AuthEnv still run behind sessionMiddleware; read the variables by name.
const variable = <K extends keyof AuthVariables>(c: Context, key: K): AuthVariables[K] =>
  ((c as unknown as Context<AuthEnv>).get(key) ?? null) as AuthVariables[K];

/** The signed-in person, or 401 `unauthorized` "Entre para continuar.". */
export function personOf(c: Context): Person {
  const person = variable(c, "person");
  if (!person) throw new AppError("unauthorized", "Entre para continuar.");
  return person;
}

/** The signed-in operator, or 401. */
function operatorOf(c: Context): Operator {
  const operator = variable(c, "operator");
  if (!operator) throw new AppError("unauthorized", "Entre na área do operador para continuar.");
  return operator;
}

/** Lets a request through only for a signed-in person (401 otherwise). */
export const requirePerson: MiddlewareHandler = async (c, next) => {
  personOf(c);
  await next();
};

/** Lets a request through only for a signed-in operator (401 otherwise). */
export const requireOperator: MiddlewareHandler = async (c, next) => {
  operatorOf(c);
  await next();
};
