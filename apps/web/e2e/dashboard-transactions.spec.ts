import {
  editAmount,
  expect,
  holdRecordChanges,
  onDevice,
  onEachDevice,
  openPainel,
  row,
  showFilters,
  test,
} from "./dashboard-fixtures";

onEachDevice((device) => {
  test("filters by kind and text, with the totals of what is shown", async ({ page, person }) => {
    await person.say("gastei 50 no mercado");
    await person.say("recebi 3000 de salário");
    await person.say("gastei 120 de gasolina");
    await openPainel(page, "/painel/transacoes");
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(3);

    const filters = await showFilters(page);
    await filters.getByLabel("Tipo").selectOption({ label: "Receita" });
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(1);
    await expect(row(page, "salário")).toContainText("R$ 3.000,00");
    const totals = page.getByRole("region", { name: "Totais do filtro" });
    await expect(totals).toContainText("1");
    await expect(totals).toContainText("R$ 3.000,00");

    await filters.getByLabel("Tipo").selectOption({ label: "Todos" });
    await filters.getByLabel("Buscar na descrição").fill("gasol");
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(1);
    await expect(row(page, "gasolina")).toBeVisible();
    await expect(page).toHaveURL(/q=gasol/);

    // The filter lives in the address: a reload keeps it; on a phone it folds behind a counted button.
    await page.reload();
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(1);
    if (device === "celular") {
      const toggle = page.getByRole("button", { name: "Filtros 1 ativo" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("form", { name: "Filtros" })).toBeHidden();
    }
    await page.getByRole("button", { name: /^Limpar filtros/ }).click();
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(3);
  });

  test("adds a record, edits it at once, and deletes it with a confirmation and Desfazer", async ({
    page,
    person,
  }) => {
    await person.say("gastei 50 no mercado");
    await openPainel(page, "/painel/transacoes");

    await page.getByRole("button", { name: "Novo registro" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo registro" });
    await dialog.getByLabel("Valor (R$)").fill("89,90");
    await dialog.getByLabel("Descrição").fill("Presente da Ana");
    await dialog.getByLabel("Pagamento").selectOption({ label: "Pix" });
    await dialog.getByRole("button", { name: "Adicionar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Presente da Ana")).toContainText("R$ 89,90");
    await expect(row(page, "Presente da Ana")).toContainText("Pix");

    // Optimistic: the row shows the change while the server is still answering; the dialog waits.
    const release = await holdRecordChanges(page);
    await editAmount(page, "Presente da Ana", "99,90");
    await expect(row(page, "Presente da Ana")).toContainText("R$ 99,90");
    await expect(page.getByRole("button", { name: "Salvando…" })).toBeDisabled();
    await expect(page.getByText("Alteração salva", { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText("Alteração salva", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Editar registro" })).toBeHidden();
    await page.unroute("**/api/me/transactions/*");

    // Delete: a dialog first (Cancelar keeps it), then a toast whose "Desfazer" puts it back.
    await row(page, "mercado")
      .getByRole("button", { name: /^Excluir/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Excluir registro?" });
    await expect(confirm).toContainText("R$ 50,00");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, "mercado")).toBeVisible();
    await row(page, "mercado")
      .getByRole("button", { name: /^Excluir/ })
      .click();
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(row(page, "mercado")).toHaveCount(0);
    await expect(page.getByText("Registro excluído", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Desfazer" }).click();
    await expect(row(page, "mercado")).toContainText("R$ 50,00");
    await expect(page.getByText("Registro restaurado", { exact: true })).toBeVisible();
  });
});

onDevice("computador", () => {
  // Visão geral's latest records share the transactions' cache key without being a paged list.
  test("edits and deletes after Visão geral was open", async ({ page, person }) => {
    for (const message of ["gastei 15 na padaria", "gastei 60 no mercado"]) await person.say(message);
    await openPainel(page, "/painel");
    await expect(page.getByRole("region", { name: /^Totais de/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Transações" }).click();
    await editAmount(page, "mercado", "65");
    await expect(page.getByText("Alteração salva", { exact: true })).toBeVisible();
    await expect(row(page, "mercado")).toContainText("R$ 65,00");
    await row(page, "padaria")
      .getByRole("button", { name: /^Excluir/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page.getByText("Registro excluído", { exact: true })).toBeVisible();
    await expect(row(page, "padaria")).toHaveCount(0);
  });

  test("the Desfazer toast lasts 5 seconds, then the deletion stays", async ({ page, person }) => {
    await person.say("gastei 15 na padaria");
    await openPainel(page, "/painel/transacoes");
    await row(page, "padaria")
      .getByRole("button", { name: /^Excluir/ })
      .click();
    // When the toast appeared, by the page's own clock: on a loaded machine the test may see it
    // seconds late, and counting from then would make 5 seconds look shorter.
    await page.evaluate(() => {
      const w = window as unknown as { undoShownAt?: number };
      new MutationObserver((_, observer) => {
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Desfazer");
        if (!button) return;
        w.undoShownAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("dialog").getByRole("button", { name: "Excluir", exact: true }).click();
    const undo = page.getByRole("button", { name: "Desfazer" });
    await expect(undo).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(undo).toBeHidden({ timeout: 15_000 });
    const shownFor = await page.evaluate(
      () => performance.now() - (window as unknown as { undoShownAt: number }).undoShownAt,
    );
    expect(shownFor).toBeGreaterThan(4_500);
    await page.reload();
    await expect(page.getByText("Nenhum registro neste filtro.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir o chat" })).toHaveAttribute("href", "/chat");
  });

  test("an edit the server refuses goes back, with the reason in the dialog", async ({
    page,
    person,
    context,
  }) => {
    await person.say("gastei 40 no mercado");
    const api = context.request;
    const created = await api.post("/api/me/categories", { data: { name: "Feira", kind: "expense" } });
    const feira = ((await created.json()) as { item: { id: number } }).item.id;
    const categories = (await (await api.get("/api/me/categories")).json()) as {
      items: { id: number; kind: string; name: string }[];
    };
    const into = categories.items.find((c) => c.kind === "expense" && c.id !== feira);
    await openPainel(page, "/painel/transacoes");

    // The change is held on its way while, on another device, "Feira" is merged away.
    const release = await holdRecordChanges(page);
    await row(page, "mercado")
      .getByRole("button", { name: /^Editar/ })
      .click();
    await page.getByLabel("Valor (R$)").fill("45");
    await page.getByRole("dialog").getByLabel("Categoria").selectOption({ label: "Feira" });
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(row(page, "mercado")).toContainText("R$ 45,00");
    const merged = await api.post(`/api/me/categories/${feira}/merge`, { data: { intoId: into?.id } });
    expect(merged.status()).toBe(200);
    release();

    // The dialog stays open with the reason, and the row goes back to what the server holds.
    const dialog = page.getByRole("dialog", { name: "Editar registro" });
    await expect(dialog.getByRole("alert")).toHaveText("Categoria não encontrada.");
    await expect(row(page, "mercado")).toContainText("R$ 40,00");
    await expect(dialog.getByLabel("Valor (R$)")).toHaveValue("45");
  });
});

onDevice("celular", () => {
  test("splits a record into categories, exact to the centavo, and Desfazer joins it again", async ({
    page,
    person,
  }) => {
    await person.say("gastei 300,10 no mercado");
    await openPainel(page, "/painel/transacoes");
    await row(page, "mercado")
      .getByRole("button", { name: /^Editar/ })
      .click();
    await page.getByRole("button", { name: "Dividir em categorias" }).click();
    const dialog = page.getByRole("dialog", { name: "Dividir em categorias" });
    await dialog.getByLabel("Valor da parte 1").fill("80,05");
    await dialog.getByLabel("Categoria da parte 1").selectOption({ label: "Saúde" });
    await expect(dialog).toContainText("Fica neste registro (Mercado): R$ 220,05");
    await dialog.getByRole("button", { name: "Outra parte" }).click();
    await dialog.getByLabel("Valor da parte 2").fill("300");
    await dialog.getByLabel("Categoria da parte 2").selectOption({ label: "Pets" });
    await dialog.getByRole("button", { name: "Dividir", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("As partes passam do registro em R$ 79,95.");
    await dialog.getByLabel("Valor da parte 2").fill("20");
    await dialog.getByRole("button", { name: "Dividir", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Registro dividido", { exact: true })).toBeVisible();
    // The toast closes 5 s after it shows unless the pointer rests on it, as it does here while the
    // list is fetched again and read (on a loaded machine that can take longer than 5 s).
    await page.getByRole("button", { name: "Desfazer" }).hover();
    await expect(page.getByText("R$ 200,05")).toBeVisible();
    await expect(page.getByText("R$ 80,05")).toBeVisible();
    await expect(page.getByText("R$ 20,00")).toBeVisible();
    await page.getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("Divisão desfeita", { exact: true })).toBeVisible();
    // The toast comes before the list is fetched again: the parts' rows (also "mercado") go first,
    // then the one row left is read (a locator matching three rows fails at once, without waiting).
    await expect(row(page, "mercado")).toHaveCount(1);
    await expect(row(page, "mercado")).toContainText("R$ 300,10");
  });
});
