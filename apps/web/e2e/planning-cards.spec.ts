import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";
import { fillIn, openDialog, save, saveClosing, saveRefused } from "./dialogs";

test.describe("Cartões", () => {
  onEachDevice(() => {
    test("adds a card, puts an instalment purchase on its bills and pays the open one", async ({
      page,
      person,
    }) => {
      // The longest journey of the four: room for a loaded 2-core CI machine.
      test.setTimeout(60_000);
      await openPainel(page, "/painel/cartoes");
      await expect(page.getByText("“meu nubank fecha dia 3 e vence dia 10, limite 5 mil”")).toBeVisible();

      const dialog = await openDialog(page, "Novo cartão", "Novo cartão");
      await saveRefused(dialog, "Informe o nome do cartão.", "Informe o dia de fechamento da fatura.");
      await fillIn(dialog, {
        Nome: "Nubank",
        "Limite (R$, opcional)": "5.000",
        "Dia de fechamento": "32",
        "Dia de vencimento": "10",
      });
      await saveRefused(dialog, "O dia de fechamento deve ser de 1 a 31.");
      await dialog.getByLabel("Dia de fechamento").fill("3");
      await saveClosing(dialog);

      const card = page.getByRole("article", { name: "Nubank" });
      await expect(card.getByText("Crédito · fecha dia 3, vence dia 10")).toBeVisible();
      await expect(card.getByText("Nenhuma compra nesta fatura.")).toHaveCount(2);

      // A purchase in 3 parts said in chat: one part on today's bill, the next on the following one.
      expect(await person.say("tênis de 400 em 3x no nubank")).toContain("3x");
      const open = card.getByRole("region", { name: /^Fatura aberta/ });
      const next = card.getByRole("region", { name: /^Próxima fatura/ });
      await expect(open.getByRole("listitem").filter({ hasText: "1/3" })).toContainText("R$ 133,34");
      await expect(next.getByRole("listitem").filter({ hasText: "2/3" })).toContainText("R$ 133,33");
      // The whole purchase uses the limit at once.
      await expect(card.getByText(/Limite usado: R\$\s400,00 de R\$\s5\.000,00/)).toBeVisible();
      await expect(card.getByRole("progressbar", { name: "Limite usado do Nubank" })).toHaveAttribute(
        "aria-valuenow",
        "8",
      );

      // The third part is in the history, on the bill after next.
      await card.getByText("Histórico de faturas").click();
      await expect(card.getByRole("button", { name: /^Ver compras da fatura/ })).toHaveCount(3);

      // Paying the open bill frees its part of the limit and never becomes an expense.
      const pay = await openDialog(page, "Pagar fatura", /^Pagar a fatura/, open);
      await expect(pay.getByText("nada conta duas vezes", { exact: false })).toBeVisible();
      await pay.getByRole("button", { name: "Confirmar pagamento" }).click();
      await expect(open.getByText(/^Paga em /)).toBeVisible();
      await expect(card.getByText(/Limite usado: R\$\s266,66 de/)).toBeVisible();

      // Renaming keeps the bills.
      const edit = await openDialog(page, "Editar Nubank", "Editar cartão", card);
      await edit.getByLabel("Nome").fill("Roxinho");
      await save(edit);
      const renamed = page.getByRole("article", { name: "Roxinho" });
      await expect(renamed.getByRole("region", { name: /^Próxima fatura/ })).toContainText("2/3");
    });
  });
});
