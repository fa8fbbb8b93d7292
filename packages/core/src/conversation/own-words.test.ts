import { describe, expect, it } from "vitest";
import { parseMessage } from "../parser/parse-message.ts";
import type { Interpretation } from "../parser/types.ts";
import { choiceWords, isOwnChoice, type OwnWords, withOwnWords } from "./own-words.ts";

const NOW = new Date("2026-11-20T12:00:00-03:00");
const own: OwnWords = {
  categories: [
    { name: "Academia", kind: "expense" },
    { name: "Delivery", kind: "expense" },
    { name: "Bebê", kind: "expense" },
    { name: "Aulas particulares", kind: "income" },
  ],
  choices: [
    { words: "ifood", category: "Delivery", kind: "expense" },
    { words: "fralda", category: "Bebê", kind: "expense" },
    { words: "loja jogos", category: "Lazer", kind: "expense" },
  ],
};

const read = (text: string) => withOwnWords(parseMessage(text, NOW), text, own);
const categoryOf = (results: Interpretation[]) =>
  results.map((r) => ("category" in r ? r.category : `(${r.intent})`));

describe("the person's own words", () => {
  it.each([
    ["academia 119,90", ["Academia"]],
    ["paguei a mensalidade da academia, 119,90", ["Academia"]],
    ["ifood 38,90", ["Delivery"]],
    ["pedi um ifood de 52 ontem", ["Delivery"]],
    ["fralda 76,50 no mercado", ["Bebê"]],
    ["comprei fraldas 80", ["Bebê"]],
    ["gastei 200 na loja de jogos", ["Lazer"]],
    ["almoço 30", ["Alimentação"]],
    ["mercado 90 e ifood 40", ["Mercado", "Delivery"]],
    ["recebi 300 das aulas particulares", ["Aulas particulares"]],
  ])("files %s in %j", (text, categories) => {
    expect(categoryOf(read(text))).toEqual(categories);
  });

  it.each([
    ["muda pra delivery", "Delivery"],
    ["muda pra academia", "Academia"],
    ["muda o ifood pra delivery", "Delivery"],
    ["muda pra lazer", "Lazer"],
  ])("moves with %s to %s", (text, category) => {
    const [edit] = read(text);
    expect(edit).toMatchObject({ intent: "edit_last", category });
  });

  it("asks about the person's category by name, not the default the word suggests", () => {
    expect(read("quanto gastei com academia?")[0]).toMatchObject({ intent: "query", category: "Academia" });
    expect(read("e com delivery?")[0]).toMatchObject({ intent: "follow_up", category: "Delivery" });
    expect(read("quanto gastei com ifood?")[0]).toMatchObject({ intent: "query", text: "ifood" });
  });

  it("leaves everything as it was for a person with nothing of their own", () => {
    const results = parseMessage("academia 119,90", NOW);
    expect(withOwnWords(results, "academia 119,90", { categories: [], choices: [] })).toBe(results);
  });

  it("keeps the words that say what it was", () => {
    expect(choiceWords("iFood do sábado")).toBe("ifood sabado");
    expect(choiceWords("Mensalidade da Academia")).toBe("mensalidade academia");
    expect(choiceWords("paguei 50 reais")).toBe("");
  });

  it("remembers a move only away from where the words go anyway", () => {
    expect(isOwnChoice("ifood", "Delivery", "expense", "personal")).toBe(true);
    expect(isOwnChoice("ifood", "Alimentação", "expense", "personal")).toBe(false);
    expect(isOwnChoice("", "Lazer", "expense", "personal")).toBe(false);
  });
});
