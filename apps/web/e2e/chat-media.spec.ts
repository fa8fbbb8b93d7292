import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from "../../../scripts/lib/chromium.mjs";
import { type BuiltServer, signInToChat, startBuiltServer } from "./support";

// A photo, a PDF and a recorded voice note in /chat, on the built server with its own database and
// a local OpenAI-compatible transcription endpoint. The microphone is chromium's fake device.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 11;
const HEARD = "gastei 30 reais na padaria";

test.describe.configure({ mode: "serial" });
test.use({
  launchOptions: {
    executablePath: CHROMIUM_HEADLESS_SHELL,
    args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
  permissions: ["microphone"],
});

let server: BuiltServer;
let transcriber: Server;
let transcribedBytes = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The provider's protocol: multipart with a WAV file; it answers only to real audio.
  transcriber = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const wav = body.indexOf("RIFF");
      const ok = req.url === "/v1/audio/transcriptions" && wav >= 0 && body.indexOf("WAVE", wav) === wav + 8;
      transcribedBytes = ok ? body.length - wav : 0;
      res.writeHead(ok ? 200 : 400, { "content-type": "application/json" });
      res.end(JSON.stringify(ok ? { text: HEARD } : { error: { message: "Invalid file format." } }));
    });
  });
  await new Promise<void>((r) => transcriber.listen(0, "127.0.0.1", r));
  const transcribeUrl = `http://127.0.0.1:${(transcriber.address() as AddressInfo).port}`;
  server = await startBuiltServer(PORT, "tostao-chat-media-e2e-", {
    TRANSCRIBE_URL: transcribeUrl,
    TRANSCRIBE_API_KEY: "e2e",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((r) => transcriber?.close(r));
});

// A small text PDF (one page, Helvetica) of an energy bill due far ahead, written by hand.
function billPdf(): Buffer {
  const lines = [
    "CEMIG DISTRIBUICAO S.A.",
    "Conta de energia eletrica",
    "Vencimento 10/12/2027",
    "Total a pagar R$ 187,40",
  ];
  const content = lines.map((l, i) => `BT /F1 12 Tf 40 ${780 - i * 20} Td (${l}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

test("sends a PDF bill and a recorded voice note in the chat and gets the right answers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToChat(page, server, "(11) 97777-6666", "+5511977776666");
  const messages = page.getByRole("list", { name: "Mensagens" });

  await page
    .getByTestId("chat-file-input")
    .setInputFiles({ name: "conta.pdf", mimeType: "application/pdf", buffer: billPdf() });
  await expect(messages.getByText("📄 PDF enviado")).toBeVisible({ timeout: 20_000 });
  // The reading names what the bill is for (energy), and the reminder carries that name.
  await expect(
    messages.getByText("📄 Li a conta de luz da Cemig, vencimento 10/12/2027: valor R$ 187,40.", {
      exact: false,
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    messages.getByText("Lembrete criado: conta de luz Cemig (R$ 187,40). Vou te avisar em 10/12/2027", {
      exact: false,
    }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Gravar áudio" }).click();
  // Two seconds on the clock: a loaded machine's audio thread may capture less than it shows.
  await expect(page.getByText(/Gravando… 0:0[2-9]/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Parar e enviar áudio" }).click();
  await expect(messages.getByText(`🎙️ Entendi: "${HEARD}"`, { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(messages.getByText("Despesa registrada: R$ 30,00", { exact: false })).toBeVisible();
  // A 16 kHz mono WAV of over a second reached the provider.
  expect(transcribedBytes).toBeGreaterThan(32_000);
});

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Signs a new person in to /chat; returns the conversation and a way to attach a file. */
async function openChat(page: Page, phone: string, e164: string) {
  test.setTimeout(120_000);
  await signInToChat(page, server, phone, e164);
  return {
    messages: page.getByRole("list", { name: "Mensagens" }),
    attach: (name: string, mimeType: string, buffer: Buffer) =>
      page.getByTestId("chat-file-input").setInputFiles({ name, mimeType, buffer }),
  };
}

test("reads a receipt photo, says what it read and takes a correction", async ({ page }) => {
  const { messages, attach } = await openChat(page, "(11) 95555-4444", "+5511955554444");
  // A phone photo of a pharmacy NFC-e, a little rotated and noisy (made from the sample set's recipe).
  await attach("cupom.jpg", "image/jpeg", fixture("cupom-farmacia.jpg"));
  // Reading takes seconds: the chat says so at once, and stops saying it when the answer comes.
  const reading = messages.getByRole("status").filter({ hasText: "Lendo a foto…" });
  await expect(reading).toBeVisible({ timeout: 5_000 });
  await expect(messages.getByText("Despesa registrada: R$ 70,10", { exact: false })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    messages.getByText("📄 Li o cupom da DROGARIA SAO BENTO LTDA de 03/11/2026: total R$ 70,10.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(messages.getByText("não, era 58,90", { exact: false })).toBeVisible();
  await expect(reading).toHaveCount(0);

  await page.getByLabel("Mensagem").fill("não, era 72,10");
  await page.getByLabel("Mensagem").press("Enter");
  await expect(messages.getByText("✏️ Corrigi o último registro", { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  await expect(messages.getByText("R$ 72,10", { exact: false }).last()).toBeVisible();
});

test("asks for a protected PDF's password, hides it and reads the bill", async ({ page }) => {
  const { messages, attach } = await openChat(page, "(11) 94444-3333", "+5511944443333");
  await attach("conta.pdf", "application/pdf", fixture("conta-agua-com-senha.pdf"));
  await expect(messages.getByText("🔒 Esse PDF tem senha", { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  const box = page.getByLabel("Senha do PDF");
  await expect(box).toHaveAttribute("type", "password");

  await box.fill("99999");
  await box.press("Enter");
  await expect(messages.getByText("🔒 Essa senha não abriu o PDF", { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Senha do PDF").fill("40123");
  await page.getByLabel("Senha do PDF").press("Enter");
  await expect(messages.getByText("Lembrete criado", { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(messages.getByText("R$ 96,30", { exact: false })).toBeVisible();
  // Back to an ordinary box; neither password is on screen, nor in the history after a reload.
  await expect(page.getByLabel("Mensagem")).toBeVisible();
  await expect(messages).not.toContainText("99999");
  await expect(messages).not.toContainText("40123");
  await page.reload();
  await expect(messages.getByText("Lembrete criado", { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(messages).not.toContainText("40123");
});

test("refuses a file type the chat does not read with a clear message", async ({ page }) => {
  await signInToChat(page, server, "(11) 96666-5555", "+5511966665555");
  await page
    .getByTestId("chat-file-input")
    .setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a....") });
  await expect(page.getByRole("alert")).toContainText("Esse tipo de arquivo não é aceito");
});
