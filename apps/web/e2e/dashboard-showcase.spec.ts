import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the dashboard showcase starts on mobile and switches to desktop and back", async ({ page }) => {
  await gotoHydrated(page, "/#painel");
  const section = page.locator("#painel");
  const mobile = section.getByRole("button", { name: "No celular" });
  const desktop = section.getByRole("button", { name: "No computador" });
  await expect(mobile).toHaveAttribute("aria-pressed", "true");
  await expect(desktop).toHaveAttribute("aria-pressed", "false");
  await expect(section.getByRole("img", { name: /Painel do Tostão no celular/ })).toBeVisible();

  await desktop.click();
  await expect(desktop).toHaveAttribute("aria-pressed", "true");
  const wide = section.getByRole("img", { name: /Painel do Tostão no computador/ });
  await expect(wide).toBeVisible();
  await expect
    .poll(() => wide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(section.getByRole("img", { name: /no celular/ })).toHaveCount(0);

  await mobile.click();
  await expect(section.getByRole("img", { name: /Painel do Tostão no celular/ })).toBeVisible();
});
