import { expect, test } from "@playwright/test";
import { HelpPage } from "./help-page";

// A phone-sized viewport puts every section below the fold, so a scroll is really needed.
test.use({ viewport: { width: 390, height: 844 } });

let help: HelpPage;

test.beforeEach(async ({ page }) => {
  help = new HelpPage(page);
  await help.open();
});

test("matches a topic by its title, showing title, description and target section", async () => {
  await help.search.fill("lembretes");
  await expect(help.options).toHaveCount(1);
  const option = help.options.first();
  await expect(option).toContainText("Lembretes de pagamento");
  await expect(option).toContainText("Me lembra de pagar a luz dia 10");
  await expect(option).toContainText("Seção: Vídeos tutoriais");
  await expect(help.search).toHaveAttribute("aria-expanded", "true");
});

test("matches a topic by its description", async () => {
  await help.search.fill("transcreve");
  await expect(help.options).toHaveCount(1);
  await expect(help.options.first()).toContainText("Registro por áudio");
});

test("matches a topic by a keyword only", async () => {
  await help.search.fill("tesouro");
  await expect(help.options).toHaveCount(1);
  await expect(help.options.first()).toContainText("Investimentos e economias");
});

test("ignores case and accents", async () => {
  await help.search.fill("AUDIO");
  await expect(help.options.first()).toContainText("Registro por áudio");
  await help.search.fill("relatorios");
  await expect(help.options.first()).toContainText("Relatórios e análises");
});

test("shows at most five topics", async () => {
  // "registro" appears in eight topics.
  await help.search.fill("registro");
  await expect(help.options).toHaveCount(5);
  await expect(help.options.last()).toContainText("Editar ou excluir registros");
});

test("says so when nothing matches", async ({ page }) => {
  await help.search.fill("criptomoeda");
  await expect(page.getByText("Nenhum resultado para “criptomoeda”", { exact: false }).first()).toBeVisible();
  await expect(help.listbox).toHaveCount(0);
  await expect(help.search).toHaveAttribute("aria-expanded", "false");
});

test("closes the dropdown on a click outside, and reopens on focus", async ({ page }) => {
  await help.search.fill("audio");
  await expect(help.listbox).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(help.listbox).toHaveCount(0);
  await expect(help.search).toHaveValue("audio");
  await help.search.click();
  await expect(help.listbox).toBeVisible();
});

test("Escape closes the dropdown and keeps the query", async () => {
  await help.search.fill("audio");
  await expect(help.listbox).toBeVisible();
  await help.search.press("Escape");
  await expect(help.listbox).toHaveCount(0);
  await expect(help.search).toHaveValue("audio");
});

test("clearing the query closes the dropdown", async ({ page }) => {
  await help.search.fill("audio");
  await page.getByRole("button", { name: "Limpar busca" }).click();
  await expect(help.search).toHaveValue("");
  await expect(help.listbox).toHaveCount(0);
  await help.search.fill("audio");
  await expect(help.listbox).toBeVisible();
  await help.search.fill("");
  await expect(help.listbox).toHaveCount(0);
});

test("Enter goes to the first match's section and clears the search", async () => {
  await help.expectBelowTheFold("faq-section");
  await help.search.fill("privacidade");
  await expect(help.options.first()).toContainText("Perguntas frequentes");
  await help.search.press("Enter");
  await help.expectScrolledTo("faq-section");
  await expect(help.search).toHaveValue("");
  await expect(help.listbox).toHaveCount(0);
});

test("Buscar goes to the first match's section", async () => {
  await help.expectBelowTheFold("edit-delete-section");
  await help.search.fill("lixeira");
  await help.buscar.click();
  await help.expectScrolledTo("edit-delete-section");
  await expect(help.search).toHaveValue("");
  await expect(help.listbox).toHaveCount(0);
});

test("Buscar with no match stays put and keeps the message", async ({ page }) => {
  await help.search.fill("criptomoeda");
  await help.buscar.click();
  await expect(help.search).toHaveValue("criptomoeda");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("choosing a topic with the mouse goes to its section", async () => {
  await help.search.fill("passo a passo");
  await help.options.filter({ hasText: "Guias passo a passo" }).click();
  await help.expectScrolledTo("step-guides");
  await expect(help.search).toHaveValue("");
  await expect(help.listbox).toHaveCount(0);
});

test("arrow keys move through the options and Enter picks the highlighted one", async () => {
  await help.search.fill("registro");
  await expect(help.options).toHaveCount(5);
  await help.search.press("ArrowDown");
  await expect(help.options.nth(0)).toHaveAttribute("aria-selected", "true");
  // Up from the first wraps to the last, down from the last wraps to the first.
  await help.search.press("ArrowUp");
  await expect(help.options.nth(4)).toHaveAttribute("aria-selected", "true");
  await help.search.press("ArrowDown");
  await expect(help.options.nth(0)).toHaveAttribute("aria-selected", "true");
  await help.search.press("ArrowUp");
  const last = help.options.nth(4);
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(help.options.nth(0)).toHaveAttribute("aria-selected", "false");
  await expect(help.search).toHaveAttribute("aria-activedescendant", (await last.getAttribute("id")) ?? "");
  await expect(last).toContainText("Editar ou excluir registros");
  await help.search.press("Enter");
  await help.expectScrolledTo("edit-delete-section");
  await expect(help.search).toHaveValue("");
});
