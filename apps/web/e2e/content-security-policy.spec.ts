import { expect, type Page, test } from "@playwright/test";
import { publicRoutes } from "@tostao/core";
import { routeYouTube } from "./fake-youtube";
import { type BuiltServer, gotoHydrated, signInToChat, startBuiltServer } from "./support";

// Its own server: the chat sign-in reads the code from that server's log.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 7;
const ADMIN_PASSWORD = "senha-csp-e2e";

test.describe.configure({ mode: "serial" });

let server: BuiltServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBuiltServer(PORT, "tostao-csp-e2e-", { ADMIN_PASSWORD });
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Collects every Content-Security-Policy violation the page (or any frame of the site) reports:
 * the `securitypolicyviolation` events and the "Refused to…" console errors.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Fake players stand in for YouTube (nothing outside loopback is reachable).
  await routeYouTube(page, {}, { duration: 30 });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>player</title><p>player pronto</p>",
    }),
  );
  return violations;
}

/** Visits each link of a navigation landmark, waiting for each page's main heading. */
async function visitNav(page: Page, navName: string) {
  const nav = page.getByRole("navigation", { name: navName, exact: true });
  // evaluateAll does not wait: let the signed-in shell render its menu first.
  await expect(nav.getByRole("link").first()).toBeVisible();
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) {
    await nav.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
}

test("the policy refuses an injected inline script and the watcher sees it", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await gotoHydrated(page, `${server.base}/`);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join("\n")).toContain("script-src");
});

test("every public page, the video players and the theme toggle run without a violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  for (const route of publicRoutes) {
    await gotoHydrated(page, `${server.base}${route}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(violations, route).toEqual([]);
  }

  // The landing page's demo player (youtube.com, IFrame API) and the theme boot script after a reload.
  await gotoHydrated(page, `${server.base}/`);
  await page.locator("#demo").scrollIntoViewIfNeeded();
  await expect(page.locator("#demo iframe")).toHaveCount(1);
  await expect(page.locator("#demo").getByText("Carregando vídeo…")).toBeHidden({ timeout: 10_000 });
  await page.getByRole("button", { name: "Mudar para modo escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Mudar para modo claro" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  // A help-centre tutorial (youtube-nocookie.com).
  await gotoHydrated(page, `${server.base}/ajuda`);
  const card = page.locator("article#help-1");
  await card.getByRole("button", { name: /^Reproduzir vídeo/ }).click();
  await expect(card.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect(page.frameLocator("article#help-1 iframe").getByText("player pronto")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the web chat, the dashboard and the operator area run without a violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signInToChat(page, server, "(11) 95555-4444", "+5511955554444");
  await page.getByLabel("Mensagem").fill("gastei 50 no mercado");
  await page.getByLabel("Mensagem").press("Enter");
  await expect(page.getByText(/R\$\s?50,00/).first()).toBeVisible({ timeout: 20_000 });
  expect(violations, "/chat").toEqual([]);

  // The chat's cookie signs the person in to the dashboard too.
  await gotoHydrated(page, `${server.base}/painel`);
  await visitNav(page, "Painel");
  expect(violations, "/painel").toEqual([]);

  await gotoHydrated(page, `${server.base}/admin`);
  await page.getByLabel("Senha do operador").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("navigation", { name: "Área do operador" })).toBeVisible();
  await visitNav(page, "Área do operador");
  expect(violations, "/admin").toEqual([]);
});
