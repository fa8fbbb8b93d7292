import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";
import { fillIn, openDialog, save, saveClosing, saveRefused } from "./dialogs";

test.describe("Metas", () => {
  onEachDevice(() => {
    test("creates a goal, deposits towards it and sees the contributions", async ({ page, person }) => {
      await openPainel(page, "/painel/metas");
      await expect(
        page.getByText("“quero juntar 5 mil pra viagem até dezembro”", { exact: false }),
      ).toBeVisible();

      const dialog = await openDialog(page, "Nova meta", "Nova meta");
      await saveRefused(dialog, "Informe o nome da meta.");
      await fillIn(dialog, {
        Nome: "Viagem",
        "Valor da meta (R$)": "1.000",
        "Prazo (opcional)": "2020-01-31",
      });
      await saveRefused(dialog, "O prazo não pode estar no passado.");
      await dialog.getByLabel("Prazo (opcional)").fill("");
      await saveClosing(dialog);

      const row = page.getByRole("main").getByRole("listitem").filter({ hasText: "Viagem" });
      await expect(row).toContainText("R$ 0,00 de R$ 1.000,00 (0%)");
      await expect(row).toContainText("Sem prazo");

      const deposit = await openDialog(page, "Depositar em Viagem", "Depositar em Viagem", row);
      await deposit.getByLabel("Valor (R$)").fill("250");
      await save(deposit);
      await expect(row).toContainText("R$ 250,00 de R$ 1.000,00 (25%)");
      await expect(row).toContainText("faltam R$ 750,00");

      // Money set aside in chat counts too.
      expect(await person.say("guardei 750 pra viagem")).toContain("Viagem");
      await expect(row).toContainText("R$ 1.000,00 de R$ 1.000,00 (100%)");
      await expect(row).toContainText("Meta atingida!");

      const history = await openDialog(page, "Depósitos de Viagem", "Histórico: Viagem", row);
      await expect(history.getByRole("listitem")).toHaveCount(2);
      await expect(history.getByRole("listitem").first()).toContainText("R$");
      await page.keyboard.press("Escape");

      // Money taken back out: refused past what the goal holds, then counted off it.
      const withdraw = await openDialog(page, "Retirar de Viagem", "Retirar de Viagem", row);
      await expect(withdraw).toContainText("Guardado: R$ 1.000,00");
      await withdraw.getByLabel("Valor (R$)").fill("1.200");
      await saveRefused(withdraw, "A meta Viagem tem R$ 1.000,00 guardados.");
      await withdraw.getByLabel("Valor (R$)").fill("300");
      await save(withdraw);
      await expect(row).toContainText("R$ 700,00 de R$ 1.000,00 (70%)");
      // And in chat, as the person says it.
      expect(await person.say("tirei 200 da meta da viagem")).toContain("R$ 500,00");
      await expect(row).toContainText("R$ 500,00 de R$ 1.000,00 (50%)");
      const after = await openDialog(page, "Depósitos de Viagem", "Histórico: Viagem", row);
      await expect(after.getByRole("listitem")).toHaveCount(4);
      await expect(after.getByRole("listitem").filter({ hasText: "retirada" })).toHaveCount(2);
    });
  });
});
