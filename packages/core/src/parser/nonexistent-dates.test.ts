import { exp, table } from "./parse-table.test-support.ts";

const invalid = (day: number, month: number, year: number | null = null) => ({
  intent: "unknown",
  invalid_date: { day, month, year },
});

table("a day its month does not have is answered as such, never recorded on another day", [
  ["gastei 50 no mercado dia 30/02", invalid(30, 2)],
  ["gastei 50 no mercado 31/04", invalid(31, 4)],
  ["almoço 30 dia 31 de abril", invalid(31, 4)],
  ["paguei 90 de luz em 31 de junho", invalid(31, 6)],
  ["gastei 50 no mercado em 2026-02-30", invalid(30, 2, 2026)],
  ["mercado 30 em 29/02/2027", invalid(29, 2, 2027)],
  ["me lembra de pagar o aluguel dia 31/09", invalid(31, 9)],
  ["o último foi dia 30/02", invalid(30, 2)],
  ["quanto gastei de 30/02/2026 a 10/03/2026?", invalid(30, 2, 2026)],
]);

table("days that exist, however rare, are read as dates", [
  // Sunday 22 November 2026: the most recent 29 February is in 2024
  ["gastei 50 no mercado dia 29/02", exp(50, { date: "2024-02-29" })],
  ["mercado 30 em 29/02/2028", exp(30, { date: "2026-11-22" })],
  ["gastei 50 no mercado em 2026-02-10", exp(50, { date: "2026-02-10", category: "Mercado" })],
  ["almoço 30 dia 30 de abril", exp(30, { date: "2026-04-30" })],
  ["gastei 40 no bar dia 31", exp(40, { date: "2026-10-31" })],
]);
