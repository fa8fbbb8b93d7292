import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";
import { fillIn, openDialog, save, saveClosing, saveRefused } from "./dialogs";

test.describe("Compras futuras", () => {
  onEachDevice(() => {
    test("plans a purchase, marks it bought and finds it among the expenses", async ({ page, person }) => {
      await openPainel(page, "/painel/compras-futuras");
      await expect(page.getByText("“quero comprar uma tv de 3000 em março”", { exact: false })).toBeVisible();

      const dialog = await openDialog(page, "Nova compra", "Nova compra planejada");
      await saveRefused(dialog, "Informe o que você quer comprar.");
      await fillIn(dialog, { "O que você quer comprar": "Geladeira", "Valor (R$, opcional)": "3.500,00" });
      await saveClosing(dialog);

      // One more said in chat shows up in the same list.
      await person.say("quero comprar uma tv de 3000 em março");
      const fridge = page.getByRole("main").getByRole("listitem").filter({ hasText: "Geladeira" });
      await expect(fridge).toContainText("R$ 3.500,00");
      await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: /^tv/i })).toContainText(
        "para março de",
      );
      await expect(page.getByText("2 compras planejadas, somando R$ 6.500,00.")).toBeVisible();

      const buy = await openDialog(page, "Comprei Geladeira", "Comprou Geladeira?", fridge);
      await expect(buy.getByLabel("Quanto custou (R$)")).toHaveValue("3500,00");
      await buy.getByLabel("Quanto custou (R$)").fill("3.299,90");
      await save(buy);
      await expect(fridge).toHaveCount(0);
      await expect(page.getByText("1 compra planejada, somando R$ 3.000,00.")).toBeVisible();

      await openPainel(page, "/painel/transacoes");
      await expect(page.getByText("Geladeira").first()).toBeVisible();
      await expect(page.getByText("R$ 3.299,90").first()).toBeVisible();
    });

    test("edits a planned purchase: what, how much and the month, or removes the amount", async ({
      page,
      person,
    }) => {
      expect(await person.say("quero comprar uma bicicleta de 1200")).toContain("bicicleta");
      await openPainel(page, "/painel/compras-futuras");
      const bike = page.getByRole("main").getByRole("listitem").filter({ hasText: "bicicleta" });
      await expect(bike).toContainText("R$ 1.200,00");

      await bike.getByRole("button", { name: "Editar bicicleta" }).click();
      const edit = page.getByRole("dialog", { name: "Editar compra planejada" });
      await expect(edit.getByLabel("O que você quer comprar")).toHaveValue("bicicleta");
      await expect(edit.getByLabel("Valor (R$, opcional)")).toHaveValue("1200,00");
      await edit.getByLabel("O que você quer comprar").fill("");
      await edit.getByRole("button", { name: "Salvar" }).click();
      await expect(edit.getByText("Informe o que você quer comprar.")).toBeVisible();
      await edit.getByLabel("O que você quer comprar").fill("Bicicleta elétrica");
      await edit.getByLabel("Valor (R$, opcional)").fill("4.500,00");
      await edit.getByLabel("Mês (opcional)").fill("2030-05");
      await edit.getByRole("button", { name: "Salvar" }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText("Compra planejada atualizada", { exact: true })).toBeVisible();
      const electric = page.getByRole("main").getByRole("listitem").filter({ hasText: "Bicicleta elétrica" });
      await expect(electric).toContainText("R$ 4.500,00");
      await expect(electric).toContainText("para maio de 2030");
      await expect(page.getByText("1 compra planejada, somando R$ 4.500,00.")).toBeVisible();

      // Clearing the amount keeps the plan without a value.
      await electric.getByRole("button", { name: "Editar Bicicleta elétrica" }).click();
      await edit.getByLabel("Valor (R$, opcional)").fill("");
      await edit.getByRole("button", { name: "Salvar" }).click();
      await expect(electric).toContainText("Valor não informado");
    });
  });
});
