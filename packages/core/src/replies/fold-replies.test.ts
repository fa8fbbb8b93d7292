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
    // under a welcome too: the header in force is the one said last, not the message's first line
    expect(foldReplies(["Olá!", `${header}\n✅ Anotado.`, `${header}\n⚠️ 90% do limite.`])).toEqual([
      `Olá!\n\n${header}\n✅ Anotado.\n\n⚠️ 90% do limite.`,
    ]);
  });

  it("says a header again when the book changes, and in a new message", () => {
    const business = "🏢 *Livro da empresa*";
    const personal = "👤 *Livro pessoal*";
    expect(
      foldReplies([`${business}\n✅ A.`, `${personal}\n✅ B.`, `${personal}\n⚠️ C.`, `${business}\n⚠️ D.`]),
    ).toEqual([`${business}\n✅ A.\n\n${personal}\n✅ B.\n\n⚠️ C.\n\n${business}\n⚠️ D.`]);
    const long = "x".repeat(4090);
    expect(foldReplies([`${business}\n${long}`, `${business}\n✅ E.`])).toEqual([
      `${business}\n${long}`,
      `${business}\n✅ E.`,
    ]);
  });
});
