import { expect, type Locator, type Page } from "@playwright/test";
import { parseEnv, publicRoutes, toPublicConfig } from "@tostao/core";

/** The pages of the public site; the help centre and the affiliates page have specs of their own. */
export const siteRoutes = publicRoutes.filter((route) => route !== "/ajuda" && route !== "/afiliados");

/**
 * The public config the pages are rendered with: the server of the specs (playwright.config.ts)
 * sets none of the variables the pages show, so the defaults, on its own port.
 */
export function servedPublicConfig() {
  const env = parseEnv({ PORT: process.env.E2E_PORT ?? "4173" });
  if (!env.ok) throw new Error(env.problems.join("\n"));
  return toPublicConfig(env.env);
}

/** Waits until the element's top has settled just under the sticky header (the scroll finished). */
export async function expectScrolledTo(page: Page, target: Locator) {
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? Number.POSITIVE_INFINITY, { timeout: 5000 })
    .toBeLessThan(100);
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

/** Checks that a link opens in a new tab without a window.opener handle. */
export async function expectNewTabLink(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** This year in São Paulo, as the server stamps it on the copyright lines when it renders the pages. */
export function currentYear(): number {
  return Number(
    new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(new Date()),
  );
}
