import { expect, test } from "@playwright/test";
import { servedPublicConfig } from "./site-support";
import { gotoHydrated } from "./support";

const config = servedPublicConfig();

test("the link page has four cards, each opening in a new tab with linkbio UTM parameters", async ({
  page,
}) => {
  await gotoHydrated(page, "/linkbio");
  const links = page.locator("[data-linkbio-card] a");
  await expect(links).toHaveCount(4);
  await expect(links.nth(0)).toContainText("TESTE GRÁTIS");
  const expected = [
    [config.trialUrl, "TESTE GRÁTIS"],
    ["/", "Site oficial"],
    ["/afiliados", "Seja um afiliado"],
    [config.supportChatUrl, "Suporte no WhatsApp"],
  ] as const;
  for (const [index, [target, label]] of expected.entries()) {
    const link = links.nth(index);
    await expect(link).toContainText(label);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await link.getAttribute("href")) ?? "";
    const url = new URL(href, "http://site.invalid");
    expect(url.searchParams.get("utm_source")).toBe("linkbio");
    expect(url.searchParams.get("utm_medium")).toBe("referral");
    const expectedUrl = new URL(target, "http://site.invalid");
    expect(`${url.origin}${url.pathname}`).toBe(`${expectedUrl.origin}${expectedUrl.pathname}`);
  }
  // The WhatsApp support link keeps its greeting.
  const support = new URL((await links.nth(3).getAttribute("href")) ?? "");
  expect(support.searchParams.get("text")).toBe(new URL(config.supportChatUrl).searchParams.get("text"));
});

test("the cards animate in 150 ms apart", async ({ page }) => {
  await gotoHydrated(page, "/linkbio");
  const cards = page.locator("[data-linkbio-card]");
  const styles = await cards.evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, delay: style.animationDelay };
    }),
  );
  expect(styles).toEqual([
    { name: "linkbio-in", delay: "0s" },
    { name: "linkbio-in", delay: "0.15s" },
    { name: "linkbio-in", delay: "0.3s" },
    { name: "linkbio-in", delay: "0.45s" },
  ]);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the cards do not animate at all", async ({ page }) => {
    await gotoHydrated(page, "/linkbio");
    const names = await page
      .locator("[data-linkbio-card]")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names).toEqual(["none", "none", "none", "none"]);
    await expect(page.locator("[data-linkbio-card]").first()).toHaveCSS("opacity", "1");
  });
});
