import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("serves pre-rendered pt-BR HTML marked not to be translated", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  const html = await response.text();
  expect(html).toContain('<html lang="pt-BR" translate="no"');
  expect(html).toContain('<meta name="google" content="notranslate"');
  expect(html).toContain("Tostão");
});

test("caches hashed assets forever", async ({ page, request }) => {
  await page.goto("/");
  const script = await page
    .locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]')
    .first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  const response = await request.get(src!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("answers unknown pages with the pt-BR 404 page", async ({ page }) => {
  // A static page: nothing on it needs script.
  const response = await page.goto("/essa-pagina-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("applies the stored theme, light when nothing is stored", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("follows the OS when the theme is system", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("theme", "system"));
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await context.close();
});

test("API errors are JSON", async ({ request }) => {
  const missing = await request.get("/api/nada");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    error: { code: "not_found", message: "Rota da API não encontrada." },
  });
  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({ status: "ok", db: "pglite" });
});
