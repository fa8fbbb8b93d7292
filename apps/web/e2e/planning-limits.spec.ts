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

      // A record added on the dashboard that breaks the limit says so, as the chat would.
      await openPainel(page, "/painel/transacoes");
      const record = await openDialog(page, "Novo registro", "Novo registro");
      await record.getByLabel("Valor (R$)").fill("40");
      await record.getByLabel("Descrição").fill("feira");
      await record.getByLabel("Categoria").selectOption({ label: "Mercado" });
      await record.getByRole("button", { name: "Adicionar" }).click();
      await expect(record).toBeHidden();
      await expect(page.getByText("Registro adicionado", { exact: true })).toBeVisible();
      await expect(
        page.getByText("🚨 Você atingiu o limite de Mercado: R$ 210,00 de R$ 200,00 este mês.", {
          exact: true,
        }),
      ).toBeVisible();

      await openPainel(page, "/painel/limites");
      await expect(row).toContainText("Limite estourado: passou de 100%");
      const edit = await openDialog(page, "Editar Mercado", "Editar limite", row);
      await edit.getByLabel("Limite por mês (R$)").fill("180");
      await save(edit);
      await expect(row).toContainText("passou R$ 30,00");

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
