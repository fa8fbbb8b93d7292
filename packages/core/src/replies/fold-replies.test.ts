import { describe, expect, it } from "vitest";
import { foldReplies } from "./fold-replies.ts";

describe("foldReplies", () => {
  it("makes a turn's replies one message, a blank line apart", () => {
    expect(foldReplies(["Olá!", "Anotado: R$ 50,00.", "⚠️ 80% do limite."])).toEqual([
      "Olá!\n\nAnotado: R$ 50,00.\n\n⚠️ 80% do limite.",
    ]);
  });

  it("starts a new message only where the text would pass the limit", () => {
    const a = "a".repeat(3000);
    const b = "b".repeat(1000);
    const c = "c".repeat(200);
    expect(foldReplies([a, b, c])).toEqual([`${a}\n\n${b}`, c]);
    expect(foldReplies(["x".repeat(5000), "y"])).toEqual(["x".repeat(5000), "y"]);
  });

  it("drops empty parts and keeps nothing for nothing", () => {
    expect(foldReplies(["", "  ", "oi"])).toEqual(["oi"]);
    expect(foldReplies([])).toEqual([]);
  });

  it("keeps one book header at the top of the message", () => {
    const header = "🏢 *Livro da empresa*";
    expect(foldReplies([`${header}\n✅ Despesa registrada.`, `${header}\n⚠️ 90% do limite.`])).toEqual([
      `${header}\n✅ Despesa registrada.\n\n⚠️ 90% do limite.`,
    ]);
    expect(foldReplies(["Olá!", `${header}\n✅ Anotado.`])).toEqual([`Olá!\n\n${header}\n✅ Anotado.`]);
  });
});
