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
  // PostgreSQL cannot store U+0000 in text: refuse it here as bad input, not later as a 5xx.
  if (hasNul(data)) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { _: "O texto contém um caractere inválido (nulo)." },
    });
  }
  return validate(schema, data);
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, v]) => key.includes("\u0000") || hasNul(v));
  }
  return false;
}

// zod's own wording is English; what a person or a program may see is pt-BR.
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== "invalid_type" || !/^Invalid input/.test(issue.message)) return issue.message;
  return issue.path.length === 0
    ? "O corpo da requisição deve ser um objeto JSON."
    : "Valor de tipo inválido.";
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
      fields[key] ??= issueMessage(issue);
    }
    throw new AppError("validation", "Alguns campos estão inválidos.", { fields });
  }
  return parsed.data;
}
