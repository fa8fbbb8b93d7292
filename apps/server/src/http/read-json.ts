import { AppError } from "@tostao/core";
import type { Context } from "hono";
import type { z } from "zod";
import { cleanJson, nestedDeeperThan, nulPath } from "./bad-bytes.ts";

/** No request of ours nests deeper; a deeper body is refused before anything walks it. */
const MAX_DEPTH = 32;

/** Reads and validates a JSON body: malformed JSON is 400 invalid_json, a schema miss 400 validation. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "O corpo da requisição não é um JSON válido.");
  }
  if (nestedDeeperThan(data, MAX_DEPTH))
    throw new AppError("invalid_json", `O JSON tem mais de ${MAX_DEPTH} níveis de aninhamento.`);
  // PostgreSQL cannot store U+0000 in text: refuse the field here as bad input, not later as a 5xx.
  const field = nulPath(data);
  if (field) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { [field.slice(0, 100)]: "O texto contém um caractere inválido (nulo)." },
    });
  }
  // Lone surrogates (half an emoji) become U+FFFD, which every column takes.
  return validate(schema, cleanJson(data));
}

// zod's own wording is English; what a person or a program may see is pt-BR. Schemas write their
// own messages; these are zod's defaults, which a custom issue may carry through (a transform that
// re-reports the issues of an inner schema keeps their English text, whatever its code).
const ZOD_DEFAULTS: Array<[RegExp, string]> = [
  [/^Invalid input: expected (object|record)/, "Cada item deve ser um objeto JSON."],
  [/^Invalid input/, "Valor de tipo inválido."],
  [/^Too big/, "Valor grande demais."],
  [/^Too small/, "Valor pequeno demais."],
  [/^Invalid option/, "Opção inválida."],
  [/^Unrecognized key/, "Campo desconhecido."],
  [/^Invalid /, "Valor inválido."],
];

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0 && /^Invalid input/.test(issue.message))
    return "O corpo da requisição deve ser um objeto JSON.";
  return ZOD_DEFAULTS.find(([english]) => english.test(issue.message))?.[1] ?? issue.message;
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
