import { z } from "zod";
import { parseBrazilianPhone, phoneErrorMessage } from "./brazilian-phone.ts";

/**
 * A form or API field holding a Brazilian phone; its output is the canonical `+55…`.
 * `message` replaces the specific pt-BR errors when a form's wording is fixed by its spec.
 */
export function brazilianPhoneField(message?: string) {
  return z
    .string({ message: message ?? phoneErrorMessage("empty") })
    .max(40, { message: message ?? phoneErrorMessage("wrong_length") })
    .transform((value, ctx) => {
      const phone = parseBrazilianPhone(value);
      if (phone.ok) return phone.value;
      ctx.addIssue({ code: "custom", message: message ?? phoneErrorMessage(phone.error) });
      return z.NEVER;
    });
}
