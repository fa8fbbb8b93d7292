import { expect, onEachDevice, openPainel, signInWithCode, test, viewports } from "./dashboard-fixtures";

onEachDevice(() => {
  test("signs in with the phone and the code, sees how to start, and signs out", async ({
    page,
    books,
    newPhone,
  }) => {
    await openPainel(page);
    await expect(page.getByRole("heading", { name: "Entre no seu painel" })).toBeVisible();
    await signInWithCode(page, books, newPhone);

    // A new person: the empty dashboard teaches what to send in chat, with a link to it.
    await expect(page.getByRole("heading", { name: "Boas-vindas ao seu painel" })).toBeVisible();
    await expect(page.getByText("“gastei 50 no mercado”")).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir o chat" })).toHaveAttribute("href", "/chat");

    // The session survives a reload and ends with "Sair".
    await page.reload();
    await expect(page.getByRole("heading", { name: "Boas-vindas ao seu painel" })).toBeVisible();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByRole("heading", { name: "Entre no seu painel" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Receber código" })).toBeVisible();
  });
});

test('the link that chat\'s "painel" reply carries signs another device in, once', async ({
  page,
  person,
  browser,
  baseURL,
}) => {
  // Three devices (chat, a phone opening the link, a stranger reusing it): more steps than most.
  test.slow();
  await person.say("gastei 37,90 na farmácia");
  await openPainel(page, "/chat");
  const box = page.getByLabel("Mensagem");
  await box.fill("painel");
  await box.press("Enter");
  const link = page.getByRole("list", { name: "Mensagens" }).getByRole("link", { name: /\/entrar\?token=/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const url = (await link.getAttribute("href")) ?? "";
  expect(url.startsWith(`${baseURL}/entrar?token=`)).toBe(true);

  // A phone that never signed in opens the link from WhatsApp: it lands on its own dashboard.
  const phone = await browser.newContext({ viewport: viewports[0].size, baseURL });
  const other = await phone.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(`${baseURL}/painel`);
  await expect(other.getByRole("heading", { name: "Visão geral" })).toBeVisible();
  await expect(other.getByText("farmácia")).toBeVisible();
  await phone.close();

  // The same link a second time (forwarded, or opened again) no longer signs anyone in.
  const stranger = await browser.newContext({ baseURL });
  const late = await stranger.newPage();
  const response = await late.goto(url);
  expect(response?.status()).toBe(410);
  await expect(late.getByRole("heading", { name: "Este link de acesso não vale mais" })).toBeVisible();
  await late.goto("/painel");
  await expect(late.getByRole("heading", { name: "Entre no seu painel" })).toBeVisible();
  await stranger.close();
});
