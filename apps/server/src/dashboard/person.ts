import { AppError } from "@tostao/core";
import type { Context } from "hono";

/** The signed-in person of a request (set on `c.var.person` by the auth middleware). */
export interface Person {
  userId: number;
  sessionId: string;
}

/** The signed-in person, or 401 `unauthorized` "Entre para continuar.". */
export function personOf(c: Context): Person {
  const person = (c as unknown as Context<{ Variables: { person: Person | null } }>).get("person");
  if (!person) throw new AppError("unauthorized", "Entre para continuar.");
  return person;
}
