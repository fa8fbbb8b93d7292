import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";

test.describe("Metas", () => {
  onEachDevice(() => {
    test("creates a goal, deposits towards it and sees the contributions", async ({ page, person }) => {
      await openPainel(page, "/painel/metas");
      await expect(
        page.getByText('"quero juntar 5 mil pra viagem até dezembro"', { exact: false }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Nova meta" }).click();
      const dialog = page.getByRole("dialog", { name: "Nova meta" });
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByText("Informe o nome da meta.")).toBeVisible();
      await dialog.getByLabel("Nome").fill("Viagem");
      await dialog.getByLabel("Valor da meta (R$)").fill("1.000");
      await dialog.getByLabel("Prazo (opcional)").fill("2020-01-31");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByText("O prazo não pode estar no passado.")).toBeVisible();
      await dialog.getByLabel("Prazo (opcional)").fill("");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog).toBeHidden();

      const row = page.getByRole("main").getByRole("listitem").filter({ hasText: "Viagem" });
      await expect(row).toContainText("R$ 0,00 de R$ 1.000,00 (0%)");
      await expect(row).toContainText("Sem prazo");

      await row.getByRole("button", { name: "Depositar em Viagem" }).click();
      const deposit = page.getByRole("dialog", { name: "Depositar em Viagem" });
      await deposit.getByLabel("Valor (R$)").fill("250");
      await deposit.getByRole("button", { name: "Salvar" }).click();
      await expect(row).toContainText("R$ 250,00 de R$ 1.000,00 (25%)");
      await expect(row).toContainText("faltam R$ 750,00");

      // Money set aside in chat counts too.
      expect(await person.say("guardei 750 pra viagem")).toContain("Viagem");
      await expect(row).toContainText("R$ 1.000,00 de R$ 1.000,00 (100%)");
      await expect(row).toContainText("Meta atingida!");

      await row.getByRole("button", { name: "Depósitos de Viagem" }).click();
      const history = page.getByRole("dialog", { name: "Histórico: Viagem" });
      await expect(history.getByRole("listitem")).toHaveCount(2);
      await expect(history.getByRole("listitem").first()).toContainText("R$");
    });
  });
});
