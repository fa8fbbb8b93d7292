import { expect, test } from "@playwright/test";
import { routeYouTube } from "./fake-youtube";
import { currentYear } from "./site-support";
import { gotoHydrated } from "./support";

// Details a buyer notices: the copyright year and videos that cannot play.

for (const path of ["/", "/planos", "/ajuda", "/afiliados", "/linkbio"]) {
  test(`${path} shows this year in its copyright line`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(new RegExp(`© ${currentYear()} Tostão`))).toBeVisible();
  });
}

const DEMO = "tostaoDemo01";

test("a video whose player reports an error keeps its poster and says so calmly", async ({ page }) => {
  await routeYouTube(page, { [DEMO]: { duration: 60, error: 100 } }, { duration: 60 });
  await gotoHydrated(page, "/");
  const demo = page.locator("#demo");
  await demo.getByRole("heading").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect(demo.getByRole("status")).toContainText("Não foi possível carregar o vídeo");
  await expect(demo.getByText("Carregando vídeo…")).toHaveCount(0);
  await expect(demo.locator("iframe")).toHaveCount(0);
  await expect(demo.getByRole("img", { name: /Prévia do vídeo de demonstração/ })).toBeVisible();
  await expect(demo.getByRole("button", { name: "Ativar som", exact: true })).toHaveCount(0);
});

test("a player that never answers gives up after a while instead of loading forever", async ({ page }) => {
  await page.clock.install();
  // The embed address answers, but with a page that never speaks the player protocol.
  await page.route("https://www.youtube.com/**", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: "<p>indisponível</p>" }),
  );
  await gotoHydrated(page, "/");
  const testimonial = page.locator("figure").filter({ hasText: "Juliana M." });
  await testimonial.scrollIntoViewIfNeeded();
  await expect(testimonial.getByText("Carregando vídeo…")).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(testimonial.getByRole("status")).toContainText("Não foi possível carregar o vídeo");
  await expect(testimonial.getByText("Carregando vídeo…")).toHaveCount(0);
  await expect(
    testimonial.getByRole("img", { name: /Prévia do depoimento em vídeo de Juliana/ }),
  ).toBeVisible();
});
