/// <reference types="node" />
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavos, formatBRL } from "../money.ts";
import { anyMoment, messyText } from "./messy-text.test-support.ts";
import { parseMessage } from "./parse-message.ts";

const NOW = new Date("2026-11-22T12:00:00-03:00");

describe("parseMessage properties", () => {
  // How long a message takes is shown by `npm run bench:parse` (its hostile-text pass), not here:
  // a clock read inside a test on a shared machine measures the machine.
  it("never throws and gives well-formed records for any text up to 4 KB at any moment", () => {
    fc.assert(
      fc.property(messyText, anyMoment, (text, now) => {
        const out = parseMessage(text.slice(0, 4096), now);
        expect(out.length).toBeGreaterThan(0);
        for (const r of out) {
          if (r.intent === "record") {
            expect(Number.isFinite(r.amount) && r.amount > 0 && r.amount < 1e9).toBe(true);
            expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  const amountCentavos = fc.integer({ min: 1, max: 99_999_999 });
  const writeAmount = fc.constantFrom(
    (c: number) => formatBRL(centavos(c)), // "R$ 1.234,56"
    (c: number) => formatBRL(centavos(c)).replace("R$ ", "R$"), // "R$1.234,56"
    (c: number) => (c / 100).toFixed(2).replace(".", ","), // "1234,56"
    (c: number) => formatBRL(centavos(c)).replace("R$ ", ""), // "1.234,56"
    (c: number) => `${formatBRL(centavos(c)).replace("R$ ", "")} reais`,
  );

  it("gives back the amount written the way people write it", () => {
    fc.assert(
      fc.property(amountCentavos, writeAmount, (c, write) => {
        const [r] = parseMessage(`gastei ${write(c)} no mercado`, NOW);
        expect(r).toMatchObject({ intent: "record", amount: c / 100, category: "Mercado" });
      }),
      { numRuns: 3000 },
    );
  }, 30_000);

  it('gives back whole amounts written with a thousands dot ("1.234")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (reais) => {
        const text = formatBRL(centavos(reais * 100))
          .replace("R$ ", "")
          .replace(",00", "");
        const [r] = parseMessage(`gastei ${text} no mercado`, NOW);
        expect(r).toMatchObject({ intent: "record", amount: reais });
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe("calendar invariants for any now", () => {
  const texts = [
    "dia 31 paguei 50 de luz",
    "30/06 supermercado 210",
    "29/02 mercado 80",
    "me lembra de pagar a luz dia 31",
    "me lembra dia 29/02 de pagar o iptu",
    "lembrete: IPVA 1.100 dia 15/01",
    "quanto gastei nos últimos 30 dias",
    "quanto gastei em fevereiro",
    "relatório do mês passado",
    "quanto gastei semana passada",
    "gastei 50 no sábado",
    "me lembra na sexta de pagar o dentista",
    "aluguel 1.500 todo dia 31",
  ];
  const sp = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

  it("never dates a record after today, a reminder before today, or a period after today", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }),
        (text, ms) => {
          const now = new Date(ms);
          const today = sp.format(now); // YYYY-MM-DD in São Paulo
          for (const r of parseMessage(text, now)) {
            if (r.intent === "record") expect(r.date <= today).toBe(true);
            if (r.intent === "reminder") expect(r.date >= today).toBe(true);
            if (r.intent === "query") {
              expect(r.from <= r.to).toBe(true);
              expect(r.from <= today).toBe(true);
            }
            if ((r.intent === "record" || r.intent === "reminder") && r.recurrence) {
              expect(r.recurrence.day).toBeGreaterThanOrEqual(1);
              expect(r.recurrence.day).toBeLessThanOrEqual(31);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  }, 30_000);
});
