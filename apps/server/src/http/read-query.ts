import { fromSearchParams } from "@tostao/core/api/endpoint";
import type { Context } from "hono";
import type { z } from "zod";
import { validate } from "./read-json.ts";

/** Reads and validates the query string (repeated keys become arrays); a miss is 400 validation. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  // A repeated key's miss is reported on the key itself ("kind", not "kind.1").
  return validate(schema, fromSearchParams(new URL(c.req.url).searchParams), (path) => String(path[0] ?? ""));
}

/** Reads the `:id` route parameter as a positive integer; anything else is 404 (no such record). */
export function readId(c: Context, notFound: () => Error): number {
  const text = c.req.param("id") ?? "";
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw notFound();
  return Number(text);
}
