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
