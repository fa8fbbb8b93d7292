import { expect, test } from "@playwright/test";
import { guides as guideContent } from "../app/components/help/content/guides";
import { HelpPage } from "./help-page";

test.use({ viewport: { width: 390, height: 844 } });

let help: HelpPage;

test.beforeEach(async ({ page }) => {
  // The players are third-party pages: never reach out to them, answer with an empty document.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  help = new HelpPage(page);
  await help.open();
});

test("is pre-rendered with its title, description, canonical and Open Graph tags", async ({ request }) => {
  const html = await (await request.get("/ajuda")).text();
  expect(html).toContain("<title>Central de ajuda | Tostão</title>");
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/ajuda"/);
  expect(html).toContain('property="og:title" content="Central de ajuda | Tostão"');
  expect(html).toContain('name="description"');
  // The content is in the HTML itself, not only after JavaScript runs.
  expect(html).toContain("Guias passo a passo");
  expect(html).toContain("me lembra de pagar a luz dia 10");
});

test("the header links home and carries the theme toggle", async ({ page }) => {
  await expect(page.getByRole("banner").getByRole("link", { name: "Tostão: início" })).toHaveAttribute(
    "href",
    "/",
  );
  await page.getByRole("button", { name: "Mudar para modo escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

for (const [name, id] of [
  ["Vídeos tutoriais", "video-tutorials"],
  ["Guias passo a passo", "step-guides"],
  ["Perguntas frequentes", "faq-section"],
] as const) {
  test(`the quick card "${name}" scrolls to its section`, async ({ page }) => {
    await help.expectBelowTheFold(id);
    await page
      .getByRole("navigation", { name: "Atalhos da central de ajuda" })
      .getByRole("link", { name })
      .click();
    await help.expectScrolledTo(id);
  });
}

test("lists seven tutorials in two groups, each with duration, steps and a tip, and no zero views", async ({
  page,
}) => {
  const videos = help.section("video-tutorials");
  await expect(videos.getByRole("heading", { name: /Registro de gastos e receitas/ })).toBeVisible();
  await expect(videos.getByRole("heading", { name: /Recursos avançados/ })).toBeVisible();
  await expect(videos.locator("article")).toHaveCount(7);
  for (let n = 1; n <= 7; n++) {
    const card = page.locator(`article#help-${n}`);
    await expect(card.getByText("YouTube Shorts")).toHaveCount(1);
    await expect(card.getByText(/^0:[3-5]\d$/).first()).toBeAttached();
    // A count shows only once someone has watched: never "0 visualizações".
    await expect(card.getByText(/(^|[^\d.])0 visualizaç/)).toHaveCount(0);
    await expect(card.getByText("IMPORTANTE")).toHaveCount(1);
    expect(await card.locator("ol > li").count()).toBeGreaterThanOrEqual(3);
    const img = card.locator("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "360");
    await expect(img).toHaveAttribute("height", "640");
  }
});

test("plays one tutorial at a time and the toggle stops it", async ({ page }) => {
  const first = page.locator("article#help-1");
  const second = page.locator("article#help-2");
  const id1 = process.env.VIDEO_HELP_1 ?? "tostaoAju001";
  const id2 = process.env.VIDEO_HELP_2 ?? "tostaoAju002";
  await expect(page.locator("iframe")).toHaveCount(0);

  await first.getByRole("button", { name: "Reproduzir vídeo: Registro por texto" }).click();
  const player = first.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${id1}?autoplay=1&mute=1&playsinline=1`,
  );
  await expect(player).toHaveAttribute("title", "Vídeo tutorial: Registro por texto");
  await expect(player).toHaveAttribute("loading", "lazy");
  await expect(first.locator("img")).toHaveCount(0);

  await second.getByRole("button", { name: "Reproduzir vídeo: Registro por áudio" }).click();
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect(second.locator("iframe")).toHaveAttribute("src", new RegExp(`/embed/${id2}\\?`));
  await expect(first.locator("img")).toBeVisible();
  await expect(first.getByRole("button", { name: "Parar vídeo" })).toHaveCount(0);

  await second.getByRole("button", { name: "Parar vídeo" }).click();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Assistir vídeo" })).toBeVisible();

  // The toggle under the frame starts a video too.
  await page.locator("article#help-7").getByRole("button", { name: "Assistir vídeo" }).click();
  await expect(page.locator("article#help-7 iframe")).toHaveCount(1);
});

test("the edit and delete cards have five steps each and open the dashboard in a new tab", async () => {
  const section = help.section("edit-delete-section");
  for (const title of ["Como editar um registro", "Como excluir um registro"]) {
    const card = section
      .locator("article")
      .filter({ has: section.page().getByRole("heading", { name: title }) });
    await expect(card.locator("li")).toHaveCount(5);
  }
  await expect(section.getByText("Vá para a página Transações no menu.").first()).toBeAttached();
  const dashboard = section.getByRole("link", { name: /Abrir o painel/ });
  // Without DASHBOARD_URL the button opens this app's own dashboard.
  await expect(dashboard).toHaveAttribute(
    "href",
    process.env.DASHBOARD_URL ? new URL(process.env.DASHBOARD_URL).href.replace(/\/$/, "") : "/painel",
  );
  await expect(dashboard).toHaveAttribute("target", "_blank");
  await expect(dashboard).toHaveAttribute("rel", "noopener noreferrer");
  await expect(section.getByText(/ícone de ponto de interrogação/)).toBeVisible();
});

test("the guides start with the first open and let several stay open", async () => {
  const guides = help.section("step-guides");
  const triggers = guides.getByRole("button");
  await expect(triggers).toHaveCount(7);
  // The badges' texts and order are pinned by the content's unit test.
  for (const { category } of guideContent) {
    await expect(guides.getByText(category, { exact: true })).toHaveCount(1);
  }
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
  for (let i = 1; i < 7; i++) await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "false");

  await triggers.nth(4).click();
  await triggers.nth(6).click();
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(4)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(6)).toHaveAttribute("aria-expanded", "true");
  await expect(
    guides.getByText("O lembrete chega às 10h (horário de Brasília) do dia marcado."),
  ).toBeVisible();

  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(triggers.nth(4)).toHaveAttribute("aria-expanded", "true");
});

test("the FAQ has four categories that each keep one answer open", async ({ page }) => {
  const faq = help.section("faq-section");
  const expected = [
    ["Registro de gastos e receitas", 5],
    ["Investimentos e Documentos", 3],
    ["Relatórios e análises", 3],
    ["Suporte e configurações", 3],
  ] as const;
  const category = (title: string) =>
    faq
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: title, level: 3 }) })
      .last();
  for (const [title, count] of expected) {
    await expect(category(title).getByRole("button")).toHaveCount(count);
  }

  const records = category("Registro de gastos e receitas").getByRole("button");
  await expect(records.nth(0)).toHaveAttribute("aria-expanded", "false");
  await records.nth(0).click();
  await expect(records.nth(0)).toHaveAttribute("aria-expanded", "true");
  await records.nth(2).click();
  await expect(records.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(records.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/TV de 2\.400 em 12x/)).toBeVisible();

  // Another category keeps its own open answer.
  const support = category("Suporte e configurações").getByRole("button");
  await support.nth(0).click();
  await expect(support.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(records.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/criptografia de ponta a ponta do próprio WhatsApp/)).toBeVisible();

  // An open answer closes again.
  await records.nth(2).click();
  await expect(records.nth(2)).toHaveAttribute("aria-expanded", "false");
});

test("the footer links to the terms and the privacy policy", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute("href", "/termosdeuso");
  await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
    "href",
    "/politicadeprivacidade",
  );
});
