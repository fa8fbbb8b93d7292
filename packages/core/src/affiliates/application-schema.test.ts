import { describe, expect, it } from "vitest";
import { affiliateApplicationSchema } from "./application-schema.ts";
import { affiliateApplicationFields } from "./fields.ts";

const valid = {
  name: "  Maria da Silva ",
  whatsapp: "(11) 98765-4321",
  email: "  Maria.Silva@Example.COM ",
  currentWork: " Social media ",
  experienceDetails: "Trabalho com tráfego pago há 2 anos",
  audienceChannels: "Instagram e grupos de WhatsApp",
};

function errorsOf(input: unknown): Record<string, string> {
  const parsed = affiliateApplicationSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

/** Each field's own message, as a form shows them when every field is empty or wrong. */
const everyFieldMessage = {
  name: "O nome completo é obrigatório",
  whatsapp: "Informe um número válido com DDD",
  email: "Informe um e-mail válido",
  currentWork: "Este campo é obrigatório",
  experienceDetails: "Este campo é obrigatório",
  audienceChannels: "Este campo é obrigatório",
};

describe("affiliateApplicationSchema", () => {
  it("trims, lower-cases the e-mail and normalises the WhatsApp number", () => {
    expect(affiliateApplicationSchema.parse(valid)).toEqual({
      name: "Maria da Silva",
      whatsapp: "+5511987654321",
      email: "maria.silva@example.com",
      currentWork: "Social media",
      experienceDetails: "Trabalho com tráfego pago há 2 anos",
      audienceChannels: "Instagram e grupos de WhatsApp",
    });
  });

  it("gives every field its own pt-BR message", () => {
    expect(
      errorsOf({
        name: "",
        whatsapp: "1234",
        email: "maria@",
        currentWork: " ",
        experienceDetails: "   ",
        audienceChannels: "",
      }),
    ).toEqual(everyFieldMessage);
  });

  it("says how long a field must be when it is too short, not that it is missing", () => {
    expect(errorsOf({ ...valid, name: "Al", currentWork: "ab" })).toEqual({
      name: "Escreva o nome completo, com pelo menos 3 letras",
      currentWork: "Escreva pelo menos 3 caracteres",
    });
  });

  it("counts characters after trimming", () => {
    expect(errorsOf({ ...valid, name: "  Al  " })).toEqual({
      name: "Escreva o nome completo, com pelo menos 3 letras",
    });
  });

  it("refuses long numbers that are not Brazilian with the same message", () => {
    expect(errorsOf({ ...valid, whatsapp: "+1 415 555 2671" })).toEqual({
      whatsapp: "Informe um número válido com DDD",
    });
    expect(errorsOf({ ...valid, whatsapp: "(10) 98765-4321" })).toEqual({
      whatsapp: "Informe um número válido com DDD",
    });
  });

  it("answers missing and non-string fields with the field's message", () => {
    expect(errorsOf({})).toEqual(everyFieldMessage);
    expect(errorsOf({ ...valid, name: 42 })).toEqual({ name: "O nome completo é obrigatório" });
  });

  it("has exactly the fields the page lists", () => {
    expect(Object.keys(affiliateApplicationSchema.shape)).toEqual([...affiliateApplicationFields]);
  });

  it("caps lengths", () => {
    expect(errorsOf({ ...valid, currentWork: "a".repeat(1001) })).toEqual({
      currentWork: "Use no máximo 1000 caracteres",
    });
  });
});
