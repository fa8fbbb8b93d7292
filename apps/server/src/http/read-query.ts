import { fromSearchParams } from "@tostao/core/api/endpoint";
import type { Context } from "hono";
import type { z } from "zod";
import { validate } from "./read-json.ts";

/**
 * Reads and validates the query string (repeated keys become arrays); a miss is 400 validation.
 * With `omitEmpty`, a key sent empty (`?q=&page=2`) counts as not sent, as filter forms send them.
 */
export function readQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
  { omitEmpty = false }: { omitEmpty?: boolean } = {},
): z.infer<S> {
  const query = fromSearchParams(new URL(c.req.url).searchParams);
  if (omitEmpty) {
    for (const [key, value] of Object.entries(query)) if (value === "") delete query[key];
  }
  // A repeated key's miss is reported on the key itself ("kind", not "kind.1").
  return validate(schema, query, (path) => String(path[0] ?? ""));
}

/** Reads the `:id` route parameter as a positive integer; anything else is 404 (no such record). */
export function readId(c: Context, notFound: () => Error): number {
  const text = c.req.param("id") ?? "";
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw notFound();
  return Number(text);
}
