import { describe, expect, it } from "vitest";
import { forNoun, genderOf, ofNoun, withArticle } from "./gender.ts";

describe("articles in replies", () => {
  it.each([
    ["notebook", "o notebook"],
    ["tv", "a tv"],
    ["TV nova", "a TV nova"],
    ["celular", "o celular"],
    ["bike", "a bike"],
    ["geladeira", "a geladeira"],
    ["sofá", "o sofá"],
    ["carro novo", "o carro novo"],
    ["reserva de emergência", "a reserva de emergência"],
    ["xyzw", "xyzw"],
  ])("comprei %s → comprei %s", (noun, said) => {
    expect(withArticle(noun)).toBe(said);
  });

  it("says pra/pro and do/da by the noun", () => {
    expect(forNoun("viagem")).toBe("pra viagem");
    expect(forNoun("carro")).toBe("pro carro");
    expect(ofNoun("dívida")).toBe("da dívida");
    expect(ofNoun("cartão")).toBe("do cartão");
    expect(genderOf("faculdade")).toBe("f");
  });
});
