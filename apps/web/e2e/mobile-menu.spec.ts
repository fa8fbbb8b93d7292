import { expect, test } from "@playwright/test";
import { expectScrolledTo } from "./site-support";
import { gotoHydrated } from "./support";

test.use({ viewport: { width: 375, height: 740 } });

test("below 768 px a menu toggle opens the three buttons and closes after a choice", async ({ page }) => {
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Abrir menu" });
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
  for (const name of ["FALE CONOSCO", "PLANOS", "AVALIAÇÕES"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }

  await menu.getByRole("link", { name: "PLANOS" }).click();
  await expect(menu).toBeHidden();
  await expectScrolledTo(page, page.locator("#pricing"));

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await menu.getByRole("link", { name: "AVALIAÇÕES" }).click();
  await expect(menu).toBeHidden();
  await expectScrolledTo(page, page.locator("#feedback"));
});

test("at 768 px and above the buttons are in the header and there is no toggle", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "PLANOS" }),
  ).toBeVisible();
});
