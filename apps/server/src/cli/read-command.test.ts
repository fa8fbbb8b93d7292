import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { formatBoletoLine, makeBankLine } from "@tostao/core";
import { afterAll, describe, expect, it } from "vitest";
import { tesseractCliAvailable } from "../media/ocr-engine.ts";
import { RECEIPTS } from "../media/samples/receipt-specs.ts";
import { receiptLines } from "../media/samples/receipt-texts.ts";
import { renderPhoto, renderTextPdf } from "../media/samples/render.ts";
import { runCli } from "./run-cli.ts";

const clock = () => new Date("2026-10-14T12:00:00-03:00");

const dir = mkdtempSync(join(tmpdir(), "tostao-cli-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (c: Buffer) => out.push(c));
  stderr.on("data", (c: Buffer) => err.push(c));
  const code = await runCli(args, { stdin: Readable.from([]), stdout, stderr, env: {}, clock });
  return {
    code,
    lines: Buffer.concat(out).toString("utf8").trim().split("\n").filter(Boolean),
    stderr: Buffer.concat(err).toString("utf8"),
  };
}

describe("cli read", () => {
  it("prints one JSON line per file with money in reais and ISO dates, errors included", async () => {
    const line = makeBankLine("237", "1090000000000654004451234", "2026-12-01", 65_400);
    const boleto = join(dir, "boleto.pdf");
    writeFileSync(
      boleto,
      await renderTextPdf([
        `Bradesco | 237-2 | ${formatBoletoLine(line)}`,
        ["Vencimento", "01/12/2026"],
        "Beneficiário: Condomínio Edifício Jardim das Acácias",
        ["(=) Valor do documento", "654,00"],
      ]),
    );
    const notes = join(dir, "notas.txt");
    writeFileSync(notes, "só texto");
    const { code, lines } = await cli([
      "read",
      "--today",
      "2026-11-24",
      boleto,
      notes,
      join(dir, "nada.pdf"),
    ]);
    expect(code).toBe(0);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {
        file: boleto,
        kind: "boleto",
        amount: 654,
        date: null,
        due_date: "2026-12-01",
        merchant: "Condomínio Edifício Jardim das Acácias",
        category: "Moradia",
        payment: { method: "boleto" },
        access_key: null,
        payment_line: formatBoletoLine(line),
        doc_type: "boleto",
        direction: "out",
        confidence: { kind: expect.any(Number), amount: expect.any(Number), date: expect.any(Number) },
        evidence: ["payment line check digits", "amount due label"],
      },
      expect.objectContaining({
        file: notes,
        kind: "unknown",
        amount: null,
        error: expect.objectContaining({ code: "unsupported" }),
      }),
      expect.objectContaining({
        file: join(dir, "nada.pdf"),
        error: expect.objectContaining({ code: "unreadable" }),
      }),
    ]);
  });

  it.runIf(tesseractCliAvailable())(
    "reads a receipt photo's total, date, merchant, payment and access key",
    async () => {
      const sample = RECEIPTS[8] as (typeof RECEIPTS)[number];
      const photo = join(dir, "cupom.jpg");
      writeFileSync(photo, await renderPhoto(receiptLines(sample.spec), sample.effects));
      const { lines } = await cli(["read", photo]);
      expect(JSON.parse(lines[0] as string)).toMatchObject({
        kind: "receipt",
        amount: 25,
        date: "2026-02-21",
        merchant: "PADARIA SAO JORGE LTDA ME",
        category: "Alimentação",
        payment: { method: "cash" },
        access_key: expect.stringMatching(/^35260211444777000161\d{24}$/),
      });
    },
    60_000,
  );

  it("answers usage errors with exit code 2", async () => {
    expect((await cli(["read"])).code).toBe(2);
    expect((await cli(["read", "--today", "ontem", "x.pdf"])).code).toBe(2);
  });
});
