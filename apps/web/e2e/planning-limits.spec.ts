import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";

test.describe("Limites", () => {
  onEachDevice(() => {
    test("sets a category limit, shows the month's progress against it and removes it", async ({
      page,
      person,
    }) => {
      await openPainel(page, "/painel/limites");
      await expect(page.getByText('"limite de 800 pro mercado"', { exact: false })).toBeVisible();

      await page.getByRole("button", { name: "Novo limite" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo limite" });
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByText("Escolha a categoria.")).toBeVisible();
      await expect(dialog.getByText("Informe o valor.")).toBeVisible();
      await dialog.getByLabel("Categoria de despesa").selectOption("Mercado");
      await dialog.getByLabel("Limite por mês (R$)").fill("cem");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog.getByText("Valor inválido: use reais, como 45,90.")).toBeVisible();
      await dialog.getByLabel("Limite por mês (R$)").fill("200");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog).toBeHidden();

      const row = page.getByRole("main").getByRole("listitem").filter({ hasText: "Mercado" });
      await expect(row).toContainText("R$ 0,00 de R$ 200,00 (0%)");
      await expect(row).toContainText("Dentro do limite");

      // An expense said in chat moves the bar past the 80 % mark.
      await person.say("gastei 170 no mercado");
      await expect(row).toContainText("R$ 170,00 de R$ 200,00 (85%)");
      await expect(row).toContainText("restam R$ 30,00");
      await expect(row).toContainText("Atenção: passou de 80% do limite");
      await expect(row.getByRole("progressbar", { name: "Limite de Mercado" })).toHaveAttribute(
        "aria-valuenow",
        "85",
      );

      await row.getByRole("button", { name: "Editar Mercado" }).click();
      const edit = page.getByRole("dialog", { name: "Editar limite" });
      await edit.getByLabel("Limite por mês (R$)").fill("150");
      await edit.getByRole("button", { name: "Salvar" }).click();
      await expect(row).toContainText("Limite estourado: passou de 100%");
      await expect(row).toContainText("passou R$ 20,00");

      // Excluir asks first: Cancelar keeps the limit, Excluir removes it.
      await row.getByRole("button", { name: "Excluir Mercado" }).click();
      const confirm = page.getByRole("dialog", { name: "Excluir limite?" });
      await expect(confirm).toContainText("Mercado");
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toContainText("passou R$ 20,00");
      await row.getByRole("button", { name: "Excluir Mercado" }).click();
      await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
      await expect(page.getByText("Limite removido", { exact: true })).toBeVisible();
      await expect(page.getByText('"limite de 800 pro mercado"', { exact: false })).toBeVisible();
    });
  });
});
