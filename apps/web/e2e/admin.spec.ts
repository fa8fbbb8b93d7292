import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the operator signs in and out of /admin", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Senha do operador").fill("errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Senha incorreta.");
  await page.getByLabel("Senha do operador").fill("senha-de-teste-e2e");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("navigation", { name: "Área do operador" })).toBeVisible();
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByLabel("Senha do operador")).toBeVisible();
});
