import { expect, test } from "@playwright/test";
import { expectNewTabLink, servedPublicConfig } from "./site-support";
import { gotoHydrated } from "./support";

const config = servedPublicConfig();

test("/planos shows annual (highlighted), quarterly and monthly, each opening its checkout", async ({
  page,
  context,
}) => {
  await context.route("https://pay.hotmart.com/**", (route) =>
    route.fulfill({ status: 200, body: "checkout" }),
  );
  await gotoHydrated(page, "/planos");
  await expect(page).toHaveTitle("Planos do Tostão | Mensal, trimestral e anual");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escolha o melhor plano para você");

  const cards = page.locator("article[data-plan]");
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-plan")))).toEqual([
    "anual",
    "trimestral",
    "mensal",
  ]);
  await expect(cards.nth(0)).toContainText("PLANO INTELIGENTE");
  await expect(cards.nth(0)).toContainText("Economize 50%");
  await expect(cards.nth(0)).toContainText("R$ 19,90/mês");
  await expect(cards.nth(0)).toContainText("R$ 238,80 à vista por 12 meses");
  await expect(cards.nth(0)).toHaveClass(/border-primary/);
  await expect(cards.nth(1)).toContainText("POPULAR");
  await expect(cards.nth(1)).toContainText("Economize 25%");
  await expect(cards.nth(1)).toContainText("R$ 29,90/mês");
  await expect(cards.nth(1)).toContainText("R$ 89,70 à vista por 3 meses");
  await expect(cards.nth(2)).toContainText("R$ 39,90/mês");
  await expect(cards.nth(1)).not.toHaveClass(/border-primary/);

  const checkouts = [config.checkout.annual, config.checkout.quarterly, config.checkout.monthly];
  for (const [index, url] of checkouts.entries()) {
    const button = cards.nth(index).getByRole("link");
    await expectNewTabLink(button, url);
    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    expect(popup.url()).toBe(url);
    await popup.close();
  }
});

test("the landing pricing section uses the same catalogue and checkout links", async ({ page }) => {
  await gotoHydrated(page, "/#pricing");
  const cards = page.locator("#pricing article[data-plan]");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", config.checkout.annual);
  await expect(cards.nth(2)).toContainText("R$ 39,90");
});

test("the business pages offer the business plans from the catalogue", async ({ page }) => {
  await gotoHydrated(page, "/empresarial");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parabéns pela sua compra!");
  await expect(
    page.getByRole("heading", { name: /70% das empresas fecham por falta de controle/ }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Misturar gastos pessoais e da empresa" })).toBeVisible();
  await expect(
    page.getByText("Esta oferta é válida por apenas 15 minutos e termina quando você sair desta página."),
  ).toBeVisible();
  const cards = page.locator("article[data-plan]");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("R$ 9,90/mês");
  await expect(cards.nth(0)).toContainText("R$ 118,80 à vista por 12 meses");
  await expect(cards.nth(1)).toContainText("R$ 59,70 à vista por 3 meses");
  await expect(cards.nth(2)).toContainText("R$ 29,90/mês");
  await expectNewTabLink(cards.nth(0).getByRole("link"), config.checkout.businessAnnual);
  await expectNewTabLink(cards.nth(2).getByRole("link"), config.checkout.businessMonthly);

  await page.getByRole("link", { name: /Não, obrigado/ }).click();
  await expect(page).toHaveURL(/\/obrigado-empresarial$/);
  await expect(page.getByRole("heading", { name: "O problema", exact: true })).toBeVisible();
  await expect(page.getByText(/Oferta única/)).toBeVisible();
  await expectNewTabLink(
    page.locator("article[data-plan]").nth(1).getByRole("link"),
    config.checkout.businessQuarterly,
  );
});
