import { describe, expect, it } from "vitest";
import { foldAccents } from "./fold.ts";

describe("foldAccents", () => {
  it("drops accents and the cedilla and lowers the case", () => {
    expect(foldAccents("Não É Função Já Pôr Açaí")).toBe("nao e funcao ja por acai");
    expect(foldAccents("ITAÚ")).toBe("itau");
  });

  it("keeps spaces, digits and punctuation", () => {
    expect(foldAccents("  R$ 1.234,56 — ok! ")).toBe("  r$ 1.234,56 — ok! ");
  });
});
