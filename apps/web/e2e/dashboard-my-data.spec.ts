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
      transactions: { description: string; amountCents: number }[];
      reminders: { description: string }[];
      messages: { body: string }[];
      sessions: unknown[];
    };
    expect(json.account.phone).toBe(person.phone);
    expect(json.transactions).toEqual([
      expect.objectContaining({ description: "farmácia", amountCents: 6400 }),
    ]);
    expect(json.reminders.map((r) => r.description)).toEqual(["pagar o aluguel"]);
    expect(json.messages.map((m) => m.body)).toContain("gastei 64 na farmácia");
    expect(json.sessions.length).toBeGreaterThan(0);

    const book = await openWorkbook((await download(page, /Planilha/)).bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      "Conta",
      "Registros",
      "Categorias",
      "Lembretes",
      "Despesas fixas",
      "Mensagens",
      "Aparelhos",
    ]);
    expect(sheetOf(book, "Registros").actualRowCount).toBe(2);

    // Deleting says what goes, and asks for the word first.
    const erase = page.getByRole("region", { name: "Excluir minha conta" });
    await expect(erase).toContainText("registros, categorias, lembretes, despesas fixas");
    await erase.getByRole("button", { name: "Excluir minha conta e todos os dados" }).click();
    await expect(erase.getByText("Digite EXCLUIR para confirmar.")).toBeVisible();
    await erase.getByLabel("Para confirmar, digite EXCLUIR").fill("EXCLUIR");
    await erase.getByRole("button", { name: "Excluir minha conta e todos os dados" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/me/transactions")).status()).toBe(401);

    // The same phone signing in again starts a new, empty account.
    await openPainel(page);
    await signInWithCode(page, books, person.phone);
    await expect(page.getByRole("heading", { name: "Boas-vindas ao seu Dashboard" })).toBeVisible();
  });
});
