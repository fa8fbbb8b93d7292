import { expect, test } from "@playwright/test";
import {
  type BuiltServer,
  enterChatCode,
  requestChatCode,
  signInToChat,
  startBuiltServer,
  waitForChatCode,
} from "./support";

// The login code is only ever written to the server's log (embedded mode, no WhatsApp), so
// this journey runs its own server and reads the code from that log, as a person would.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 10;

// One server for the file: keep its tests in one worker.
test.describe.configure({ mode: "serial" });

let server: BuiltServer;

test.beforeAll(async () => {
  // First start of an embedded database runs initdb: seconds on a loaded machine.
  test.setTimeout(120_000);
  server = await startBuiltServer(PORT, "tostao-chat-e2e-");
});

test.afterAll(async () => {
  await server?.stop();
});

test("talks to the assistant in the web chat after logging in with the code", async ({ page }) => {
  test.setTimeout(60_000);
  await requestChatCode(page, server, "(11) 91234-5678");
  await expect(page.getByText("Geramos um código de 6 dígitos para +5511912345678")).toBeVisible();
  // The note about the server log is for the operator (log and README), never for the customer.
  await expect(page.getByText("log do servidor")).toHaveCount(0);

  await enterChatCode(page, server, "+5511912345678");

  const box = page.getByLabel("Mensagem");
  await box.fill("gastei 50 no mercado");
  await box.press("Enter");
  const messages = page.getByRole("list", { name: "Mensagens" });
  await expect(messages.getByText("Eu sou o Tostão", { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(messages.getByText("Despesa registrada: R$ 50,00 em Mercado", { exact: false })).toBeVisible();

  await box.fill("quanto gastei este mês?");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(messages.getByText(/Você gastou R\$ 50,00 de \d\d\/\d\d a \d\d\/\d\d\./)).toBeVisible({
    timeout: 15_000,
  });

  // The history comes back after a reload, still logged in.
  await page.reload();
  await expect(page.locator('li[data-direction="inbound"]').first()).toContainText("gastei 50 no mercado");
  // the welcome rode with the first answer: two replies
  await expect(page.locator('li[data-direction="outbound"]')).toHaveCount(2);

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("button", { name: "Receber código" })).toBeVisible();
});

test("refuses a wrong code with a clear message", async ({ page }) => {
  await requestChatCode(page, server, "11 98888-7777");
  const wrong = (await waitForChatCode(server, "+5511988887777")) === "123456" ? "654321" : "123456";
  await page.getByLabel("Código de acesso").fill(wrong);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Código incorreto. Confira e tente de novo.");
});

test("keeps what is typed while the previous message is still on its way", async ({ page }) => {
  await signInToChat(page, server, "11 97777-6666", "+5511977776666");

  // A slow network: the first message takes a while to be accepted.
  await page.route("**/api/chat/messages", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const box = page.getByLabel("Mensagem");
  await box.fill("gastei 12 no café");
  await page.getByRole("button", { name: "Enviar" }).click();
  // Typed at once, while the first is still waiting for the server.
  await box.fill("gastei 8 no pão");
  const inbound = page.locator('li[data-direction="inbound"]');
  await expect(inbound.first()).toContainText("gastei 12 no café");
  await expect(box).toHaveValue("gastei 8 no pão");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(inbound).toHaveCount(2);
  await expect(inbound.nth(1)).toContainText("gastei 8 no pão");
});

test("answers a question with its buttons, once, as on WhatsApp", async ({ page }) => {
  test.setTimeout(60_000);
  await signInToChat(page, server, "11 96666-5555", "+5511966665555");
  const messages = page.getByRole("list", { name: "Mensagens" });
  const box = page.getByLabel("Mensagem");
  await box.fill("minha esposa gastou 200 no mercado");
  await box.press("Enter");
  const question = page.locator('li[data-direction="outbound"]', {
    hasText: "Registro despesa de R$ 200,00",
  });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.getByRole("button", { name: "Sim" }).click();
  // the tap shows as the person's answer, and the record is booked
  await expect(page.locator('li[data-direction="inbound"]').last()).toContainText("Sim");
  await expect(messages.getByText("Despesa registrada: R$ 200,00 em Mercado", { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  // the record's own buttons: undo, another category
  const booked = page.locator('li[data-direction="outbound"]', { hasText: "Despesa registrada" });
  await expect(booked.getByRole("button", { name: "Desfazer" })).toBeVisible();
  // the same button again changes nothing and says so
  await question.getByRole("button", { name: "Sim" }).click();
  await expect(messages.getByText("Isso já foi feito; não mudei nada de novo.")).toBeVisible({
    timeout: 15_000,
  });
  // "Outra categoria" opens a list of the person's categories; one tap moves the record
  await booked.getByRole("button", { name: "Outra categoria" }).click();
  const list = page.locator('li[data-direction="outbound"]', { hasText: "Em qual categoria fica" });
  await expect(list).toBeVisible({ timeout: 15_000 });
  await list.getByText("Ver categorias").click();
  await list.getByRole("button", { name: "Lazer" }).click();
  await expect(messages.getByText("categoria Lazer", { exact: false })).toBeVisible({ timeout: 15_000 });
});
