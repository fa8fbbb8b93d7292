import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, openPainel, type Person, test } from "./dashboard-fixtures";
import { gotoHydrated } from "./support";

// What a paying person sees on a 360 px phone and a 1366 px desktop: every dashboard page without
// sideways scroll, totals that never break "R$" from their figure, the instalment badge, WhatsApp
// formatting in the web chat, the site's way into the dashboard and the expired sign-in link's page.
// One test per device, assertions grouped by page, so the journey stays cheap in CI.

const painelPages = [
  "/painel",
  "/painel/transacoes?periodo=all",
  "/painel/categorias",
  "/painel/lembretes",
  "/painel/despesas-fixas",
  "/painel/cartoes",
  "/painel/limites",
  "/painel/metas",
  "/painel/compras-futuras",
  "/painel/exportar",
  "/painel/conta",
  "/painel/meus-dados",
  "/painel/ajuda",
];

const devices = [
  { name: "celular", width: 360, height: 780 },
  { name: "computador", width: 1366, height: 800 },
] as const;

/** Books with something on every page: an instalment purchase, a fixed item, a goal, a limit… */
async function fillBooks(person: Person) {
  for (const message of [
    "meu nubank fecha dia 3 e vence dia 10, limite 8 mil",
    "comprei uma geladeira de 3200 em 10x no nubank",
    "gastei 4500 no mercado",
    "recebi 12.345,67 de salário",
    "aluguel 1500 todo dia 5",
    "me lembra de pagar a luz de 180 dia 10",
    "quero juntar 5 mil pra viagem até dezembro",
    "limite de 800 no mercado",
    "quero comprar uma tv de 3 mil em março",
  ]) {
    await person.say(message);
  }
}

/** The page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** Each element's text sits on one line ("R$ 4.500,00", never "R$" / "4.500,00"). */
async function expectOneLine(figures: Locator) {
  const lines = await figures.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return `${element.textContent}: ${tops.size}`;
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/: 1$/);
}

for (const device of devices) {
  test.describe(device.name, () => {
    test.use({ viewport: { width: device.width, height: device.height } });

    test(`every dashboard page fits ${device.width} px, figures on one line, the 1/10 badge in sight`, async ({
      page,
      person,
    }) => {
      test.setTimeout(180_000);
      await fillBooks(person);
      for (const path of painelPages) {
        await openPainel(page, path);
        await expect(page.getByRole("main")).toBeVisible();
        await expectNoSidewaysScroll(page, path);
        // Axe on the narrow layout, where squeezed controls would show (contrast, names, targets).
        if (device.width < 768) expect(await axeViolations(page), path).toEqual([]);
      }

      await openPainel(page, "/painel");
      await expectOneLine(page.getByRole("region", { name: /^Totais de/ }).locator("p.tabular-nums"));

      await openPainel(page, "/painel/transacoes?periodo=all");
      await expectOneLine(page.getByRole("region", { name: "Totais do filtro" }).locator("p.tabular-nums"));
      const purchase = page
        .getByRole("list", { name: "Registros" })
        .getByRole("listitem")
        .filter({ hasText: "geladeira" })
        .first();
      const badge = purchase.getByText(/^\d+\/10$/);
      await expect(badge).toBeVisible();
      const [line, mark] = await Promise.all([badge.locator("..").boundingBox(), badge.boundingBox()]);
      expect(mark && line && mark.x + mark.width <= line.x + line.width + 0.5).toBe(true);
    });
  });
}

test.describe("computador", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("an edit made after Visão geral shows its new amount; a refused one says why in the dialog", async ({
    page,
    person,
  }) => {
    await person.say("gastei 18 na padaria");
    await person.say("gastei 60 no mercado");
    // Visão geral first: its latest records share the cache the edit rewrites.
    await openPainel(page, "/painel");
    await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Transações" }).click();
    const first = page.getByRole("list", { name: "Registros" }).getByRole("listitem").first();
    await first.getByRole("button", { name: /^Editar/ }).click();
    const dialog = page.getByRole("dialog", { name: "Editar registro" });
    await dialog.getByLabel("Valor (R$)").fill("4.321,09");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText("R$ 4.321,09");

    // The server refuses (the record was deleted elsewhere): the dialog stays and says why.
    await first.getByRole("button", { name: /^Editar/ }).click();
    await page.route("**/api/me/transactions/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 404,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "not_found", message: "Registro não encontrado." } }),
          })
        : route.continue(),
    );
    await dialog.getByLabel("Valor (R$)").fill("10");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Registro não encontrado.");
    await expect(first).toContainText("R$ 4.321,09");
  });
});

for (const device of devices) {
  test.describe(device.name, () => {
    test.use({ viewport: { width: device.width, height: device.height } });

    test("the web chat draws WhatsApp formatting, never raw asterisks", async ({ page, person }) => {
      await person.say("gastei 50 no mercado");
      await person.say("ajuda");
      await gotoHydrated(page, "/chat");
      const messages = page.getByRole("list", { name: "Mensagens" });
      const replies = messages.locator('li[data-direction="outbound"]');
      await expect(replies.last()).toContainText("gastei 50 no mercado");
      await expect(replies.locator("strong").first()).toBeVisible();
      await expect(replies.locator("ul > li").first()).toBeVisible();
      for (const text of await replies.allInnerTexts()) {
        expect(text).not.toMatch(/(^|\s)\*\S|\S\*($|\s)|(^|\s)_\S[^_]*\S_($|\s)/);
      }
      await expectNoSidewaysScroll(page, "/chat");
    });

    test("the site leads into the dashboard from the header, the phone menu and the footer", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      const header = page.getByRole("banner");
      if (device.width < 768) {
        await header.getByRole("button", { name: "Abrir menu" }).click();
        await expect(
          header.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Entrar" }),
        ).toHaveAttribute("href", "/painel");
      } else {
        await expect(
          header.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Entrar" }),
        ).toHaveAttribute("href", "/painel");
      }
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Entrar no meu painel" }),
      ).toHaveAttribute("href", "/painel");
      await expectNoSidewaysScroll(page, "/");
    });
  });
}

test("a used or expired sign-in link gets a styled page of its own", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/entrar?token=um-link-que-nunca-existiu-de-verdade");
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Este link de acesso não vale mais" })).toBeVisible();
  const link = page.getByRole("link", { name: "Entrar com meu número" });
  await expect(link).toHaveAttribute("href", "/painel");
  // Its stylesheet applied: the link is a green button, the text in a card.
  await expect(link).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await expect(page.locator("main")).toHaveCSS("border-radius", "16px");
  expect(violations).toEqual([]);
});
