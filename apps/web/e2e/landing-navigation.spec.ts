import { expect, test } from "@playwright/test";
import { expectNewTabLink, expectScrolledTo, servedPublicConfig } from "./site-support";
import { gotoHydrated } from "./support";

const config = servedPublicConfig();

test.describe("landing page navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("header: FALE CONOSCO opens the chat, PLANOS and AVALIAÇÕES scroll to their sections", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expectNewTabLink(header.getByRole("link", { name: "FALE CONOSCO" }), config.chatUrl);
    expect(config.chatUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

    await header.getByRole("link", { name: "PLANOS" }).click();
    await expectScrolledTo(page, page.locator("#pricing"));
    await expect(page).toHaveURL(/#pricing$/);

    await header.getByRole("link", { name: "AVALIAÇÕES" }).click();
    await expectScrolledTo(page, page.locator("#feedback"));
    await expect(page).toHaveURL(/#feedback$/);
  });

  test("scrolls smoothly unless the visitor prefers reduced motion", async ({ page, browser }) => {
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
    const reduced = await browser.newContext({ reducedMotion: "reduce" });
    const still = await reduced.newPage();
    await gotoHydrated(still, "/");
    expect(await still.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "auto",
    );
    await reduced.close();
  });

  test("an anchor in the URL scrolls on load and on hash change", async ({ page }) => {
    await gotoHydrated(page, "/#faq");
    await expectScrolledTo(page, page.locator("#faq"));
    await page.evaluate(() => {
      window.location.hash = "security";
    });
    await expectScrolledTo(page, page.locator("#security"));
  });

  test("every buy button scrolls to the plans", async ({ page }) => {
    for (const label of ["COMEÇAR A USAR", "COMPRAR AGORA", "QUERO APROVEITAR"]) {
      await gotoHydrated(page, "/");
      await page.getByRole("link", { name: label }).click();
      await expectScrolledTo(page, page.locator("#pricing"));
    }
  });

  test("FALAR COM CONSULTOR opens the chat link in a new tab", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "ok" }));
    await gotoHydrated(page, "/");
    const link = page.getByRole("link", { name: "FALAR COM CONSULTOR" });
    await expectNewTabLink(link, config.chatUrl);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(popup.url()).toBe(config.chatUrl);
  });

  test("shows the sections in the order of the spec", async ({ page }) => {
    await gotoHydrated(page, "/");
    const ids = await page
      // Interactive sections sit in their island's wrapper (display: contents).
      .locator("main > section[id], main > [data-island] > section[id], main > div > a[href='#pricing']")
      .evaluateAll((els) => els.map((el) => el.id || el.textContent?.trim()));
    expect(ids).toEqual([
      "demo",
      "problema",
      "funcionalidades",
      "comparativo",
      "como-funciona",
      "COMPRAR AGORA",
      "painel",
      "QUERO APROVEITAR",
      "security",
      "feedback",
      "pricing",
      "garantia",
      "faq",
    ]);
    await expect(page.getByRole("heading", { name: "NÚMEROS QUE COMPROVAM" })).toBeVisible();
    const stats = page.locator("dl");
    for (const [value, label] of [
      [config.stats.records, "registros processados"],
      [config.stats.managed, "gerenciados"],
      [config.stats.reminders, "compromissos lembrados"],
      [config.stats.accuracy, "de precisão da IA"],
      [config.stats.excellent, "dos usuários avaliam como excelente"],
    ]) {
      await expect(stats.locator("div").filter({ hasText: label })).toHaveText(`${label}${value}`);
    }
    // The figures read the Brazilian way.
    await expect(stats).toContainText("+85,2 mil");
    await expect(stats).toContainText("+R$\u00a04,2 milhões");
    await expect(stats).toContainText("99,9\u00a0%");
  });
});
