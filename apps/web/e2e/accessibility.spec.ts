import { expect, type Page, test } from "@playwright/test";
import { siteRoutes as routes } from "./site-support";
import { gotoHydrated, injectAxe } from "./support";

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page) {
  // Entrance animations change colours while they run; measure the settled page (spinners loop forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  });
  return violations;
}

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
    "COMEÇAR USAR",
    "Versão Desktop",
    "Como o Tostão",
  ]) {
    expect(
      reached.some((r) => r.includes(label)),
      `${label} is reachable`,
    ).toBe(true);
  }
});
