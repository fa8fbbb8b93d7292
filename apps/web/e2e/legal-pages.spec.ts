import { expect, test } from "@playwright/test";
import { servedPublicConfig } from "./site-support";
import { gotoHydrated } from "./support";

const config = servedPublicConfig();

for (const [path, title] of [
  ["/termosdeuso", "Termos de uso"],
  ["/politicadeprivacidade", "Política de privacidade"],
] as const) {
  test(`${path} has 12 numbered sections and its last update date`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Última atualização: 17 de abril de 2025")).toBeVisible();
    const headings = page.locator("article section h2");
    await expect(headings).toHaveCount(12);
    const texts = await headings.allTextContents();
    for (const [index, text] of texts.entries()) expect(text).toMatch(new RegExp(`^${index + 1}\\. `));
    // The index links to each section.
    await page.getByRole("navigation", { name: "Índice" }).getByRole("link").nth(8).click();
    await expect(page).toHaveURL(/#secao-9$/);
  });
}

test("the privacy policy names the controller and DPO and states the LGPD facts", async ({ page }) => {
  await gotoHydrated(page, "/politicadeprivacidade");
  const article = page.locator("article");
  await expect(article).toContainText(config.company.name);
  await expect(article).toContainText(config.dpo.name);
  await expect(article.getByRole("link", { name: config.dpo.email }).first()).toHaveAttribute(
    "href",
    `mailto:${config.dpo.email}`,
  );
  for (const fact of [
    "art. 7º",
    "art. 18",
    "15 dias",
    "6 meses",
    "Marco Civil",
    "art. 33",
    "18 anos",
    "theme",
  ]) {
    await expect(article).toContainText(fact);
  }
});

test("the terms state the 7-day withdrawal, the guarantee and the minimum age", async ({ page }) => {
  await gotoHydrated(page, "/termosdeuso");
  const article = page.locator("article");
  for (const fact of ["7 dias", "art. 49", "30 dias", "18 anos", "cancelar"]) {
    await expect(article).toContainText(fact);
  }
});

test("the footer links to social, support e-mail, phone and the legal pages", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: config.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${config.supportEmail}`,
  );
  await expect(footer.locator(`a[href="tel:+${config.supportPhone}"]`)).toBeVisible();
  await expect(footer.getByRole("link", { name: /redes sociais/ })).toHaveAttribute("href", config.socialUrl);
  await footer.getByRole("link", { name: "Política de privacidade" }).click();
  await expect(page).toHaveURL(/\/politicadeprivacidade$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidade");
});
