import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support";

// The operator console's billing pages, fed by real signed Hotmart deliveries (webhook v2.0.0
// shape) sent to the running server: one annual buyer through an affiliate, one monthly buyer
// who asked for a refund.
const HOTTOK = "hottok-e2e";
const now = Date.now();

function delivery(
  event: string,
  o: {
    subscriber: string;
    transaction: string;
    product: number;
    phone: string;
    name: string;
    price: number;
    at: number;
    affiliate?: boolean;
  },
) {
  return {
    id: `${o.subscriber}-${event}`,
    creation_date: o.at,
    event,
    version: "2.0.0",
    data: {
      product: { id: o.product, name: "Tostão" },
      affiliates: o.affiliate ? [{ affiliate_code: "AFF-E2E", name: "Paula Afiliada" }] : [],
      buyer: { email: `${o.subscriber}@example.com`, name: o.name, checkout_phone: o.phone },
      commissions: o.affiliate ? [{ value: 95.52, source: "AFFILIATE", currency_value: "BRL" }] : [],
      purchase: {
        approved_date: o.at,
        price: { value: o.price, currency_value: "BRL" },
        offer: { code: "e2e" },
        transaction: o.transaction,
        status: "APPROVED",
      },
      subscription: { status: "ACTIVE", subscriber: { code: o.subscriber } },
    },
  };
}

async function signIn(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.getByLabel("Senha do operador").fill("senha-de-teste-e2e");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("navigation", { name: "Área do operador" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const marta = {
    subscriber: "E2E-MARTA",
    transaction: "HP-E2E-1",
    product: 4567890,
    phone: "11977770001",
    name: "Marta Dias",
    price: 238.8,
    at: now - 3_600_000,
    affiliate: true,
  };
  const joao = {
    subscriber: "E2E-JOAO",
    transaction: "HP-E2E-2",
    product: 4567891,
    phone: "11977770002",
    name: "João Prado",
    price: 39.9,
    at: now - 7_200_000,
  };
  for (const [event, o] of [
    ["PURCHASE_APPROVED", marta],
    ["PURCHASE_APPROVED", joao],
    ["PURCHASE_REFUNDED", { ...joao, at: now - 1_800_000 }],
  ] as const) {
    const res = await request.post("/webhooks/hotmart", {
      headers: { "x-hotmart-hottok": HOTTOK },
      data: delivery(event, o),
    });
    expect(res.status()).toBe(200);
  }
  const forged = await request.post("/webhooks/hotmart", {
    headers: { "x-hotmart-hottok": "errado" },
    data: delivery("PURCHASE_APPROVED", { ...marta, subscriber: "FORJADO" }),
  });
  expect(forged.status()).toBe(401);
});

test("the home page shows the morning figures and charts", async ({ page }) => {
  await signIn(page, "/admin");
  const figures = page.getByRole("definition").filter({ hasText: /^R\$/ });
  await expect(figures.first()).toHaveText("R$ 19,90");
  await expect(page.getByText("Assinantes ativos")).toBeVisible();
  await expect(page.getByText("Reembolsos no mês")).toBeVisible();
  await expect(page.getByRole("figure", { name: "MRR por plano" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Novas assinaturas por dia (30 dias)" })).toBeVisible();
});

test("customers are searched by phone and show their plan and status", async ({ page }) => {
  await signIn(page, "/admin/clientes");
  await page.getByLabel("Buscar por telefone ou nome").fill("97777-0002");
  const row = page.getByRole("row", { name: /João Prado/ });
  await expect(row).toContainText("Plano Mensal");
  await expect(row).toContainText("Reembolsada");
  await expect(page.getByRole("row", { name: /Marta Dias/ })).toHaveCount(0);
});

test("a subscription opens with its event history", async ({ page }) => {
  await signIn(page, "/admin/assinaturas");
  await page.getByRole("link", { name: "João Prado" }).click();
  await expect(page.getByRole("heading", { name: "João Prado" })).toBeVisible();
  const history = page.getByRole("list", { name: "Histórico de eventos" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Pagamento aprovado · PURCHASE_APPROVED");
  await expect(history.nth(1)).toContainText("Reembolso · PURCHASE_REFUNDED");
});

test("affiliate sales show the tier and the commission", async ({ page }) => {
  await signIn(page, "/admin/comissoes");
  const row = page.getByRole("row", { name: /Paula Afiliada AFF-E2E/ });
  await expect(row).toContainText("Padrão (40%)");
  await expect(row).toContainText("R$ 238,80");
  await expect(row).toContainText("R$ 95,52");
});

test("the failed messages page says when there is nothing to resend", async ({ page }) => {
  await signIn(page, "/admin/mensagens");
  await expect(page.getByRole("heading", { name: "Mensagens com falha" })).toBeVisible();
  await expect(page.getByText("Nenhuma mensagem com falha.")).toBeVisible();
});
