import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

for (const path of ["/", "/planos", "/linkbio", "/termosdeuso"]) {
  test(`the theme toggle on ${path} shows its tooltip and the choice survives a reload`, async ({ page }) => {
    await gotoHydrated(page, path);
    const toDark = page.getByRole("button", { name: "Mudar para modo escuro" });
    await toDark.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Mudar para modo escuro");

    await toDark.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    const toLight = page.getByRole("button", { name: "Mudar para modo claro" });
    await page.mouse.move(0, 0);
    await toLight.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Mudar para modo claro");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Mudar para modo claro" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
}

test("the theme tooltip opens on keyboard focus, closes with Escape and stays on a phone's screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Mudar para modo escuro" });
  await toggle.focus();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Mudar para modo escuro");
  await expect(toggle).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id")) ?? "");
  const box = await tooltip.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  await expect(toggle).not.toHaveAttribute("aria-describedby");
});
