import {
  download,
  expect,
  onEachDevice,
  openPainel,
  openWorkbook,
  sheetOf,
  signInWithCode,
  test,
} from "./dashboard-fixtures";

onEachDevice(() => {
  test('"Meus dados" downloads everything, then deletes the account for good', async ({
    page,
    person,
    books,
  }) => {
    await person.say("gastei 64 na farmácia");
    await person.say("me lembra de pagar o aluguel dia 5");
    await openPainel(page, "/painel/meus-dados");

    const json = JSON.parse((await download(page, /JSON/)).bytes.toString("utf8")) as {
      account: { phone: string };
      transactions: { description: string; amount: number }[];
      reminders: { description: string }[];
      messages: { text: string }[];
      devices: unknown[];
    };
    expect(json.account.phone).toBe(person.phone);
    expect(json.transactions).toEqual([expect.objectContaining({ description: "farmácia", amount: 64 })]);
    expect(json.reminders.map((r) => r.description)).toEqual(["pagar o aluguel"]);
    expect(json.messages.map((m) => m.text)).toContain("gastei 64 na farmácia");
    expect(json.devices.length).toBeGreaterThan(0);

    const book = await openWorkbook((await download(page, /Planilha/)).bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "Conta",
        "Registros",
        "Cartões",
        "Faturas pagas",
        "Limites",
        "Metas",
        "Avisos",
      ]),
    );
    const records = sheetOf(book, "Registros");
    expect(records.actualRowCount).toBe(2);
    expect(records.getRow(1).getCell(4).value).toBe("Valor (R$)");
    expect(records.getRow(2).getCell(4).value).toBe(64);

    // Deleting says what goes, and asks for the word first.
    const erase = page.getByRole("region", { name: "Excluir minha conta" });
    await expect(erase).toContainText("registros, categorias, cartões e faturas, limites, metas");
    await expect(erase).toContainText("não cancela a assinatura");
    await erase.getByRole("button", { name: "Excluir minha conta e todos os dados" }).click();
    await expect(erase.getByText("Digite EXCLUIR para confirmar.")).toBeVisible();
    await erase.getByLabel("Para confirmar, digite EXCLUIR").fill("EXCLUIR");
    await erase.getByRole("button", { name: "Excluir minha conta e todos os dados" }).click();
    // The confirmation says what went, and what the law keeps for how long.
    await expect(page).toHaveURL(/\/conta-excluida$/);
    await expect(page.getByRole("heading", { name: "Sua conta foi excluída" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("registros de cobrança");
    await expect(page.getByRole("main")).toContainText("5 anos");
    expect((await page.request.get("/api/me/transactions")).status()).toBe(401);

    // The same phone signing in again starts a new, empty account.
    await openPainel(page);
    await signInWithCode(page, books, person.phone);
    await expect(page.getByRole("heading", { name: "Boas-vindas ao seu painel" })).toBeVisible();
  });
});
