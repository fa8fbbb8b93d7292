import { expect, type Page, test } from "@playwright/test";
import { HelpPage } from "./help-page";
import { injectAxe } from "./support";

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

for (const theme of ["light", "dark"] as const) {
  test(`has no axe violations in the ${theme} theme, with the search open and answers expanded`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const help = new HelpPage(page);
    await help.open();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    expect(await axeViolations(page)).toEqual([]);

    await help.search.fill("registro");
    await help.search.press("ArrowDown");
    await expect(help.options).toHaveCount(5);
    const faq = help.section("faq-section");
    await faq.getByRole("button").first().click();
    expect(await axeViolations(page)).toEqual([]);

    await help.search.fill("criptomoeda");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("respects reduced motion: no smooth scrolling", async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const help = new HelpPage(page);
  await help.open();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await help.search.fill("privacidade");
  await help.search.press("Enter");
  // Without smooth scrolling the jump is immediate.
  const top = await help.section("faq-section").evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(-1);
  expect(top).toBeLessThan(200);
  await context.close();
});
