import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch, HELP_SEARCH_LIMIT, type SearchableTopic, searchTopics } from "./search-topics.ts";

const topic = (title: string, description = "", keywords: string[] = []): SearchableTopic => ({
  title,
  description,
  keywords,
});

const audio = topic("Registro por Áudio", "Mande uma mensagem de voz", ["voz", "gravar"]);
const text = topic("Registro por texto", "Escreva gastei 50 no mercado", ["gastei", "recebi"]);
const reminders = topic("Lembretes de pagamento", "Avisos às 10h do dia", ["me lembra", "conta de luz"]);
const topics = [audio, text, reminders];

describe("foldForSearch", () => {
  it.each([
    ["Áudio", "audio"],
    ["RELATÓRIOS", "relatorios"],
    ["  ação  ", "acao"],
    ["Tostão", "tostao"],
  ])("folds %s to %s", (input, output) => {
    expect(foldForSearch(input)).toBe(output);
  });
});

describe("searchTopics", () => {
  it.each<[behaviour: string, query: string, found: SearchableTopic[]]>([
    ["matches the title case-insensitively", "LEMBRETES", [reminders]],
    ['finds "Áudio" when asked for "audio"', "audio", [audio]],
    ["finds accented text when the query carries the accent and the text does not", "mércado", [text]],
    ["matches the description", "mensagem de voz", [audio]],
    ["matches a keyword", "conta de luz", [reminders]],
    ["matches a substring in the middle of a word", "embre", [reminders]],
    ["treats repeated spaces in the query as one", "  me   lembra ", [reminders]],
    ["returns nothing for a blank query", "   ", []],
    ["returns nothing when no field matches", "criptomoeda", []],
    ["keeps the topics' order", "registro", [audio, text]],
  ])("%s", (_behaviour, query, found) => {
    expect(searchTopics(query, topics)).toEqual(found);
  });

  it(`returns at most ${HELP_SEARCH_LIMIT} topics by default`, () => {
    const many = Array.from({ length: 9 }, (_, i) => topic(`Guia ${i + 1}`));
    const found = searchTopics("guia", many);
    expect(found).toHaveLength(HELP_SEARCH_LIMIT);
    expect(found[0]).toBe(many[0]);
  });

  it("honours a custom limit", () => {
    expect(searchTopics("r", topics, 2)).toHaveLength(2);
  });

  it("never throws and never exceeds the limit, whatever the query", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), (query, limit) => {
        expect(searchTopics(query, topics, limit).length).toBeLessThanOrEqual(limit);
      }),
    );
  });
});
