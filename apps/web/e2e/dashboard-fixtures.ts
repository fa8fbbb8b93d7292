import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { test as base, expect, type Page } from "@playwright/test";
import { replyWelcome } from "@tostao/core";
import ExcelJS from "exceljs";
import { type BuiltServer, gotoHydrated, startBuiltServer, waitForChatCode } from "./support";

// Sign-in codes only reach the server's log (embedded mode, no WhatsApp), so each worker runs its
// own built server, on the ports right after the shared one, and reads codes from that log.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/** The journeys run on a phone and on a desktop. */
export const viewports = [
  { name: "celular", size: { width: 360, height: 780 } },
  { name: "computador", size: { width: 1280, height: 800 } },
] as const;

export interface Person {
  /** E.164, as the server stores it. */
  phone: string;
  /** Sends a chat message as this person and returns the assistant's reply. */
  say(text: string): Promise<string>;
}

interface PersonFixtures {
  /** A phone no one on this worker's server has used. */
  newPhone: string;
  /** A new person, signed in (the browser context carries their session cookie). */
  person: Person;
}

let phones = 0;

export const test = base.extend<PersonFixtures, { books: BuiltServer }>({
  books: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from this pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      // After a failed test Playwright replaces the worker: let the old one's server finish stopping.
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              () => "busy",
              () => "free",
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe("free");
      const server = await startBuiltServer(port, "tostao-painel-e2e-", {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "1",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ books }, use) => use(books.base),
  // Each test is a person on their own device: its own address, as the server sees it through
  // TRUST_PROXY, so the per-address limit on sign-in codes counts each test apart.
  extraHTTPHeaders: async ({ newPhone }, use) => {
    await use({ "x-forwarded-for": `10.55.${Number(newPhone.slice(-4, -2))}.${Number(newPhone.slice(-2))}` });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from this pattern
  newPhone: async ({}, use, testInfo) => {
    phones += 1;
    await use(`+55119${testInfo.parallelIndex}${String(phones).padStart(7, "0")}`);
  },
  person: async ({ books, context, newPhone }, use) => {
    const api = context.request;
    const start = await api.post(`${books.base}/api/auth/login/start`, { data: { phone: newPhone } });
    expect(start.status(), await start.text()).toBe(200);
    const code = await waitForChatCode(books, newPhone);
    const verify = await api.post(`${books.base}/api/auth/login/verify`, {
      data: { phone: newPhone, code },
    });
    expect(verify.status(), await verify.text()).toBe(200);
    await use({
      phone: newPhone,
      async say(text) {
        const sent = await api.post(`${books.base}/api/chat/messages`, {
          data: { clientId: randomUUID(), text },
        });
        expect(sent.ok(), await sent.text()).toBe(true);
        const { id } = (await sent.json()) as { id: number };
        let reply = "";
        await expect
          .poll(async () => {
            const res = await api.get(`${books.base}/api/chat/messages?after=${id}`);
            const { messages } = (await res.json()) as { messages: { direction: string; body: string }[] };
            // A person's first message is also greeted, in the same message as the answer or in one
            // before it: wait for the answer itself, without the welcome.
            const welcome = replyWelcome(null);
            reply =
              messages
                .filter((m) => m.direction === "outbound")
                .map((m) => (m.body.startsWith(welcome) ? m.body.slice(welcome.length).trim() : m.body))
                .find((body) => body !== "") ?? "";
            return reply;
          })
          .not.toBe("");
        return reply;
      },
    });
  },
});

export { expect };

type Device = (typeof viewports)[number]["name"];

/** Declares the tests of `body` on one device's viewport, in a group named after it. */
export function onDevice(device: Device, body: () => void) {
  test.describe(device, () => {
    test.use({ viewport: viewports.find((v) => v.name === device)?.size });
    body();
  });
}

/** Declares the tests of `body` once per device. */
export function onEachDevice(body: (device: Device) => void) {
  for (const { name } of viewports) onDevice(name, () => body(name));
}

/** Holds every PATCH of a record until `release` is called, as a slow network would. */
export async function holdRecordChanges(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/me/transactions/*", async (route) => {
    if (route.request().method() === "PATCH") await held;
    await route.continue();
  });
  return release;
}

/** Asks for a code on the sign-in form and enters it (waiting for a new one, not an old code in the log). */
export async function signInWithCode(page: Page, books: BuiltServer, phone: string) {
  const before = books.codeFor(phone);
  await page.getByLabel("Seu número de WhatsApp").fill(phone.slice(3));
  await page.getByRole("button", { name: "Receber código" }).click();
  await expect.poll(() => books.codeFor(phone)).not.toBe(before);
  await page.getByLabel("Código de acesso").fill(books.codeFor(phone) ?? "");
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Opens a dashboard page once the app has attached its handlers and the data has loaded. */
export async function openPainel(page: Page, path = "/painel") {
  await gotoHydrated(page, path);
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/** Sends the person's chat messages in order, then opens a dashboard page. */
export async function openAfterSaying(page: Page, person: Person, path: string, ...messages: string[]) {
  for (const message of messages) await person.say(message);
  await openPainel(page, path);
}

/** The Transações filters: behind the "Filtros" button on a phone, always open on a desktop. */
export async function showFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filtros/ });
  if (await toggle.isVisible()) {
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
  }
  const form = page.getByRole("form", { name: "Filtros" });
  await expect(form).toBeVisible();
  return form;
}

/** A record's row in the Transações list. */
export const row = (page: Page, text: string | RegExp) =>
  page.getByRole("list", { name: "Registros" }).getByRole("listitem").filter({ hasText: text });

/** Changes a record's amount from its row in Transações (Editar, then Salvar alterações). */
export async function editAmount(page: Page, text: string, amount: string) {
  await row(page, text)
    .getByRole("button", { name: /^Editar/ })
    .click();
  await page.getByLabel("Valor (R$)").fill(amount);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
}

/** Clicks a download link and returns the file's name and bytes. */
export async function download(page: Page, link: RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Opens a downloaded .xlsx as a spreadsheet program would. */
export async function openWorkbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A sheet of a workbook, which must be there. */
export function sheetOf(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet "${name}" in ${book.worksheets.map((s) => s.name).join(", ")}`);
  return sheet;
}

/** The first data row whose cell in `column` holds `value`. */
export function rowWith(sheet: ExcelJS.Worksheet, column: number, value: unknown): ExcelJS.Row {
  for (let n = 2; n <= sheet.actualRowCount; n++) {
    if (sheet.getRow(n).getCell(column).value === value) return sheet.getRow(n);
  }
  throw new Error(`no row with ${String(value)} in column ${column} of "${sheet.name}"`);
}
