import type { Page } from "@playwright/test";
import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";
import { openDialog, removeAfterConfirming, save, saveClosing, saveRefused } from "./dialogs";

/** The last toast's "Desfazer", then the toast that says the server undid it. */
async function undoFromToast(page: Page) {
  await page.getByRole("button", { name: "Desfazer" }).last().click();
  await expect(page.getByText("Alteração desfeita", { exact: true }).first()).toBeVisible();
}

test.describe("Contas", () => {
  onEachDevice(() => {
    test("keeps the accounts the chat knows, with balances: create, rename, delete; the salary's day", async ({
      page,
      person,
    }) => {
      // Told in chat: the account and its balance, then a record in it since.
      await person.say("tenho 2.000 no nubank");
      await person.say("gastei 150 no mercado");
      await openPainel(page, "/painel/contas");
      const main = page.getByRole("main");
      const nubank = main.getByRole("listitem").filter({ hasText: "Nubank" });
      await expect(nubank).toContainText("R$ 1.850,00");
      await expect(nubank).toContainText("estimado");
      await expect(page.getByTestId("accounts-total")).toContainText("R$ 1.850,00");

      const create = await openDialog(page, "Nova conta", "Nova conta");
      await saveRefused(create, "Informe o nome da conta.");
      await create.getByLabel("Nome (ex.: Nubank, Carteira)").fill("Carteira");
      await create.getByLabel("Tipo").selectOption("wallet");
      await create.getByLabel("Saldo hoje (R$)").fill("oitenta");
      await saveRefused(create, "Saldo inválido");
      await create.getByLabel("Saldo hoje (R$)").fill("80");
      await saveClosing(create);
      const wallet = main.getByRole("listitem").filter({ hasText: "Carteira" });
      await expect(wallet).toContainText("R$ 80,00");
      await expect(page.getByTestId("accounts-total")).toContainText("R$ 1.930,00");

      // A name already used is refused in words.
      const clash = await openDialog(page, "Editar Carteira", "Editar conta", wallet);
      await clash.getByLabel("Nome (ex.: Nubank, Carteira)").fill("nubank");
      await save(clash);
      await expect(clash.getByText("Você já tem uma conta com esse nome.")).toBeVisible();
      await clash.getByLabel("Nome (ex.: Nubank, Carteira)").fill("Bolso");
      await saveClosing(clash);
      const pocket = main.getByRole("listitem").filter({ hasText: "Bolso" });
      await expect(pocket).toContainText("R$ 80,00");

      // Deleted, then brought back by the toast's Desfazer, then deleted for good.
      await removeAfterConfirming(page, pocket, {
        name: "Bolso",
        title: "Excluir conta?",
        says: "Bolso",
        done: "Conta excluída",
      });
      await undoFromToast(page);
      await expect(pocket).toContainText("R$ 80,00");
      await expect(page.getByTestId("accounts-total")).toContainText("R$ 1.930,00");
      await removeAfterConfirming(page, pocket, {
        name: "Bolso",
        title: "Excluir conta?",
        says: "Bolso",
        done: "Conta excluída",
      });
      await expect(page.getByTestId("accounts-total")).toContainText("R$ 1.850,00");

      // The balance told today, as "tenho 3.000 no nubank" would, and undone.
      const stated = await openDialog(page, "Informar saldo de Nubank", "Saldo de Nubank", nubank);
      await stated.getByLabel("Saldo hoje (R$)").fill("3.000");
      await saveClosing(stated);
      await expect(nubank).toContainText("R$ 3.000,00");
      await expect(nubank).not.toContainText("estimado");
      await undoFromToast(page);
      await expect(nubank).toContainText("R$ 1.850,00");

      // The salary's day, and a month that starts on it: Visão geral then counts from payday.
      const salary = page.getByRole("region", { name: "Salário" });
      await salary.getByLabel("O salário cai").selectOption("business_day");
      await salary.getByLabel("Dia útil").fill("30");
      await salary.getByRole("button", { name: "Salvar" }).click();
      await expect(salary.getByText("O dia útil deve ser de 1 a 20.")).toBeVisible();
      await salary.getByLabel("Dia útil").fill("5");
      await salary.getByLabel("Meu mês começa no dia do salário (em vez do dia 1º)").check();
      await salary.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Salário salvo" }).first()).toBeVisible();
      await expect(salary.getByTestId("next-payday")).toContainText(/Próximo salário: \d\d\/\d\d\/\d{4}/);

      await openPainel(page, "/painel");
      await expect(page.getByTestId("payday-month")).toContainText(
        /Seu mês começa no dia do salário: \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}/,
      );
      // And the chat counts the same month.
      expect(await person.say("quanto gastei esse mês?")).toMatch(/^Você gastou R\$ 150,00 de \d\d\/\d\d a/);
    });
  });
});
