import { describe, expect, it } from "vitest";
import { readDate, settleDateOrder } from "./read-date.ts";

describe("readDate", () => {
  it.each([
    ["05/03/2026", "2026-03-05"],
    ["5/3/26", "2026-03-05"],
    ["05-03-2026", "2026-03-05"],
    ["05.03.2026", "2026-03-05"],
    ["2026-03-05", "2026-03-05"],
    ["2026-03-05T10:11:12Z", "2026-03-05"],
    ["20260305", "2026-03-05"],
    ["20260305120000[-3:BRT]", "2026-03-05"],
    ["20260305120000.000[-03:EST]", "2026-03-05"],
    ["01/03/2026 08:15:00", "2026-03-01"],
    ["2026/03/05", "2026-03-05"],
    ["05/03/2026 às 14:32", "2026-03-05"],
    ["05/03/2026 - 14:32:10", "2026-03-05"],
  ])('reads "%s"', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each(["00/00/0000", "31/02/2026", "Data", "", "12/03"])('reads "%s" as no date', (text) => {
    expect(readDate(text)).toBeNull();
  });

  it("completes a date without a year with the year that puts it on or before the reference", () => {
    expect(readDate("12/03", "dmy", "2026-04-10")).toBe("2026-03-12");
    expect(readDate("28/12", "dmy", "2027-01-10")).toBe("2026-12-28");
    expect(readDate("05 NOV", "dmy", "2026-11-30")).toBe("2026-11-05");
    expect(readDate("05/nov", "dmy", "2027-02-01")).toBe("2026-11-05");
  });

  it.each([
    ["05 NOV 2026", "2026-11-05"],
    ["05/nov/2026", "2026-11-05"],
    ["05-Nov-26", "2026-11-05"],
    ["5 de novembro de 2026", "2026-11-05"],
    ["5 de nov. de 2026", "2026-11-05"],
    ["05 DEZ 2026 14:32", "2026-12-05"],
    ["01/fev/2026", "2026-02-01"],
    ["10 Março 2026", "2026-03-10"],
  ])('reads the month by its name in "%s"', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each(["05 NOV", "05 de pagamento", "12 xyz 2026"])(
    'reads "%s" without a reference as no date',
    (text) => {
      expect(readDate(text)).toBeNull();
    },
  );

  it.each([
    ["05/11/2026 às 14h32", "2026-11-05"],
    ["05/11/2026 14:32:10 BRT", "2026-11-05"],
    ["Qui, 05/11/2026", "2026-11-05"],
    ["quinta-feira, 5 de novembro de 2026", "2026-11-05"],
    ["'05/11/2026", "2026-11-05"],
  ])('reads "%s" with its time, zone, weekday or text mark', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it("reads month-day columns only when the values prove it", () => {
    expect(settleDateOrder([["12/25/2026", "01/02/2026"]])).toBe("mdy");
    expect(settleDateOrder([["25/12/2026", "01/02/2026"]])).toBe("dmy");
    expect(settleDateOrder([["01/02/2026"]])).toBe("dmy");
    expect(readDate("12/25/2026", "mdy")).toBe("2026-12-25");
  });
});

describe("settleDateOrder: slash dates whose parts are all 12 or less", () => {
  // Day-first reads these 2 Mar, 2 Sep, 2 Nov, 3 Feb, 3 May: only month-first keeps them in order.
  const monthFirst = ["02/03/2026", "02/09/2026", "02/11/2026", "03/02/2026", "03/05/2026"];
  // 2, 5, 9 and 12 March, or 3 February, May, September and December: in order either way.
  const eitherWay = ["02/03/2026", "05/03/2026", "09/03/2026", "12/03/2026"];

  it.each([
    ["listed oldest first only when read month-first", [monthFirst], {}, "mdy"],
    ["listed newest first only when read month-first", [[...monthFirst].reverse()], {}, "mdy"],
    ["in order either way, nothing else telling", [eitherWay], {}, "dmy"],
    [
      "in order either way, a day-first period line",
      [eitherWay],
      { around: ["Período: 01/03/2026 a 31/03/2026"] },
      "dmy",
    ],
    [
      "in order either way, a month-first period line",
      [eitherWay],
      { around: ["Period: 02/01/2026 - 02/28/2026"] },
      "mdy",
    ],
    [
      "a month-first closing balance's date under the entries",
      [eitherWay],
      { around: ["Ending balance on 12/31/2026"] },
      "mdy",
    ],
    [
      "an emission date read either way, close to the entries only day-first",
      [eitherWay],
      { around: ["Emitido em 12/03/2026"] },
      "dmy",
    ],
    [
      "an OFX period (DTSTART/DTEND) holding them either way",
      [eitherWay],
      { span: { from: "2026-02-01", to: "2026-12-31" } },
      "dmy",
    ],
    [
      "an OFX period of February",
      [["02/03/2026", "02/05/2026", "02/09/2026"]],
      { span: { from: "2026-02-01", to: "2026-02-28" } },
      "mdy",
    ],
    [
      "a file named after March",
      [["03/02/2026", "03/05/2026", "03/09/2026"]],
      { fileName: "statement-2026-03.csv" },
      "mdy",
    ],
    ["a file named after March, day-first", [eitherWay], { fileName: "extrato-2026-03.csv" }, "dmy"],
    [
      "each statement of a file in its own order, one after the other",
      [
        ["03/02/2026", "03/05/2026"],
        ["02/10/2026", "02/11/2026", "03/02/2026"],
      ],
      {},
      "mdy",
    ],
    [
      "a card bill's closing and due dates after its purchases, in order either way",
      [["05/02/2026", "08/02/2026", "10/02/2026"]],
      { around: ["Fechamento: 03/03/2026", "Vencimento: 10/03/2026"] },
      "dmy",
    ],
    [
      "sorted only month-first, within a closing balance's date only day-first: day-first",
      [["10/11/2026", "05/11/2026", "03/12/2026"]],
      { around: ["Saldo em 05/12/2026"] },
      "dmy",
    ],
    [
      "read month-first, entries months after today",
      [["03/02/2026", "05/02/2026", "09/02/2026"]],
      { today: "2026-03-10" },
      "dmy",
    ],
    [
      "read day-first, entries months after today",
      [["03/02/2026", "03/05/2026", "03/09/2026"]],
      { today: "2026-03-10" },
      "mdy",
    ],
    [
      "a card bill's dates without a year across the new year, in order either way",
      [["01/12", "05/12", "08/01", "10/01"]],
      {},
      "dmy",
    ],
  ] as const)("%s", (_, runs, evidence, order) => {
    expect(settleDateOrder(runs, evidence)).toBe(order);
  });
});
