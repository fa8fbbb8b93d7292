import type { Page } from "@playwright/test";
import { expect, onDevice, openPainel, test } from "./dashboard-fixtures";
import { openDialog } from "./dialogs";

/** The toast's "Desfazer", then the toast that says the server undid it. */
async function undoFromToast(page: Page, done: string) {
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(page.getByText("Alteração desfeita", { exact: true })).toBeVisible();
}

test.describe("Desfazer no painel", () => {
  onDevice("computador", () => {
    test("undoes a bill paid, a deleted card, money put towards a goal and a deleted fixed item", async ({
      page,
      person,
    }) => {
      test.setTimeout(90_000);
      expect(await person.say("meu nubank fecha dia 3 e vence dia 10")).toContain("Cartão Nubank cadastrado");
      expect(await person.say("fone de 300 no nubank")).toContain("Compra no Nubank registrada");
      await openPainel(page, "/painel/cartoes");
      const card = page.getByRole("article", { name: "Nubank" });
      const open = card.getByRole("region", { name: /^Fatura aberta/ });

      // A bill paid comes back open, and its purchase uses the limit again.
      const pay = await openDialog(page, "Pagar fatura", /^Pagar a fatura/, open);
      await pay.getByRole("button", { name: "Confirmar pagamento" }).click();
      await expect(open.getByText(/^Paga em /)).toBeVisible();
      await undoFromToast(page, "Fatura paga");
      await expect(open.getByText(/^Paga em /)).toHaveCount(0);
      await expect(open.getByRole("listitem").filter({ hasText: "fone" })).toContainText("R$ 300,00");

      // A deleted card comes back with its purchase on its bill.
      await card.getByRole("button", { name: "Excluir Nubank" }).click();
      await page
        .getByRole("dialog", { name: /^Excluir o cartão Nubank/ })
        .getByRole("button", { name: "Excluir cartão" })
        .click();
      await expect(card).toHaveCount(0);
      await undoFromToast(page, "Cartão excluído");
      await expect(open.getByRole("listitem").filter({ hasText: "fone" })).toContainText("R$ 300,00");

      // Money put towards a goal leaves it again.
      expect(await person.say("quero juntar 1000 pra viagem")).toMatch(/viagem/i);
      await openPainel(page, "/painel/metas");
      const goal = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ hasText: /viagem/i });
      await expect(goal).toContainText("R$ 0,00 de R$ 1.000,00 (0%)");
      await goal.getByRole("button", { name: /^Depositar em/ }).click();
      const deposit = page.getByRole("dialog", { name: /^Depositar em/ });
      await deposit.getByLabel("Valor (R$)").fill("250");
      await deposit.getByRole("button", { name: "Salvar" }).click();
      await expect(goal).toContainText("R$ 250,00 de R$ 1.000,00 (25%)");
      await page.getByRole("button", { name: "Desfazer" }).click();
      await expect(page.getByText("Alteração desfeita", { exact: true })).toBeVisible();
      await expect(goal).toContainText("R$ 0,00 de R$ 1.000,00 (0%)");

      // A deleted fixed item is back, active.
      expect(await person.say("academia 99 todo dia 5")).toMatch(/academia/i);
      await openPainel(page, "/painel/despesas-fixas");
      const fixed = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ hasText: /academia/i });
      await expect(fixed).toContainText("R$ 99,00");
      await fixed.getByRole("button", { name: /^Excluir/ }).click();
      await page
        .getByRole("dialog", { name: "Excluir despesa fixa?" })
        .getByRole("button", { name: "Excluir", exact: true })
        .click();
      await expect(fixed).toHaveCount(0);
      await undoFromToast(page, "Despesa fixa excluída");
      await expect(fixed).toContainText("R$ 99,00");
      await expect(fixed).not.toContainText("Pausada");
    });

    test("undoes a category created, renamed, archived and merged", async ({
      page,
      person: _signedIn,
      context,
    }) => {
      test.setTimeout(90_000);
      const api = context.request;
      const { items } = (await (await api.get("/api/me/categories")).json()) as {
        items: { id: number; name: string }[];
      };
      const market = items.find((c) => c.name === "Mercado");
      const created = await api.post("/api/me/transactions", {
        data: {
          date: "2026-03-10",
          kind: "expense",
          amountCents: 3000,
          categoryId: market?.id,
          description: "feira",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await openPainel(page, "/painel/categorias");
      const named = (name: string) =>
        page.getByRole("listitem").filter({ has: page.getByLabel(`Nome de ${name}`) });

      // Created, then taken away again.
      await page.getByLabel("Nova categoria").fill("Aquário");
      await page.getByRole("button", { name: "Adicionar" }).click();
      await expect(named("Aquário")).toHaveCount(1);
      await undoFromToast(page, "Categoria criada");
      await expect(named("Aquário")).toHaveCount(0);

      // Renamed: the old name is back in the field.
      await page.getByLabel("Nova categoria").fill("Hortifruti");
      await page.getByRole("button", { name: "Adicionar" }).click();
      await expect(page.getByText("Categoria criada", { exact: true })).toBeVisible();
      const name = page.getByLabel("Nome de Hortifruti");
      await name.fill("Feira livre");
      await name.blur();
      await expect(page.getByLabel("Nome de Feira livre")).toHaveValue("Feira livre");
      await undoFromToast(page, "Categoria atualizada");
      await expect(page.getByLabel("Nome de Hortifruti")).toHaveValue("Hortifruti");

      // Archived ("deleted"), then active again.
      await named("Hortifruti").getByRole("button", { name: "Arquivar" }).click();
      await expect(named("Hortifruti")).toContainText("Arquivada");
      await undoFromToast(page, "Categoria arquivada");
      await expect(named("Hortifruti")).not.toContainText("Arquivada");

      // Merged: the category and its record come back where they were.
      const from = named("Mercado");
      await expect(from).toContainText("1 registro");
      await from.getByRole("button", { name: "Juntar com…" }).click();
      const dialog = page.getByRole("dialog", { name: "Juntar “Mercado” com outra categoria" });
      await dialog.getByLabel("Juntar com").selectOption({ label: "Hortifruti" });
      await dialog.getByRole("button", { name: "Juntar", exact: true }).click();
      await expect(named("Mercado")).toHaveCount(0);
      await expect(named("Hortifruti")).toContainText("1 registro");
      await undoFromToast(page, "Categorias juntadas: 1 registro agora em Hortifruti");
      await expect(named("Mercado")).toContainText("1 registro");
      await expect(named("Hortifruti")).toContainText("0 registros");
    });
  });
});
