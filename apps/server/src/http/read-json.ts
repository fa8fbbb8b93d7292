import { AppError } from "@tostao/core";
import type { Context } from "hono";
import type { z } from "zod";

/** Reads and validates a JSON body: malformed JSON is 400 invalid_json, a schema miss 400 validation. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "O corpo da requisição não é um JSON válido.");
  }
  return validate(schema, data);
}

/** Validates data with a schema: a miss is 400 validation with the first message of each field. */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  fieldOf: (path: PropertyKey[]) => string = (path) => path.join("."),
): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = fieldOf(issue.path) || "_";
      fields[key] ??= issue.message;
    }
    throw new AppError("validation", "Alguns campos estão inválidos.", { fields });
  }
  return parsed.data;
}
