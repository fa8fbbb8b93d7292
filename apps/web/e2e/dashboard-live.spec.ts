import {
  editAmount,
  expect,
  onDevice,
  onEachDevice,
  openAfterSaying,
  openPainel,
  row,
  test,
} from "./dashboard-fixtures";

const saoPauloMonth = (offset: number) => {
  const [year = 0, month = 0] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" })
    .format(new Date())
    .split("-")
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  const name = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(date);
  return { iso: date.toISOString().slice(0, 7), label: `${name} de ${date.getUTCFullYear()}` };
};

onEachDevice(() => {
  test("a record sent in chat appears on the open dashboard within 2 s, without a reload", async ({
    page,
    context,
    person,
  }) => {
    await openAfterSaying(page, person, "/painel/transacoes", "gastei 20 no café");
    await expect(row(page, "café")).toBeVisible();
    let reloads = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && reloads++);

    const chat = await context.newPage();
    await openPainel(chat, "/chat");
    const box = chat.getByLabel("Mensagem");
    await box.fill("gastei 42,50 na farmácia");
    await box.press("Enter");
    await expect(chat.getByText(/Despesa registrada: R\$\s42,50/)).toBeVisible({ timeout: 15_000 });
    // From the moment chat answers, the dashboard has 2 seconds.
    await expect(row(page, "farmácia")).toBeVisible({ timeout: 2_000 });
    await expect(row(page, "farmácia")).toContainText("R$ 42,50");
    await expect(page.getByRole("region", { name: "Totais do filtro" })).toContainText("R$ 62,50");
    expect(reloads).toBe(0);

    // What is edited on the dashboard is what chat answers next.
    await editAmount(page, "farmácia", "30");
    await expect(row(page, "farmácia")).toContainText("R$ 30,00");
    await expect(page.getByText("Alteração salva", { exact: true })).toBeVisible();
    await box.fill("quanto gastei hoje?");
    await box.press("Enter");
    await expect(chat.getByText(/Você gastou R\$\s50,00/)).toBeVisible({ timeout: 15_000 });
  });
});

onDevice("celular", () => {
  test("the month picker speaks pt-BR and moves month by month", async ({ page, person }) => {
    await person.say("recebi 3000 de salário");
    await person.say("gastei 200 no mercado");
    await openPainel(page);
    const now = saoPauloMonth(0);
    const before = saoPauloMonth(-1);
    const picker = page.getByRole("group", { name: "Mês" });
    await expect(picker).toContainText(now.label, { ignoreCase: true });
    await expect(page.locator('input[type="month"]')).toHaveCount(0);
    const totals = page.getByRole("region", { name: `Totais de ${now.label}` });
    await expect(totals).toContainText("R$ 3.000,00");
    await expect(totals).toContainText("R$ 2.800,00");

    await picker.getByRole("button", { name: `Mês anterior: ${before.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`mes=${before.iso}`));
    await expect(picker.getByRole("status")).toHaveText(before.label, { ignoreCase: true });
    await expect(page.getByRole("region", { name: `Totais de ${before.label}` })).toContainText("R$ 0,00");
    await expect(page.getByText("Nenhuma despesa neste mês.")).toBeVisible();

    // Keyboard: back to the current month.
    await picker.getByRole("button", { name: "Este mês" }).focus();
    await page.keyboard.press("Enter");
    await expect(picker.getByRole("status")).toHaveText(now.label, { ignoreCase: true });
    await expect(picker.getByRole("button", { name: "Este mês" })).toHaveCount(0);
  });
});

onDevice("celular", () => {
  test("Visão geral's first answers are asked for once, by its page before its code has run", async ({
    page,
    person,
  }) => {
    await person.say("gastei 20 no café");
    const month = saoPauloMonth(0);
    const first = [
      "/api/auth/session",
      "/api/me",
      "/api/me/plan",
      `/api/me/summary?month=${month.iso}`,
      "/api/me/transactions?limit=5&sort=-date",
      "/api/me/reminders?status=open",
    ];
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(pathname + search);
    });
    // The app's code is held back: only the page itself can ask for anything meanwhile.
    let releaseCode = () => {};
    const code = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route("**/assets/**/*.js", async (route) => {
      await code;
      await route.continue();
    });
    await page.goto(`/painel?mes=${month.iso}`, { waitUntil: "commit" });
    await expect.poll(() => first.filter((url) => !asked.includes(url))).toEqual([]);
    releaseCode();

    await expect(page.getByRole("region", { name: `Totais de ${month.label}` })).toContainText("R$ 20,00");
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    for (const url of first)
      expect(
        asked.filter((a) => a === url),
        url,
      ).toHaveLength(1);
  });
});
