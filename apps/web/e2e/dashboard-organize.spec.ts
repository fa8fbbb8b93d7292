import { expect, onDevice, onEachDevice, openAfterSaying, openPainel, row, test } from "./dashboard-fixtures";
import { fillIn, openDialog, removeAfterConfirming, save } from "./dialogs";

onEachDevice(() => {
  test('an instalment shows "3/10" and an edit asks: this part or all parts', async ({ page, person }) => {
    await person.say("comprei uma TV de 2000 em 10x no cartão");
    await openPainel(page, "/painel/transacoes?periodo=all&sort=date");
    const parts = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
    await expect(parts).toHaveCount(10);
    const third = parts.nth(2);
    await expect(third).toContainText("3/10");
    await expect(third).toContainText("R$ 200,00");

    // All parts.
    await third.getByRole("button", { name: /^Editar/ }).click();
    const dialog = page.getByRole("dialog", { name: "Editar registro" });
    const choice = dialog.getByRole("group", { name: "Parcela 3/10: alterar" });
    await expect(choice.getByRole("radio", { name: "Só esta parcela" })).toBeChecked();
    await choice.getByRole("radio", { name: "Todas as 10 parcelas" }).check();
    await dialog.getByLabel("Descrição").fill("TV da sala");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(parts.filter({ hasText: "TV da sala" })).toHaveCount(10);

    // Only this part.
    await parts
      .nth(2)
      .getByRole("button", { name: /^Editar/ })
      .click();
    await expect(dialog.getByRole("radio", { name: "Só esta parcela" })).toBeChecked();
    await dialog.getByLabel("Valor (R$)").fill("250");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(parts.filter({ hasText: "R$ 250,00" })).toHaveCount(1);
    await expect(parts.nth(2)).toContainText("R$ 250,00");
    await expect(parts.filter({ hasText: "R$ 200,00" })).toHaveCount(9);
    await expect(page.getByRole("region", { name: "Totais do filtro" })).toContainText("R$ 2.050,00");
  });
});

onDevice("celular", () => {
  test("merges two categories, moving their records", async ({ page, person: _signedIn, context }) => {
    const api = context.request;
    const feira = await api.post("/api/me/categories", { data: { name: "Feira", kind: "expense" } });
    const feiraId = ((await feira.json()) as { item: { id: number } }).item.id;
    const sacolao = await api.post("/api/me/categories", { data: { name: "Sacolão", kind: "expense" } });
    const sacolaoId = ((await sacolao.json()) as { item: { id: number } }).item.id;
    for (const [description, categoryId, amountCents] of [
      ["banana", feiraId, 1200],
      ["alface", feiraId, 450],
      ["tomate", sacolaoId, 800],
    ] as const) {
      const created = await api.post("/api/me/transactions", {
        data: { date: "2026-03-10", kind: "expense", amountCents, categoryId, description },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await openPainel(page, "/painel/categorias");
    const feiraRow = page.getByRole("listitem").filter({ has: page.getByLabel("Nome de Feira") });
    await expect(feiraRow).toContainText("2 registros");
    await feiraRow.getByRole("button", { name: "Juntar com…" }).click();
    const dialog = page.getByRole("dialog", { name: "Juntar “Feira” com outra categoria" });
    await dialog.getByLabel("Juntar com").selectOption({ label: "Sacolão" });
    await dialog.getByRole("button", { name: "Juntar", exact: true }).click();
    await expect(
      page.getByText("Categorias juntadas: 2 registros agora em Sacolão", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Nome de Feira")).toHaveCount(0);
    await expect(
      page.getByRole("listitem").filter({ has: page.getByLabel("Nome de Sacolão") }),
    ).toContainText("3 registros");

    await openPainel(page, `/painel/transacoes?periodo=all&category=${sacolaoId}`);
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(3);
    await expect(row(page, "banana")).toContainText("Sacolão");
  });
});

onDevice("computador", () => {
  test("marks a reminder paid", async ({ page, person }) => {
    await openAfterSaying(page, person, "/painel/lembretes", "me lembra de pagar a luz de 180 dia 10");
    const item = page.getByRole("listitem").filter({ hasText: "pagar a luz" });
    await expect(item).toContainText("R$ 180,00");
    await item.getByRole("button", { name: "Paguei: pagar a luz" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "pagar a luz" })).toHaveCount(0);
    await page.getByLabel("Mostrar pagos e cancelados").check();
    await expect(page.getByRole("listitem").filter({ hasText: "pagar a luz" })).toContainText("Pago");
    await expect(page.getByRole("link", { name: "Abrir o chat" })).toHaveCount(0);

    await page.getByLabel("Mostrar pagos e cancelados").uncheck();
    await expect(page.getByText("Nenhum lembrete.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir o chat" })).toHaveAttribute("href", "/chat");
  });
});

/** What each list's delete confirmation says, and the toast after the delete. */
const removal = {
  reminder: { title: "Excluir lembrete?", says: "o Tostão deixa de avisar", done: "Lembrete excluído" },
  fixed: { title: "Excluir despesa fixa?", says: "já lançou continuam", done: "Despesa fixa excluída" },
};

onDevice("celular", () => {
  test("Excluir asks first: a reminder, a fixed expense", async ({ page, person }) => {
    await openAfterSaying(page, person, "/painel/lembretes", "me lembra de pagar a internet de 120 dia 15");
    const reminder = page.getByRole("listitem").filter({ hasText: "pagar a internet" });
    await expect(reminder).toContainText("R$ 120,00");
    await removeAfterConfirming(page, reminder, { name: "pagar a internet", ...removal.reminder });
    await page.reload();
    await expect(page.getByText("Nenhum lembrete.", { exact: false })).toBeVisible();

    // A fixed expense made here, then deleted the same way.
    await openPainel(page, "/painel/despesas-fixas");
    const form = await openDialog(page, "Nova despesa fixa", "Nova despesa fixa");
    await fillIn(form, { "Valor (R$)": "1500", Descrição: "Aluguel" });
    await save(form);
    const rule = page.getByRole("listitem").filter({ hasText: "Aluguel" });
    await expect(rule).toContainText("R$ 1.500,00");
    await removeAfterConfirming(page, rule, { name: "Aluguel", ...removal.fixed });
  });
});
