import {
  countingPeriod,
  monthOfDay,
  type PaydayRule,
  saoPauloTodayIso,
  shiftDate,
  shiftMonth,
} from "@tostao/core";
import { expect, onEachDevice, openPainel, row, showFilters, test } from "./dashboard-fixtures";

// A person whose month starts on payday (the 5th business day): Transações' "Este mês" and "Mês
// passado" and Visão geral count from payday to the day before the next, on whatever day this runs.
// R$ 100 at the bakery on the first day of the month being lived (its payday) and R$ 40 at the
// cinema the day before it (the month before): calendar months would put both in one month, or
// neither in this one.
const FIFTH: PaydayRule = { kind: "business_day", n: 5 };
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test.describe("A month that starts on payday", () => {
  onEachDevice(() => {
    test("Transações and Visão geral count the person's month, from payday to payday", async ({
      page,
      person,
    }) => {
      const today = saoPauloTodayIso(new Date());
      const month = monthOfDay(today, FIFTH);
      const now = countingPeriod(month, FIFTH);
      const before = countingPeriod(shiftMonth(month, -1), FIFTH);
      const eve = shiftDate(now.from, -1);
      expect(eve).toBe(before.to);

      await person.say("recebo todo 5º dia útil");
      expect(await person.say("meu mês começa no dia do salário")).toContain(
        "seu mês começa no dia do salário",
      );
      expect(await person.say(`gastei 100 na padaria em ${br(now.from)}`)).toContain("R$ 100,00");
      expect(await person.say(`gastei 40 no cinema em ${br(eve)}`)).toContain("R$ 40,00");

      // Transações opens on "Este mês": the person's, with its days said.
      await openPainel(page, "/painel/transacoes");
      await expect(
        page.getByText(`De ${br(now.from)} até ${br(now.to)}: seu mês começa no dia do salário.`),
      ).toBeVisible();
      await expect(row(page, "padaria")).toHaveCount(1);
      await expect(row(page, "cinema")).toHaveCount(0);

      // "Mês passado" is the month before it, ending the day before payday.
      const filters = await showFilters(page);
      await filters.getByLabel("Período").selectOption("last-month");
      await expect(
        page.getByText(`De ${br(before.from)} até ${br(before.to)}: seu mês começa no dia do salário.`),
      ).toBeVisible();
      await expect(row(page, "cinema")).toHaveCount(1);
      await expect(row(page, "padaria")).toHaveCount(0);
      await filters.getByLabel("Período").selectOption("month");
      await expect(row(page, "padaria")).toHaveCount(1);

      // Visão geral: the same month, its expenses the bakery's alone; the month before, the cinema's.
      await openPainel(page, "/painel");
      await expect(page.getByTestId("payday-month")).toContainText(
        `Seu mês começa no dia do salário: ${br(now.from)} a ${br(now.to)}.`,
      );
      const totals = page.getByRole("region", { name: /^Totais de / });
      await expect(totals.getByText("Despesas", { exact: true }).locator("..")).toContainText("R$ 100,00");
      await openPainel(page, `/painel?mes=${shiftMonth(month, -1)}`);
      await expect(page.getByTestId("payday-month")).toContainText(`${br(before.from)} a ${br(before.to)}`);
      await expect(totals.getByText("Despesas", { exact: true }).locator("..")).toContainText("R$ 40,00");
    });
  });
});
