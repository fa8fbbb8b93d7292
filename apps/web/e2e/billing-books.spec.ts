import { expect, type Page, test } from "@playwright/test";
import { type BuiltServer, gotoHydrated, startBuiltServer, waitForChatCode } from "./support";

// A paid instance fed by real signed Hotmart deliveries: Lia bought the business edition
// (Empresarial Mensal), Rui the monthly plan. The dashboard follows what each plan includes.
const HOTTOK = "hottok-billing-e2e";
// Its own port: E2E_PORT + 1 and + 2 are the dashboard workers' servers (dashboard-fixtures.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173) + 12;
let server: BuiltServer;

const lia = { phone: "+5511966660001", typed: "(11) 96666-0001", subscriber: "E2E-LIA", product: 7000001 };
const rui = { phone: "+5511966660002", typed: "(11) 96666-0002", subscriber: "E2E-RUI", product: 7000002 };

function approval(buyer: typeof lia, name: string) {
  const at = Date.now() - 60_000;
  return {
    id: `${buyer.subscriber}-approved`,
    creation_date: at,
    event: "PURCHASE_APPROVED",
    version: "2.0.0",
    data: {
      product: { id: buyer.product, name: "Tostão" },
      buyer: { email: `${buyer.subscriber}@example.com`, name, checkout_phone: buyer.phone.slice(3) },
      purchase: {
        approved_date: at,
        price: { value: 29.9, currency_value: "BRL" },
        offer: { code: "e2e" },
        transaction: `HP-${buyer.subscriber}`,
        status: "APPROVED",
      },
      subscription: { status: "ACTIVE", subscriber: { code: buyer.subscriber } },
    },
  };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The first start of an embedded database runs initdb: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startBuiltServer(PORT, "tostao-billing-e2e-", {
    ACCESS_MODE: "paid",
    HOTMART_HOTTOK: HOTTOK,
    PLAN_PRODUCTS: `hotmart:${lia.product}=business_monthly,hotmart:${rui.product}=monthly`,
  });
  for (const [buyer, name] of [
    [lia, "Lia Souza"],
    [rui, "Rui Alves"],
  ] as const) {
    const res = await fetch(`${server.base}/webhooks/hotmart`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hotmart-hottok": HOTTOK },
      body: JSON.stringify(approval(buyer, name)),
    });
    expect(res.status).toBe(200);
  }
});
test.afterAll(() => server?.stop());

async function signIn(page: Page, buyer: typeof lia) {
  await gotoHydrated(page, `${server.base}/painel`);
  await page.getByLabel("Seu número de WhatsApp").fill(buyer.typed);
  await page.getByRole("button", { name: "Receber código" }).click();
  await page.getByLabel("Código de acesso").fill(await waitForChatCode(server, buyer.phone));
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("navigation", { name: "Painel" })).toBeVisible();
}

async function record(page: Page, book: "personal" | "business", description: string, amountCents: number) {
  const res = await page.request.post(`${server.base}/api/me/transactions?book=${book}`, {
    data: { date: new Date().toISOString().slice(0, 10), kind: "expense", amountCents, description },
  });
  expect(res.status()).toBe(201);
}

test("switches the dashboard between the personal and the business books, and remembers it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, lia);
  await record(page, "personal", "Feira do bairro", 8000);
  await record(page, "business", "Fornecedor de embalagens", 45000);

  const header = page.getByRole("banner");
  const books = header.getByRole("group", { name: "Livro exibido" });
  const pessoal = books.getByRole("button", { name: "Pessoal" });
  const empresa = books.getByRole("button", { name: "Empresa" });
  await expect(pessoal).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Transações" }).click();
  const main = page.getByRole("main");
  await expect(main.getByText("Feira do bairro").first()).toBeVisible();
  await expect(main.getByText("Fornecedor de embalagens")).toHaveCount(0);

  await empresa.click();
  await expect(empresa).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Você está no livro da Empresa")).toBeVisible();
  await expect(main.getByText("Fornecedor de embalagens").first()).toBeVisible();
  await expect(main.getByText("Feira do bairro")).toHaveCount(0);

  // The business book starts with the business categories.
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Categorias" }).click();
  await expect(main.getByLabel("Nome de Fornecedores")).toBeVisible();
  await expect(main.getByLabel("Nome de Impostos")).toBeVisible();

  // The choice is kept: a reload opens the business book again.
  await page.reload();
  await expect(
    page
      .getByRole("banner")
      .getByRole("group", { name: "Livro exibido" })
      .getByRole("button", { name: "Empresa" }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("banner").getByRole("button", { name: "Pessoal" }).click();
  await expect(page.getByText("Você está no livro da Empresa")).toHaveCount(0);
});

test("explains the Excel export to a plan without it, with the way to the plans", async ({ page }) => {
  await signIn(page, rui);
  // Rui's plan has one book: no switch.
  await expect(page.getByRole("group", { name: "Livro exibido" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Exportar" }).click();
  const locked = page.getByRole("region", { name: "Exportação para Excel: não incluído no seu plano" });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText("Disponível no Plano Anual.");
  await expect(locked.getByRole("link", { name: "Conhecer os planos" })).toHaveAttribute("href", "/planos");
  await expect(page.getByRole("link", { name: /Planilha Excel/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /CSV/ })).toBeVisible();
  // The server refuses the file too, with the same explanation.
  const res = await page.request.get(`${server.base}/api/me/export.xlsx`);
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_required");
});
