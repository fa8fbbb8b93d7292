import type { Page } from "@playwright/test";

/** Pre-rendered HTML is clickable before React attaches handlers; wait for hydration first. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
