import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the operator sorts the video metrics table by any column", async ({ page }) => {
  const login = await page.request.post("/api/admin/login", { data: { password: "senha-de-teste-e2e" } });
  expect(login.ok()).toBe(true);
  // Likes only come from this test, so their order is known.
  const events = [
    ...Array(3).fill({ videoId: "help-4", type: "like" }),
    { videoId: "help-5", type: "like" },
    { videoId: "help-6", type: "view" },
    { videoId: "help-6", type: "progress", watchedSeconds: 4, completionRate: 33.333 },
  ];
  expect((await page.request.post("/api/video-metrics/events", { data: events })).status()).toBe(202);

  await gotoHydrated(page, "/admin");
  await page
    .getByRole("navigation", { name: "Área do operador" })
    .getByRole("link", { name: "Vídeos" })
    .click();
  const table = page.getByRole("table", { name: "Métricas por vídeo" });
  await expect(table).toBeVisible();
  const header = (name: string) => table.getByRole("columnheader", { name });
  const firstColumn = () => table.locator("tbody th").allInnerTexts();

  await expect(header("Visualizações")).toHaveAttribute("aria-sort", "descending");
  await expect(header("Vídeo")).toHaveAttribute("aria-sort", "none");
  await expect(table.locator("tbody tr")).toHaveCount(10);

  await header("Vídeo").getByRole("button").click();
  await expect(header("Vídeo")).toHaveAttribute("aria-sort", "ascending");
  await expect(header("Visualizações")).toHaveAttribute("aria-sort", "none");
  const names = (await firstColumn()).map((t) => t.split("\n")[0] ?? "");
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR", { sensitivity: "base" })));

  await header("Vídeo").getByRole("button").click();
  await expect(header("Vídeo")).toHaveAttribute("aria-sort", "descending");
  const reversed = (await firstColumn()).map((t) => t.split("\n")[0] ?? "");
  expect(reversed).toEqual([...names].reverse());

  await header("Curtidas").getByRole("button").click();
  await expect(header("Curtidas")).toHaveAttribute("aria-sort", "descending");
  const byLikes = await firstColumn();
  expect(byLikes[0]).toContain("help-4");
  expect(byLikes[1]).toContain("help-5");
  await header("Curtidas").getByRole("button").click();
  expect((await firstColumn()).at(-1)).toContain("help-4");

  const help6 = table.getByRole("row").filter({ hasText: "help-6" });
  await expect(help6.getByRole("cell").nth(4)).toHaveText("33,33%");
  await expect(help6.getByRole("cell").nth(3)).toHaveText(/^\d+,\d\d$/);
});
