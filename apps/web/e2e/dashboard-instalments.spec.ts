import { expect, openPainel, test } from "./dashboard-fixtures";

// A fridge of R$ 3.200 in 10x on the Nubank: by default each part counts in its bill's month, so
// this month's Despesas never hold the whole purchase; Conta switches to the purchase month, and
// Visão geral then counts all ten parts now, saying they are instalments.
test.use({ viewport: { width: 360, height: 780 } });

test("Conta switches how instalments count, and Visão geral says what is instalments", async ({
  page,
  person,
}) => {
  await person.say("meu nubank fecha dia 3 e vence dia 10, limite 8 mil");
  await person.say("comprei uma geladeira de 3200 em 10x no nubank");

  const expenses = page.getByRole("region", { name: /^Totais de/ }).locator("div", { hasText: "Despesas" });
  await openPainel(page, "/painel");
  await expect(expenses.first()).toBeVisible();
  await expect(expenses.first()).not.toContainText("R$ 3.200,00");

  await openPainel(page, "/painel/conta");
  const choice = page.getByRole("group", { name: /cada parcela conta/ });
  await expect(choice.getByRole("radio", { name: /No mês da fatura/ })).toBeChecked();
  await choice.getByRole("radio", { name: "No mês da compra" }).check();
  await expect(page.getByText("Preferência salva").first()).toBeVisible();

  await openPainel(page, "/painel");
  await expect(expenses.first()).toContainText("R$ 3.200,00");
  await expect(expenses.first()).toContainText("R$ 3.200,00 em parcelas");
  await expect(
    page.getByText("Compras parceladas no cartão contam inteiras no mês da compra."),
  ).toBeVisible();

  // The chat counts the month the same way.
  expect(await person.say("quanto gastei este mês?")).toContain("(R$ 3.200,00 em parcelas)");
});

test("Transações lists each part in its bill's month, not the whole purchase in the month it was bought", async ({
  page,
  person,
}) => {
  await person.say("meu nubank fecha dia 3 e vence dia 10, limite 8 mil");
  await person.say("comprei uma geladeira de 3200 em 10x no nubank");
  const { items } = (await (await page.request.get("/api/me/transactions?sort=date")).json()) as {
    items: { date: string; installment: { number: number } | null }[];
  };
  const bought = items.find((i) => i.installment?.number === 1)?.date ?? "";
  // Closing on the 3rd: bought before it, part 1 is on this month's bill (due on the 10th); else on next month's.
  const monthOf = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}`;
  const [y, m, d] = bought.split("-").map(Number) as [number, number, number];
  const firstBill = d < 3 ? monthOf(y, m) : m === 12 ? monthOf(y + 1, 1) : monthOf(y, m + 1);
  const span = (month: string) => {
    const [year, mm] = month.split("-").map(Number) as [number, number];
    return `from=${month}-01&to=${month}-${new Date(Date.UTC(year, mm, 0)).getUTCDate()}`;
  };
  const first = { date: bought, billMonth: firstBill };
  const records = page.getByRole("list", { name: "Registros" }).getByRole("listitem");

  // The month of its first bill shows one part, 1/10, and R$ 320,00 in the month's totals.
  await openPainel(page, `/painel/transacoes?${span(first.billMonth)}`);
  await expect(records.filter({ hasText: "geladeira" })).toHaveCount(1);
  await expect(records.filter({ hasText: "geladeira" })).toContainText("1/10");
  await expect(page.getByRole("region", { name: "Totais do filtro" })).toContainText("R$ 320,00");

  // The month it was bought, when that is another month, holds none of it.
  if (first.date.slice(0, 7) !== first.billMonth) {
    await openPainel(page, `/painel/transacoes?${span(first.date.slice(0, 7))}`);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("region", { name: "Totais do filtro" })).toBeVisible();
    await expect(records.filter({ hasText: "geladeira" })).toHaveCount(0);
  }
});

test("Editar changes a purchase from 3x to 12x with the chat's rule, and Desfazer puts the 3 parts back", async ({
  page,
  person,
}) => {
  await person.say("meu nubank fecha dia 3 e vence dia 10, limite 8 mil");
  await person.say("comprei uma geladeira de 3600 em 3x no nubank");
  const parts = async () =>
    (
      (await (await page.request.get("/api/me/transactions?q=geladeira&limit=200")).json()) as {
        items: { amountCents: number; card: string | null; installment: { count: number } | null }[];
      }
    ).items;
  expect((await parts()).map((p) => p.installment?.count)).toEqual([3, 3, 3]);

  // Every part of the purchase, whatever month its bill is in.
  await openPainel(page, "/painel/transacoes?periodo=all&q=geladeira");
  const records = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
  await expect(records).toHaveCount(3);
  await records
    .filter({ hasText: "1/3" })
    .getByRole("button", { name: /^Editar/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Editar registro" });
  await expect(dialog.getByRole("textbox", { name: "Parcelas" })).toHaveValue("3");
  await dialog.getByRole("textbox", { name: "Parcelas" }).fill("12");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Alteração salva", { exact: true })).toBeVisible();
  await expect(records).toHaveCount(12);
  await expect(records.filter({ hasText: /(^|\D)1\/12/ })).toContainText("R$ 300,00");
  const twelve = await parts();
  expect(twelve.reduce((sum, p) => sum + p.amountCents, 0)).toBe(360_000);
  expect(new Set(twelve.map((p) => p.card))).toEqual(new Set(["Nubank"]));

  // Desfazer on the server: the three parts as they were.
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(records).toHaveCount(3);
  await expect(records.filter({ hasText: "1/3" })).toContainText("R$ 1.200,00");
  expect((await parts()).map((p) => p.installment?.count)).toEqual([3, 3, 3]);
});
