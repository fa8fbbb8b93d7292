import { axeViolations } from "./axe";
import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";

/**
 * A closing day a few days from now and a due day a week after it, so the open bill is due soon.
 * Closing days stop at 28: past it, the next month's 1st is still a few days away (clamping to 28
 * instead would close today, and today's purchases would go on the bill after).
 */
function cycleDays(): { closing: number; due: number } {
  const soon = new Date(Date.now() + 2 * 86_400_000).getUTCDate();
  const closing = soon > 28 ? 1 : soon;
  return { closing, due: closing + 7 > 28 ? closing + 7 - 28 : closing + 7 };
}

test.describe("Lembretes: faturas de cartão", () => {
  onEachDevice(() => {
    test("lists the card's next bill with what is on it so far, in chat and on Lembretes", async ({
      page,
      person,
    }) => {
      const { closing, due } = cycleDays();
      expect(await person.say(`meu nubank fecha dia ${closing} e vence dia ${due}`)).toContain("Nubank");
      await person.say("me lembra de pagar a luz dia 28");
      await openPainel(page, "/painel/lembretes");
      await expect(page.getByRole("region", { name: "Faturas de cartão" })).toBeHidden();

      expect(await person.say("mercado 100 no nubank")).toContain("Compra no Nubank registrada");
      const bills = page.getByRole("region", { name: "Faturas de cartão" });
      const nubank = bills.getByRole("listitem").filter({ hasText: "Fatura do Nubank" });
      await expect(nubank).toContainText("R$ 100,00 até agora");
      await expect(nubank).toContainText("em aberto");
      await expect(nubank).toContainText(/vence \d{2}\/\d{2}\/\d{4}/);
      // Read-only: the bill follows the card, on Cartões.
      await expect(nubank.getByRole("button")).toHaveCount(0);
      await expect(
        page.getByRole("main").getByRole("listitem").filter({ hasText: "pagar a luz" }),
      ).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
      await person.say("pizza 50 no nubank");
      await expect(nubank).toContainText("R$ 150,00 até agora");
      expect(await person.say("quais são meus lembretes?")).toContain(
        "💳 fatura do Nubank (R$ 150,00 até agora)",
      );

      await bills.getByRole("link", { name: "Ver em Cartões" }).click();
      await expect(page).toHaveURL(/\/painel\/cartoes$/);
    });
  });
});
