import { describe, expect, it } from "vitest";
import { guessDateOrder, readDate } from "./read-date.ts";

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
    expect(guessDateOrder(["12/25/2026", "01/02/2026"])).toBe("mdy");
    expect(guessDateOrder(["25/12/2026", "01/02/2026"])).toBe("dmy");
    expect(guessDateOrder(["01/02/2026"])).toBe("dmy");
    expect(readDate("12/25/2026", "mdy")).toBe("2026-12-25");
  });
});
