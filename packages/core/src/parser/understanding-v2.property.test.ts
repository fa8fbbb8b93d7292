import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";

const sp = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });
const anyNow = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

// Generous timeouts: the runs are many and the machine is shared; the properties, not the speed, are tested here.
describe("understanding v2 properties", () => {
  const years = fc.integer({ min: 1990, max: 2099 });
  const yearPhrases = fc.constantFrom(
    (y: number) => `financiamento até ${y}`,
    (y: number) => `quero quitar o carro até ${y}`,
    (y: number) => `comprei minha casa em ${y}`,
    (y: number) => `paguei o ipva de ${y}`.replace("de", "de dezembro de"),
    (y: number) => `quero juntar pra viagem até junho de ${y}`,
    (y: number) => `no ano de ${y} gastei muito`,
    (y: number) => `formei em ${y}`,
    (y: number) => `meta de investir 10 mil até ${y}`,
    (y: number) => `quero comprar um carro em ${y}`,
    (y: number) => `desde ${y} pago aluguel`,
    (y: number) => `fim de ${y} eu troco de celular`,
  );

  it("never reads a number that is only a year as an amount", () => {
    fc.assert(
      fc.property(years, yearPhrases, anyNow, (year, phrase, now) => {
        for (const r of parseMessage(phrase(year), now)) {
          if ("amount" in r) expect(r.amount).not.toBe(year);
          if (r.intent === "limit" || r.intent === "card")
            expect(JSON.stringify(r)).not.toContain(String(year));
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  const planTexts = fc.constantFrom(
    "quero juntar 5 mil até dezembro",
    "quero juntar 5 mil até março",
    "meta de investir 10 mil até o fim do ano",
    "quero quitar a dívida até o fim do mês",
    "quero comprar uma tv em janeiro",
    "vou comprar um sofá mês que vem",
    "quero juntar 2 mil até o natal",
    "quero trocar o carro ano que vem",
    "quero juntar 3 mil daqui a 2 meses",
    "meta de 10 mil pra viagem até fevereiro",
    "quero comprar um celular até 2020",
    "quero juntar 1 mil até 10/01",
    "quais são meus lembretes?",
    "o que vence essa semana?",
    "o que vence amanhã?",
    "tenho conta pra pagar esse mês?",
  );

  it("never dates a goal, a planned purchase or a reminders question before today", () => {
    fc.assert(
      fc.property(planTexts, anyNow, (text, now) => {
        const today = sp.format(now);
        for (const r of parseMessage(text, now)) {
          if (r.intent === "goal" && r.deadline !== null) expect(r.deadline >= today).toBe(true);
          if (r.intent === "future_purchase" && r.date !== null) expect(r.date >= today).toBe(true);
          if (r.intent === "query" && r.metric === "reminders") {
            expect(r.from >= today).toBe(true);
            expect(r.from <= r.to).toBe(true);
          }
        }
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  const starts = fc.constantFrom(
    "quanto",
    "quais",
    "qual",
    "como",
    "onde",
    "o que",
    "quantos",
    "Quanto",
    "QUAL",
  );
  const middles = fc.constantFrom(
    "gastei 50 no mercado",
    "paguei 200 de luz",
    "recebi 3 mil de salário",
    "investi 500 no cdb",
    "custa um iphone de 5 mil",
    "eu faço com 300 reais",
    "rende 1000 na poupança",
    "tá o aluguel de 1500",
    "comprei 2 pizzas por 80",
    "uber 25 ontem",
  );
  const ends = fc.constantFrom("", "?", " ?", "??", "?!");

  it("never turns a question into a record or a reminder", () => {
    fc.assert(
      fc.property(fc.option(starts, { nil: "" }), middles, ends, anyNow, (start, middle, end, now) => {
        if (start === "" && end === "") return; // not a question
        const text = `${start ? `${start} ` : ""}${middle}${end}`;
        for (const r of parseMessage(text, now)) {
          expect(r.intent).not.toBe("record");
          expect(r.intent).not.toBe("reminder");
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
