import { expect, onDevice, onEachDevice, openPainel, test } from "./dashboard-fixtures";

/** A Nubank account export (its CSV layout) of the last days, built around today. */
function nubankCsv(): Buffer {
  const day = (back: number) => {
    const d = new Date(Date.now() - back * 86_400_000);
    const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d);
    const [y, m, dd] = iso.split("-");
    return `${dd}/${m}/${y}`;
  };
  return Buffer.from(
    [
      "Data,Valor,Identificador,Descrição",
      `${day(2)},3500.00,e2e-0001,Transferência recebida pelo Pix - EMPRESA XYZ LTDA - 12.345.678/0001-90`,
      `${day(1)},-37.79,e2e-0002,Compra no débito via NuPay - iFood`,
      `${day(1)},-1234.56,e2e-0003,Pagamento de fatura`,
      `${day(0)},-23.90,e2e-0004,Compra no débito - UBER *TRIP`,
    ].join("\n"),
  );
}

async function readStatement(page: import("@playwright/test").Page, buffer: Buffer) {
  await page
    .getByLabel("Arquivo do extrato")
    .setInputFiles({ name: "nubank.csv", mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Ler extrato" }).click();
}

onDevice("computador", () => {
  test("uploads a CSV, reviews it, confirms, undoes, and a second upload adds nothing", async ({
    page,
    person,
  }) => {
    // Said in chat today: the statement's UBER *TRIP is this record, not a new one.
    await person.say("gastei 23,90 de uber");
    await openPainel(page, "/painel/importar");
    await readStatement(page, nubankCsv());
    const review = page.getByRole("region", { name: "Conferir o extrato" });
    await expect(review.getByTestId("import-counts")).toHaveText(
      "3 lançamentos novos · 1 já registrados por você · 0 já importados",
    );
    await expect(review).toContainText("Conta: Nubank (nova, criada ao importar)");
    await expect(review.getByRole("row", { name: /iFood/ })).toContainText("Novo");
    await expect(review.getByRole("row", { name: /Uber/ })).toContainText("Já registrado");
    await expect(review.getByRole("row", { name: /Pagamento de fatura/ })).toContainText("Transferência");
    await review.getByLabel("Categoria de iFood").selectOption("Lazer");
    await review.getByRole("button", { name: "Importar 3 lançamentos" }).click();

    const done = page.getByRole("region", { name: "Extrato importado" });
    await expect(done.getByRole("status")).toHaveText("Importados 3 lançamentos em Nubank.");
    await expect(done).toContainText("1 registro seu foi reconhecido");

    await openPainel(page, "/painel/transacoes?periodo=all");
    const records = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
    // Salary, iFood and the chat's Uber: the bill paid is a transfer, never spending.
    await expect(records).toHaveCount(3);
    await expect(records.filter({ hasText: "iFood" })).toContainText("Lazer");

    // Undo the whole import from the review's own button.
    await page.goBack();
    await expect(page.getByRole("region", { name: "Extrato importado" })).toBeVisible();
    await page.getByRole("button", { name: "Desfazer importação" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Importação desfeita" }).first()).toBeVisible();
    await openPainel(page, "/painel/transacoes?periodo=all");
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(1);

    // Imported again, then the same file once more: nothing doubled (the chat's Uber now carries its entry).
    await openPainel(page, "/painel/importar");
    await readStatement(page, nubankCsv());
    await page.getByRole("button", { name: "Importar 3 lançamentos" }).click();
    await expect(page.getByRole("region", { name: "Extrato importado" }).getByRole("status")).toHaveText(
      "Importados 3 lançamentos em Nubank.",
    );
    await page.getByRole("button", { name: "Importar outro extrato" }).click();
    await readStatement(page, nubankCsv());
    await expect(page.getByTestId("import-counts")).toHaveText(
      "0 lançamentos novos · 0 já registrados por você · 4 já importados",
    );
  });

  test("refuses a file that is not a statement, in pt-BR", async ({ page, person }) => {
    await person.say("gastei 10 no mercado");
    await openPainel(page, "/painel/importar");
    await readStatement(page, Buffer.from("isto não é um extrato\n"));
    await expect(page.getByRole("alert")).toContainText(/extrato|OFX|CSV/);
  });
});

onEachDevice(() => {
  test("Visão geral projects the balance to the next payday, today marked", async ({ page, person }) => {
    await person.say("tenho 2.000 no nubank");
    await person.say("recebo todo 5º dia útil");
    await person.say("gastei 150 no mercado");
    await openPainel(page, "/painel");
    const panel = page.getByRole("region", { name: /^Até o salário \(\d\d\/\d\d\)$/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("month-ahead-available")).toHaveText("R$ 1.850,00");
    await expect(panel).toContainText("(estimado pelos seus registros)");
    await expect(panel.getByTestId("month-ahead-chart")).toBeVisible();
    await expect(panel.getByTestId("month-ahead-today")).toHaveCount(1);
    await expect(panel.getByTestId("month-ahead-chart")).toContainText("Hoje");
  });
});
