/// <reference types="node" />
// The statement corpus (./corpus): one file per documented bank layout, both OFX versions,
// Windows-1252 files, repeated FITIDs, an overlapping export. Exact counts and totals per file.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readStatement, statementParts } from "./read-statement.ts";

const dir = new URL("./corpus/", import.meta.url);
const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")) as Record<
  string,
  {
    bank: string;
    layout: string;
    format: string;
    encoding: string;
    entries: number;
    in: number;
    out: number;
    kinds: Record<string, number>;
    closing: number | null;
  }
>;
// Spreadsheets are read to cells by the server (exceljs); their expectations are checked there.
const textFiles = readdirSync(dir).filter((name) => /\.(csv|ofx|xls)$/.test(name));

describe("the statement corpus", () => {
  it("has an expectation for every text file", () => {
    expect(textFiles.filter((f) => !expected[f])).toEqual([]);
    expect(textFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(textFiles)("reads %s with its exact counts and totals", (name) => {
    const want = expected[name];
    const result = readStatement({ fileName: name, bytes: new Uint8Array(readFileSync(new URL(name, dir))) });
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    const r = result.value;
    const sum = (d: "in" | "out") =>
      r.entries.filter((e) => e.direction === d).reduce((s, e) => s + e.amount, 0);
    const kinds: Record<string, number> = {};
    for (const e of r.entries) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
    expect({
      bank: r.bank,
      layout: r.layout,
      format: r.format,
      encoding: r.encoding,
      entries: r.entries.length,
      in: sum("in"),
      out: sum("out"),
      kinds,
      closing: r.closingBalance?.amount ?? null,
    }).toEqual(want);
    expect(new Set(r.entries.map((e) => e.key)).size).toBe(r.entries.length);
  });

  it("keeps Banco do Brasil's repeated FITIDs as distinct entries", () => {
    const r = readStatement({
      fileName: "bb.ofx",
      bytes: new Uint8Array(readFileSync(new URL("bb-fitid-repetido.ofx", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    const same = r.value.entries.filter((e) => e.fitid === "20260310001");
    expect(same.map((e) => e.amount)).toEqual([1000, 2550, 499]);
    const twins = r.value.entries.filter((e) => e.fitid === "20260312001");
    expect(twins).toHaveLength(2);
    expect(twins[0]?.key).not.toBe(twins[1]?.key);
  });

  it("reads accented names from Windows-1252 files without garbling them", () => {
    const r = readStatement({
      fileName: "x.csv",
      bytes: new Uint8Array(readFileSync(new URL("bradesco-conta.csv", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.entries[0]?.description).toBe("Ana Cláudia Souza");
    const ofx = readStatement({
      fileName: "x.ofx",
      bytes: new Uint8Array(readFileSync(new URL("itau-conta.ofx", dir))),
    });
    if (!ofx.ok) throw new Error(ofx.error.message);
    expect(ofx.value.entries[0]?.description).toBe("José Araújo");
  });

  it("reads an account's and a card's statements of one OFX each by its own side", () => {
    const r = readStatement({
      fileName: "itau.ofx",
      bytes: new Uint8Array(readFileSync(new URL("itau-conta-e-cartao.ofx", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.entries.map((e) => [e.raw, e.direction, e.kind])).toEqual([
      ["SISPAG SALARIO", "in", "income"],
      ["PAG FATURA ITAUCARD", "out", "bill_payment"],
      ["DA CLARO CELULAR", "out", "expense"],
      ["NETFLIX.COM", "out", "expense"],
      ["MAGAZINE LUIZA PARC 03/10", "out", "expense"],
      ["IOF COMPRA INTERNACIONAL", "out", "expense"],
      ["PAGAMENTO EFETUADO", "in", "bill_payment"],
      ["ESTORNO NETFLIX.COM", "in", "refund"],
    ]);
    expect(r.value.entries[4]?.installment).toBe("3/10");
  });

  it("splits an OFX holding an account's and a card's statements into one statement each", () => {
    const r = readStatement({
      fileName: "itau.ofx",
      bytes: new Uint8Array(readFileSync(new URL("itau-conta-e-cartao.ofx", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    const parts = statementParts(r.value);
    expect(
      parts.map((p) => ({
        side: p.side,
        layout: p.layout,
        bank: p.bank,
        accountId: p.accountId,
        from: p.from,
        to: p.to,
        closing: p.closingBalance,
        raw: p.entries.map((e) => e.raw),
      })),
    ).toEqual([
      {
        side: "account",
        layout: "ofx-conta",
        bank: "Itaú",
        accountId: "12345-6",
        from: "2026-11-05",
        to: "2026-11-12",
        closing: { amount: 312975, date: "2026-11-30" },
        raw: ["SISPAG SALARIO", "PAG FATURA ITAUCARD", "DA CLARO CELULAR"],
      },
      {
        side: "card",
        layout: "ofx-cartao",
        bank: "Itaú",
        accountId: "4321",
        from: "2026-11-02",
        to: "2026-11-15",
        closing: { amount: -120321, date: "2026-11-30" },
        raw: [
          "NETFLIX.COM",
          "MAGAZINE LUIZA PARC 03/10",
          "IOF COMPRA INTERNACIONAL",
          "PAGAMENTO EFETUADO",
          "ESTORNO NETFLIX.COM",
        ],
      },
    ]);
    // Each entry keeps the key the whole file gave it, and no part is split again.
    expect(parts.flatMap((p) => p.entries)).toEqual(r.value.entries);
    expect(parts.map((p) => p.parts)).toEqual([undefined, undefined]);
  });

  it("keeps a file of one statement whole", () => {
    const r = readStatement({
      fileName: "itau-conta.ofx",
      bytes: new Uint8Array(readFileSync(new URL("itau-conta.ofx", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.parts).toBeUndefined();
    expect(statementParts(r.value)).toEqual([r.value]);
  });

  it("dates a card bill's yearless lines across the turn of the year from its due date", () => {
    const r = readStatement({
      fileName: "itau-fatura.csv",
      bytes: new Uint8Array(readFileSync(new URL("itau-fatura.csv", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.entries.map((e) => e.date)).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-30",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
    ]);
  });

  it("reads slash dates whose parts are all 12 or less month-first only when the file's order says so", () => {
    const read = (name: string) => {
      const r = readStatement({ fileName: name, bytes: new Uint8Array(readFileSync(new URL(name, dir))) });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // Listed oldest first only when read month-first: 3 February to 10 March, not 2 March to 2 November.
    const monthFirst = read("extrato-mes-primeiro.csv");
    expect(monthFirst.entries.map((e) => e.date)).toEqual([
      "2026-02-03",
      "2026-02-05",
      "2026-02-09",
      "2026-02-11",
      "2026-03-02",
      "2026-03-05",
      "2026-03-10",
    ]);
    expect(monthFirst.closingBalance).toEqual({ amount: 153271, date: "2026-03-10" });
    // In order either way, its period line within its own days: day-first, as Brazilian banks write.
    const dayFirst = read("extrato-dias-ate-12.csv");
    expect([dayFirst.from, dayFirst.to, dayFirst.closingBalance?.date]).toEqual([
      "2026-03-02",
      "2026-03-11",
      "2026-03-12",
    ]);
    // A card bill's closing and due dates after its purchases: February, not March to October.
    const bill = read("fatura-datas-ate-12.csv");
    expect([bill.from, bill.to, bill.closingBalance]).toEqual([
      "2026-02-03",
      "2026-02-10",
      { amount: -49070, date: "2026-03-03" },
    ]);
  });

  it("reads a card bill that names no card by what its lines show, and says an assumed side", () => {
    const read = (name: string, side?: "account" | "card") => {
      const bytes = new Uint8Array(readFileSync(new URL(name, dir)));
      const r = readStatement({ fileName: name, bytes, side });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // A due date, instalments on many lines, IOF and the bill paid against the purchases: a card's.
    const bill = read("lancamentos-2026-03.csv");
    expect([bill.side, bill.sideFrom, bill.cardSigns]).toEqual([
      "card",
      "lines",
      [
        "data de vencimento",
        "compras parceladas",
        "IOF de compra internacional",
        "pagamento da fatura contra as compras",
      ],
    ]);
    expect(bill.entries.slice(0, 3).map((e) => [e.direction, e.kind, e.installment])).toEqual([
      ["in", "bill_payment", null],
      ["out", "expense", null],
      ["out", "expense", "4/10"],
    ]);
    // One sign alone: an account, said to be assumed, with the sign found.
    const weak = read("movimentacao.csv");
    expect([weak.side, weak.sideFrom, weak.cardSigns]).toEqual([
      "account",
      "assumed",
      ["pagamento da fatura contra as compras"],
    ]);
    // The side the person chooses reads it so; a file that states its side keeps it.
    const chosen = read("movimentacao.csv", "card");
    expect([chosen.side, chosen.sideFrom, chosen.entries.map((e) => e.direction).join(" ")]).toEqual([
      "card",
      undefined,
      "in out out out out out",
    ]);
    expect(read("nubank-conta.csv", "card").side).toBe("account");
    // An account's own lines (a balance column, money received) say so, and nothing is assumed.
    expect(read("extrato-dias-ate-12.csv").sideFrom).toBe("lines");
  });

  it("refuses the binary Excel 97-2003 workbook with a message that says what to send", () => {
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const r = readStatement({ fileName: "extrato.xls", bytes: ole2 });
    expect(r).toEqual({
      ok: false,
      error: { code: "unsupported_format", message: expect.stringContaining(".xlsx") },
    });
    if (!r.ok) expect(r.error.message).toContain("(.xls)");
  });

  it("refuses a file whose lines' dates cannot be read with a message, instead of reading nothing silently", () => {
    const bytes = new TextEncoder().encode("Data;Descrição;Valor\n05/11;PADARIA;10,00\n06/11;LOJA;20,00\n");
    expect(readStatement({ fileName: "fatura.csv", bytes })).toEqual({
      ok: false,
      error: {
        code: "invalid_file",
        message: expect.stringContaining("não entendi a data ou o valor de 2 lançamentos"),
      },
    });
    const dated = readStatement({ fileName: "fatura.csv", bytes, today: "2026-11-27" });
    expect(dated.ok && dated.value.entries.map((e) => e.date)).toEqual(["2026-11-05", "2026-11-06"]);
  });

  it("refuses a text that is not a statement", () => {
    const r = readStatement({
      fileName: "n.txt",
      bytes: new Uint8Array(readFileSync(new URL("nao-e-extrato.txt", dir))),
    });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: "unsupported_format" }) });
  });
  it("reads Excel's Unicode text: UTF-16 with its byte order mark, tab-separated", () => {
    const text =
      "Data\tDescrição\tValor\r\n05/11/2026\tPix recebido João\t150,00\r\n06/11/2026\tPadaria\t-23,45\r\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const r = readStatement({ fileName: "extrato.txt", bytes });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.encoding).toBe("utf-16");
    expect(r.value.entries.map((e) => [e.date, e.direction, e.amount, e.raw])).toEqual([
      ["2026-11-05", "in", 15000, "Pix recebido João"],
      ["2026-11-06", "out", 2345, "Padaria"],
    ]);
  });

  it("reads UTF-16 without its byte order mark, and a file padded with zero bytes at its end", () => {
    const text =
      "Data;Descrição;Valor\r\n05/11/2026;Pix recebido João;150,00\r\n06/11/2026;Padaria;-23,45\r\n";
    const le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      le[i * 2] = text.charCodeAt(i) & 0xff;
      le[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    const padded = new Uint8Array([...new TextEncoder().encode(text), ...new Uint8Array(64)]);
    for (const bytes of [le, padded]) {
      const r = readStatement({ fileName: "extrato.csv", bytes });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.entries.map((e) => [e.date, e.direction, e.amount, e.raw])).toEqual([
        ["2026-11-05", "in", 15000, "Pix recebido João"],
        ["2026-11-06", "out", 2345, "Padaria"],
      ]);
    }
  });

  it("reads a text export whose columns are aligned by spaces, no delimiter", () => {
    const text = [
      "Extrato de Conta Corrente",
      "Agência: 1234-5  Conta: 12345-6",
      "",
      "Data        Histórico                    Documento          Valor",
      "31/10/2026  Saldo Anterior                                1.000,00 C",
      "03/11/2026  Pix - Enviado                112233             50,00 D",
      "04/11/2026  Pix - Recebido               445566            200,00 C",
      "05/11/2026  S A L D O                                       1.150,00 C",
    ].join("\r\n");
    const r = readStatement({ fileName: "extrato.txt", bytes: new TextEncoder().encode(text) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.entries.map((e) => [e.date, e.direction, e.amount, e.raw])).toEqual([
      ["2026-11-03", "out", 5000, "Pix - Enviado"],
      ["2026-11-04", "in", 20000, "Pix - Recebido"],
    ]);
    expect([r.value.accountId, r.value.closingBalance?.amount]).toEqual(["12345-6", 115000]);
  });
});
