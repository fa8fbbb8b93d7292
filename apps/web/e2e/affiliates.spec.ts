import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parseEnv, toPublicConfig } from "@tostao/core";
import { AffiliatesPage, applicant } from "./affiliates-page";
import { currentYear } from "./site-support";
import { gotoHydrated, injectAxe } from "./support";

const env = parseEnv(process.env);
if (!env.ok) throw new Error(env.problems.join("\n"));
const affiliateAreaUrl = toPublicConfig(env.env).affiliateAreaUrl;

/** The affiliate area is outside: answer it locally so no test needs the internet. */
async function stubAffiliateArea(page: Page) {
  await page.route(`${new URL(affiliateAreaUrl).origin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<title>Área de afiliados</title><h1>Área de afiliados</h1>",
    }),
  );
}

test("the page is pre-rendered with its own title, description, canonical URL and Open Graph tags", async ({
  request,
}) => {
  const html = await (await request.get("/afiliados")).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/afiliados"/);
  for (const text of [
    "<title>Programa de Afiliados Tostão | Até 60% de comissão por venda</title>",
    'property="og:title" content="Programa de Afiliados Tostão',
    'name="description" content="Divulgue o Tostão',
    "Torne-se afiliado agora",
    // The commission examples of the three tiers.
    ...["R$ 95,20", "R$ 119,00", "R$ 142,80"],
  ]) {
    expect(html).toContain(text);
  }
  for (const word of ["automática", "automaticamente"]) expect(html.toLowerCase()).not.toContain(word);
});

test("the header, hero buttons and FAQ work", async ({ page }) => {
  const affiliates = new AffiliatesPage(page);
  await affiliates.goto();
  const header = page.getByRole("banner");
  await expect(header).toContainText("Tostão Afiliados");
  await expect(header.getByRole("button", { name: "Mudar para modo escuro" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Voltar ao site" })).toHaveAttribute("href", "/");

  await page.getByRole("link", { name: "VER COMISSÕES" }).click();
  await expect(page.locator("#comissoes")).toBeInViewport();
  await expect(page).toHaveURL(/#comissoes$/);
  await page.getByRole("link", { name: "QUERO SER AFILIADO" }).first().click();
  await expect(page.getByRole("heading", { name: "Torne-se afiliado agora" })).toBeInViewport();

  const question = page.getByRole("button", { name: "Como funciona a aprovação?" });
  await question.click();
  await expect(
    page.getByText(/Nossa equipe analisa cada solicitação e responde pelo WhatsApp/).last(),
  ).toBeVisible();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Quanto custa para ser afiliado?" }).click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${currentYear()} Tostão`);
});

for (const theme of ["light", "dark"] as const) {
  test(`has no axe violations in the ${theme} theme, form errors shown`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const affiliates = new AffiliatesPage(page);
    await affiliates.goto();
    await affiliates.name.fill("Al");
    await affiliates.whatsapp.fill("123");
    await affiliates.email.click();
    await expect(page.getByText("Escreva o nome completo, com pelo menos 3 letras")).toBeVisible();
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      type Violation = { id: string; nodes: { target: string[]; failureSummary?: string }[] };
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run();
      return result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
      }));
    });
    expect(violations).toEqual([]);
  });
}

test("shows each field's message under it and keeps the button disabled until the form is complete", async ({
  page,
}) => {
  const affiliates = new AffiliatesPage(page);
  await affiliates.goto();
  await expect(affiliates.submit).toHaveText("ENVIAR FORMULÁRIO");
  await expect(affiliates.submit).toBeDisabled();

  await affiliates.name.fill("Al");
  await affiliates.name.blur();
  await expect(affiliates.name).toHaveAttribute("aria-invalid", "true");
  await expect(affiliates.name).toHaveAccessibleDescription(
    "Escreva o nome completo, com pelo menos 3 letras",
  );
  await affiliates.whatsapp.fill("98765-4321");
  await affiliates.whatsapp.blur();
  await expect(page.getByText("Informe um número válido com DDD")).toBeVisible();
  await affiliates.email.fill("maria@");
  await affiliates.email.blur();
  await expect(page.getByText("Informe um e-mail válido")).toBeVisible();
  await affiliates.currentWork.fill("ab");
  await affiliates.currentWork.blur();
  await expect(affiliates.currentWork).toHaveAccessibleDescription("Escreva pelo menos 3 caracteres");
  await expect(affiliates.experienceDetails).toHaveAccessibleDescription(/Conte sua experiência/);

  await affiliates.fill(applicant(1, { experienceDetails: "   " }));
  await expect(affiliates.experienceDetails).toHaveAccessibleDescription(/Este campo é obrigatório/);
  await expect(affiliates.name).not.toHaveAttribute("aria-invalid", "true");
  await expect(affiliates.submit).toBeDisabled();
  await affiliates.experienceDetails.fill("Vendo cursos on-line desde 2022");
  await expect(affiliates.submit).toBeEnabled();
});

test("applies, sees the success toast and goes to the affiliate area; the operator approves and exports", async ({
  page,
  browser,
}) => {
  await stubAffiliateArea(page);
  const affiliates = new AffiliatesPage(page);
  // Letters only, so the name stays a name, yet unique to this run.
  const token = Date.now().toString(36).replace(/\d/g, "").slice(-4);
  const data = applicant(2, { name: `Joana D'Arc; Souza ${token}` });
  await affiliates.goto();
  await affiliates.fill(data);
  await affiliates.submit.click();
  await affiliates.expectToast("Formulário enviado com sucesso!", "Redirecionando para a área de afiliados…");
  await expect(affiliates.name).toHaveValue("");
  await page.waitForURL(affiliateAreaUrl);
  await expect(page.getByRole("heading", { name: "Área de afiliados" })).toBeVisible();

  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  await gotoHydrated(admin, "/admin");
  await admin.getByLabel("Senha do operador").fill("senha-de-teste-e2e");
  await admin.getByRole("button", { name: "Entrar" }).click();
  await admin.getByRole("link", { name: "Afiliados" }).click();
  await admin.getByLabel("Buscar pedidos").fill(`D'Arc; Souza ${token}`);
  const card = admin.getByRole("article", { name: data.name });
  await expect(card).toBeVisible();
  await expect(admin.getByRole("article")).toHaveCount(1);
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();
  await expect(card).toContainText(data.whatsapp);
  await card.getByRole("button", { name: `Aprovar ${data.name}` }).click();
  await expect(card.getByText("Aprovado", { exact: true })).toBeVisible();
  await expect(card).toContainText("revisado em");

  await admin.reload();
  await admin.getByLabel("Buscar pedidos").fill(data.whatsapp);
  await expect(admin.getByRole("article")).toHaveCount(1);
  await expect(
    admin.getByRole("article", { name: data.name }).getByText("Aprovado", { exact: true }),
  ).toBeVisible();

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^afiliados-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    "ID;Nome;WhatsApp;E-mail;Trabalho atual;Experiência com marketing;Canais de divulgação;Situação;Enviado em;Revisado em",
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d+;"Joana D'Arc; Souza ${token}";\\(11\\) ${data.whatsapp.slice(5).replace("-", "\\-")};${data.email};Social media autônoma;.*;Aprovado;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
    ),
  );
  await context.close();
});

test("the operator's decision rolls back when the server refuses it", async ({ page, request }) => {
  const token = Date.now().toString(36).replace(/\d/g, "").slice(-4);
  const data = applicant(6, { name: `Rita Rollback ${token}` });
  expect((await request.post("/api/affiliates/applications", { data })).status()).toBe(201);
  await gotoHydrated(page, "/admin/afiliados");
  await page.getByLabel("Senha do operador").fill("senha-de-teste-e2e");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByLabel("Buscar pedidos").fill(data.name);
  const card = page.getByRole("article", { name: data.name });
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/affiliates/applications/*", async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    await held;
    return route.fulfill({ status: 500, json: { error: { code: "internal", message: "Erro interno." } } });
  });
  await card.getByRole("button", { name: `Rejeitar ${data.name}` }).click();
  await expect(card.getByText("Rejeitado", { exact: true })).toBeVisible();
  release();
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();
  await expect(page.getByText("Não foi possível salvar a decisão", { exact: true }).first()).toBeVisible();
});

test("a second application from the same WhatsApp, typed another way, is refused", async ({
  page,
  request,
}) => {
  const data = applicant(3);
  const first = await request.post("/api/affiliates/applications", { data });
  expect(first.status()).toBe(201);
  const affiliates = new AffiliatesPage(page);
  await affiliates.goto();
  const digits = data.whatsapp.replace(/\D/g, "");
  await affiliates.fill({ ...data, whatsapp: `+55 ${digits}`, email: "outro@exemplo.com" });
  await affiliates.submit.click();
  await affiliates.expectToast(
    "Solicitação já enviada",
    "Você já enviou uma solicitação de afiliação. Aguarde nosso contato pelo WhatsApp.",
  );
  await expect(affiliates.name).toHaveValue(data.name);
  await expect(page).toHaveURL(/\/afiliados$/);
});

test("shows ENVIANDO… while the application is on its way", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/affiliates/applications", async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Erro interno." } } });
  });
  const affiliates = new AffiliatesPage(page);
  await affiliates.goto();
  await affiliates.fill(applicant(4));
  await affiliates.submit.click();
  await expect(affiliates.submit).toHaveText("ENVIANDO…");
  await expect(affiliates.submit).toBeDisabled();
  release();
  await expect(affiliates.submit).toHaveText("ENVIAR FORMULÁRIO");
  await expect(affiliates.submit).toBeEnabled();
});

const failures = [
  {
    name: "a failed duplicate check (503 check_failed)",
    fulfil: { status: 503, json: { error: { code: "check_failed", message: "Falhou." } } },
    title: "Erro ao verificar dados",
  },
  {
    name: "a server error (500)",
    fulfil: { status: 500, json: { error: { code: "internal", message: "Erro interno." } } },
    title: "Erro ao enviar formulário",
  },
  {
    name: "too many applications (429)",
    fulfil: { status: 429, json: { error: { code: "rate_limited", message: "Muitas." } } },
    title: "Erro ao enviar formulário",
  },
  { name: "the network being down", fulfil: null, title: "Erro ao enviar formulário" },
];

for (const failure of failures) {
  test(`shows the right toast for ${failure.name} and keeps the form`, async ({ page }) => {
    await page.route("**/api/affiliates/applications", (route) =>
      failure.fulfil ? route.fulfill(failure.fulfil) : route.abort("internetdisconnected"),
    );
    const affiliates = new AffiliatesPage(page);
    const data = applicant(5);
    await affiliates.goto();
    await affiliates.fill(data);
    await affiliates.submit.click();
    await affiliates.expectToast(failure.title, "Ocorreu um erro. Tente novamente.");
    await expect(affiliates.name).toHaveValue(data.name);
    await expect(page).toHaveURL(/\/afiliados$/);
  });
}
