import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { siteRoutes as routes } from "./site-support";
import { gotoHydrated } from "./support";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of routes) {
      test(`${route} has no violations`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await gotoHydrated(page, route);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("mobile width", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the landing page with the menu open has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("every control on the landing page is reachable by keyboard with a visible focus", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  const expected = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
        (el) => el.offsetParent !== null || getComputedStyle(el).position === "fixed",
      ).length,
  );
  const reached: string[] = [];
  for (let i = 0; i < expected + 5; i++) {
    await page.keyboard.press("Tab");
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      return {
        label: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ""}`,
        visible: outline || ring,
      };
    });
    if (!info) break;
    expect(info.visible, `focus is visible on ${info.label}`).toBe(true);
    if (reached.includes(info.label) && reached.length >= expected) break;
    reached.push(info.label);
  }
  expect(new Set(reached).size).toBeGreaterThanOrEqual(Math.min(expected, 30));
  for (const label of [
    "FALE CONOSCO",
    "PLANOS",
    "AVALIAÇÕES",
    "COMEÇAR A USAR",
    "No computador",
    "Como o Tostão",
  ]) {
    expect(
      reached.some((r) => r.includes(label)),
      `${label} is reachable`,
    ).toBe(true);
  }
});
