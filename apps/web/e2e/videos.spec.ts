import { expect, type Page, test } from "@playwright/test";
import { fakeState, routeYouTube } from "./fake-youtube";
import { gotoHydrated } from "./support";

// Default embed ids of the e2e server (VIDEO_* unset).
const DEMO = "tostaoDemo01";
const TESTIMONIAL_1 = "tostaoDep001";
const TESTIMONIAL_2 = "tostaoDep002";

interface Metrics {
  videoId: string;
  views: number;
  playCount: number;
  totalWatchTime: number;
  completionRate: number;
}

async function metricsOf(page: Page, videoId: string): Promise<Metrics> {
  const res = await page.request.get("/api/admin/video-metrics");
  expect(res.status()).toBe(200);
  const { videos } = (await res.json()) as { videos: Metrics[] };
  return videos.find((v) => v.videoId === videoId)!;
}

const commandsOf = async (page: Page, id: string) =>
  ((await fakeState(page, id))?.commands ?? []).map((c) => `${c.func}(${c.args.join(",")})`);

// The testimonial views are counted per page view: keep these journeys from overlapping.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  const login = await page.request.post("/api/admin/login", { data: { password: "senha-de-teste-e2e" } });
  expect(login.ok()).toBe(true);
});

test("the demo video mounts in view, loads, autoplays muted and toggles the sound", async ({ page }) => {
  await routeYouTube(page, { [DEMO]: { duration: 60, readyDelayMs: 1500 } }, { duration: 60 });
  await gotoHydrated(page, "/");
  const demo = page.locator("#demo");
  await expect(demo.locator("iframe")).toHaveCount(0);

  await demo.getByRole("heading").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect(demo.locator("iframe")).toHaveCount(1);
  await expect(demo.getByText("Carregando vídeo…")).toBeVisible();
  await expect(demo.getByText("Carregando vídeo…")).toBeHidden({ timeout: 10_000 });

  await expect.poll(async () => (await fakeState(page, DEMO))?.state).toBe(1);
  expect((await fakeState(page, DEMO))?.muted).toBe(true);
  const overlay = demo.getByText("Toque para ativar o som");
  await expect(overlay).toBeVisible();

  await demo.getByRole("button", { name: "Ativar som", exact: true }).click();
  await expect.poll(async () => (await fakeState(page, DEMO))?.muted).toBe(false);
  await expect(overlay).toBeHidden();
  await demo.getByRole("button", { name: "Desativar som", exact: true }).click();
  await expect.poll(async () => (await fakeState(page, DEMO))?.muted).toBe(true);
  await expect(overlay).toBeVisible();

  // Scrolled away it pauses; back in view it plays again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await fakeState(page, DEMO))?.state).toBe(2);
});

test("a testimonial autoplays muted; the first click unmutes, restarts and counts a play", async ({
  page,
}) => {
  await routeYouTube(page, { [TESTIMONIAL_1]: { duration: 90 } }, { duration: 90 });
  const before = await metricsOf(page, "testimonial-1");
  await gotoHydrated(page, "/");
  const card = page.locator("figure").filter({ has: page.locator(`iframe[src*="${TESTIMONIAL_1}"]`) });
  await page.locator("#feedback").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));

  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.state).toBe(1);
  expect((await fakeState(page, TESTIMONIAL_1))?.muted).toBe(true);
  await expect(card.getByText("Toque para ativar o som")).toBeVisible();
  await expect(card.getByRole("slider", { name: "Posição do vídeo" })).toHaveCount(0);
  await expect.poll(async () => (await metricsOf(page, "testimonial-1")).views).toBe(before.views + 1);
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.time ?? 0).toBeGreaterThan(1);

  const sent = (await commandsOf(page, TESTIMONIAL_1)).length;
  await card.getByRole("button", { name: /^Ativar o som e assistir/ }).click();
  await expect
    .poll(async () => (await commandsOf(page, TESTIMONIAL_1)).slice(sent))
    .toEqual(["unMute()", "seekTo(0,true)", "playVideo()"]);
  const now = await fakeState(page, TESTIMONIAL_1);
  expect(now?.muted).toBe(false);
  expect(now?.time).toBeLessThan(1.5);
  await expect(card.getByText("Toque para ativar o som")).toBeHidden();
  await expect
    .poll(async () => (await metricsOf(page, "testimonial-1")).playCount)
    .toBe(before.playCount + 1);

  // Activated: a click toggles pause/play, a mute button and a seek bar appear.
  await card.getByRole("button", { name: /^Pausar/ }).click();
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.state).toBe(2);
  await card.getByRole("button", { name: /^Reproduzir/ }).click();
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.state).toBe(1);
  await card.getByRole("button", { name: "Desativar som", exact: true }).click();
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.muted).toBe(true);
  await card.getByRole("slider", { name: "Posição do vídeo" }).fill("45");
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.time ?? 0).toBeGreaterThanOrEqual(45);

  // Hiding the page beacons the seconds watched since the last report.
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_1))?.time ?? 0).toBeGreaterThan(47);
  const watched = (await metricsOf(page, "testimonial-1")).totalWatchTime;
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith("/api/video-metrics/events") && (r.postData() ?? "").includes('"progress"'),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await beacon;
  await expect
    .poll(async () => (await metricsOf(page, "testimonial-1")).totalWatchTime)
    .toBeGreaterThan(watched);

  // One play per activation, however many clicks followed.
  expect((await metricsOf(page, "testimonial-1")).playCount).toBe(before.playCount + 1);
});

test("a testimonial that ends records full progress and loops", async ({ page }) => {
  await routeYouTube(page, { [TESTIMONIAL_2]: { duration: 12, speed: 2 } }, { duration: 90 });
  const before = await metricsOf(page, "testimonial-2");
  await gotoHydrated(page, "/");
  await page.locator("#feedback").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));

  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_2))?.state).toBe(1);
  await expect
    .poll(async () => (await metricsOf(page, "testimonial-2")).completionRate, { timeout: 15_000 })
    .toBe(100);
  const after = await metricsOf(page, "testimonial-2");
  expect(after.totalWatchTime - before.totalWatchTime).toBeGreaterThanOrEqual(10);
  expect(after.totalWatchTime - before.totalWatchTime).toBeLessThanOrEqual(12);
  expect(after.views).toBe(before.views + 1);
  expect(after.playCount).toBe(before.playCount);

  // Ended, it seeks to the start and plays again.
  expect(await commandsOf(page, TESTIMONIAL_2)).toContain("seekTo(0,true)");
  await expect.poll(async () => (await fakeState(page, TESTIMONIAL_2))?.state).toBe(1);
  expect((await fakeState(page, TESTIMONIAL_2))?.time).toBeLessThan(8);
});
