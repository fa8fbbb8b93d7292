import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";
import { openDialog, removeAfterConfirming, save, saveClosing, saveRefused } from "./dialogs";

test.describe("Limites", () => {
  onEachDevice(() => {
    test("sets a category limit, shows the month's progress against it and removes it", async ({
      page,
      person,
    }) => {
      await openPainel(page, "/painel/limites");
      await expect(page.getByText("“limite de 800 no mercado”", { exact: false })).toBeVisible();

      const dialog = await openDialog(page, "Novo limite", "Novo limite");
      await saveRefused(dialog, "Escolha a categoria.", "Informe o valor.");
      await dialog.getByLabel("Categoria de despesa").selectOption("Mercado");
      await dialog.getByLabel("Limite por mês (R$)").fill("cem");
      await saveRefused(dialog, "Valor inválido: use reais, como 45,90.");
      await dialog.getByLabel("Limite por mês (R$)").fill("200");
      await saveClosing(dialog);

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

      const edit = await openDialog(page, "Editar Mercado", "Editar limite", row);
      await edit.getByLabel("Limite por mês (R$)").fill("150");
      await save(edit);
      await expect(row).toContainText("Limite estourado: passou de 100%");
      await expect(row).toContainText("passou R$ 20,00");

      // Excluir asks first: Cancelar keeps the limit, Excluir removes it.
      await removeAfterConfirming(page, row, {
        name: "Mercado",
        title: "Excluir limite?",
        says: "Mercado",
        done: "Limite removido",
      });
      await expect(page.getByText("“limite de 800 no mercado”", { exact: false })).toBeVisible();
    });
  });
});
