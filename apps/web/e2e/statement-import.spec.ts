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

/** An Itaú OFX holding the conta corrente's statement and the card's, of the last days. */
function itauAccountAndCardOfx(): Buffer {
  const day = (back: number) => {
    const d = new Date(Date.now() - back * 86_400_000);
    return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d).replaceAll("-", "");
  };
  const line = (type: string, back: number, amount: string, id: string, memo: string) =>
    `<STMTTRN><TRNTYPE>${type}</TRNTYPE><DTPOSTED>${day(back)}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${id}</FITID><MEMO>${memo}</MEMO></STMTTRN>`;
  return Buffer.from(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      "<OFX><SIGNONMSGSRSV1><SONRS><FI><ORG>ITAU</ORG><FID>341</FID></FI></SONRS></SIGNONMSGSRSV1>",
      "<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL</CURDEF>",
      "<BANKACCTFROM><BANKID>0341</BANKID><ACCTID>12345-6</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>",
      "<BANKTRANLIST>",
      line("CREDIT", 3, "4200.00", "e2e-c1", "SISPAG SALARIO"),
      line("DEBIT", 2, "-89.90", "e2e-c2", "DA CLARO CELULAR"),
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>",
      "<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>BRL</CURDEF><CCACCTFROM><ACCTID>4321</ACCTID></CCACCTFROM>",
      "<BANKTRANLIST>",
      line("DEBIT", 2, "-59.90", "e2e-k1", "NETFLIX.COM"),
      line("DEBIT", 1, "-250.00", "e2e-k2", "MAGAZINE LUIZA"),
      line("DEBIT", 0, "-37.79", "e2e-k3", "IFD*IFOOD"),
      "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ].join("\n"),
  );
}

async function readStatement(
  page: import("@playwright/test").Page,
  buffer: Buffer,
  file = { name: "nubank.csv", mimeType: "text/csv" },
) {
  await page.getByLabel("Arquivo do extrato").setInputFiles({ ...file, buffer });
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

  test("a file with no account number asks which of the person's two Nubank accounts, and imports into the one picked", async ({
    page,
    person: _signedIn,
    context,
  }) => {
    for (const name of ["Nubank", "Nubank PJ"]) {
      const created = await context.request.post("/api/me/accounts", {
        data: { name, kind: "checking", openingOn: "2020-01-01" },
      });
      expect(created.status()).toBe(201);
    }
    await openPainel(page, "/painel/importar");
    await readStatement(page, nubankCsv());
    const review = page.getByRole("region", { name: "Conferir o extrato" });
    const choice = review.getByTestId("import-account-choice");
    await expect(choice).toContainText(
      "Você tem 2 contas Nubank e o arquivo não diz o número: em qual importar?",
    );
    // Nothing can be imported before the account is picked.
    await expect(review.getByRole("button", { name: "Importar 4 lançamentos" })).toBeDisabled();
    await choice.getByRole("button", { name: "Nubank PJ" }).click();
    await expect(review).toContainText("Conta: Nubank PJ");
    await review.getByRole("button", { name: "Importar 4 lançamentos" }).click();
    await expect(page.getByRole("region", { name: "Extrato importado" }).getByRole("status")).toHaveText(
      "Importados 4 lançamentos em Nubank PJ.",
    );
    // The same file again is found in the account it went to: no question, nothing new.
    await page.getByRole("button", { name: "Importar outro extrato" }).click();
    await readStatement(page, nubankCsv());
    await expect(page.getByTestId("import-account-choice")).toHaveCount(0);
    await expect(page.getByTestId("import-counts")).toHaveText(
      "0 lançamentos novos · 0 já registrados por você · 4 já importados",
    );
  });

  test("an OFX holding the conta corrente and the card is previewed per account, imported into each, undone whole", async ({
    page,
    person,
  }) => {
    // Said in chat: the conta corrente's phone bill is this record, not a new one.
    await person.say("gastei 89,90 na claro");
    const ofx = { name: "itau.ofx", mimeType: "application/x-ofx" };
    await openPainel(page, "/painel/importar");
    await readStatement(page, itauAccountAndCardOfx(), ofx);
    const review = page.getByRole("region", { name: "Conferir o extrato" });
    await expect(review.getByTestId("import-parts")).toContainText("Esse arquivo traz 2 extratos");
    const account = review.getByRole("region", { name: "Extrato para Itaú" });
    const card = review.getByRole("region", { name: "Extrato para Cartão Itaú" });
    await expect(account).toContainText("Conta: Itaú (nova, criada ao importar)");
    await expect(account.getByTestId("import-counts")).toHaveText(
      "1 lançamento novo · 1 já registrados por você · 0 já importados",
    );
    await expect(account.getByRole("row", { name: /Claro/ })).toContainText("Já registrado");
    await expect(card).toContainText("Cartão: Cartão Itaú (nova, criada ao importar)");
    await expect(card.getByTestId("import-counts")).toHaveText(
      "3 lançamentos novos · 0 já registrados por você · 0 já importados",
    );
    await expect(card.getByRole("row", { name: /Netflix/ })).toBeVisible();
    await card.getByLabel("Categoria de iFood").selectOption("Lazer");
    await review.getByRole("button", { name: "Importar 4 lançamentos" }).click();

    const done = page.getByRole("region", { name: "Extrato importado" });
    await expect(done.getByRole("status")).toHaveText("Importados 1 lançamento em Itaú e 3 em Cartão Itaú.");
    await openPainel(page, "/painel/transacoes?periodo=all");
    const records = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
    await expect(records).toHaveCount(5);
    await expect(records.filter({ hasText: "iFood" })).toContainText("Lazer");

    // One undo takes both statements back; the record said in chat stays.
    await page.goBack();
    await page.getByRole("button", { name: "Desfazer importação" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Importação desfeita" }).first()).toBeVisible();
    await openPainel(page, "/painel/transacoes?periodo=all");
    await expect(page.getByRole("list", { name: "Registros" }).getByRole("listitem")).toHaveCount(1);

    // Imported again, then the same file once more: nothing new in either account.
    await openPainel(page, "/painel/importar");
    await readStatement(page, itauAccountAndCardOfx(), ofx);
    await page.getByRole("button", { name: "Importar 4 lançamentos" }).click();
    await expect(page.getByRole("region", { name: "Extrato importado" }).getByRole("status")).toHaveText(
      "Importados 1 lançamento em Itaú e 3 em Cartão Itaú.",
    );
    await page.getByRole("button", { name: "Importar outro extrato" }).click();
    await readStatement(page, itauAccountAndCardOfx(), ofx);
    const again = page.getByRole("region", { name: "Conferir o extrato" });
    await expect(
      again.getByRole("region", { name: "Extrato para Itaú" }).getByTestId("import-counts"),
    ).toHaveText("0 lançamentos novos · 0 já registrados por você · 2 já importados");
    await expect(
      again.getByRole("region", { name: "Extrato para Cartão Itaú" }).getByTestId("import-counts"),
    ).toHaveText("0 lançamentos novos · 0 já registrados por você · 3 já importados");
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
