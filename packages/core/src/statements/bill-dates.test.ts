import { describe, expect, it } from "vitest";
import { billBalanceDay, billDates } from "./bill-dates.ts";
import { readDate } from "./read-date.ts";

const read = (v: string) => readDate(v, "dmy", "2027-05-01");
const rows = (text: string) => text.split("\n").map((line) => line.split(";"));

describe("billDates", () => {
  // The banks' bills write these lines each their own way (docs/statement-formats.md, "Importing").
  it.each([
    ["Vencimento: 10/12/2026", { closes: null, due: "2026-12-10" }],
    ["Data de vencimento;10/12/2026", { closes: null, due: "2026-12-10" }],
    ["Data do Vencimento: 10.12.2026", { closes: null, due: "2026-12-10" }],
    ["Venc. 10/12/26", { closes: null, due: "2026-12-10" }],
    ["Pagar até 10 de dezembro de 2026", { closes: null, due: "2026-12-10" }],
    [
      "Data de vencimento: 10 DEZ 2026\nFatura fechada em 03 DEZ 2026",
      { closes: "2026-12-03", due: "2026-12-10" },
    ],
    ["Fechamento da fatura: 01/12/2026;Vencimento: 10/12/2026", { closes: "2026-12-01", due: "2026-12-10" }],
    ["Data de corte;30/11/2026", { closes: "2026-11-30", due: null }],
    ["Vencimento;Total a pagar\n10/12/2026;R$ 1.318,45", { closes: null, due: "2026-12-10" }],
    [
      "Previsão próximo fechamento: 02/01/2027\nVencimento da fatura anterior: 10/11/2026",
      { closes: null, due: null },
    ],
    ["Melhor dia de compra: 04/12/2026", { closes: null, due: null }],
  ])("reads %j", (text, dates) => {
    expect(billDates(rows(text), read)).toMatchObject(dates);
  });

  it("reads the month a bill names, and with a due day its due date", () => {
    expect(billDates(rows("Fatura de dezembro/2026"), read)).toEqual({
      closes: null,
      due: null,
      month: "2026-12",
    });
    expect(billDates(rows("Fatura do mês de março de 2027\nVence todo dia 5"), read)).toEqual({
      closes: null,
      due: "2027-03-05",
      month: "2027-03",
    });
  });
});

describe("billBalanceDay", () => {
  it("takes the closing day, else the due date, else the month's first day, never before the last entry", () => {
    const none = { closes: null, due: null, month: null };
    expect(billBalanceDay({ ...none, closes: "2026-12-03", due: "2026-12-10" }, "2026-12-01")).toBe(
      "2026-12-03",
    );
    expect(billBalanceDay({ ...none, due: "2026-12-10" }, "2026-12-01")).toBe("2026-12-10");
    expect(billBalanceDay({ ...none, month: "2026-12" }, "2026-11-28")).toBe("2026-12-01");
    expect(billBalanceDay({ ...none, closes: "2026-11-01" }, "2026-11-28")).toBe("2026-11-28");
    expect(billBalanceDay(none, "2026-11-28")).toBe("2026-11-28");
  });
});
