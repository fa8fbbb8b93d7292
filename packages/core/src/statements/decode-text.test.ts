import { describe, expect, it } from "vitest";
import { decodeStatementText } from "./decode-text.ts";

const utf8 = (s: string) => new Uint8Array([...new TextEncoder().encode(s)]);

describe("decodeStatementText", () => {
  it("reads UTF-8 with and without a BOM", () => {
    expect(decodeStatementText(utf8("Pix João"))).toEqual({ text: "Pix João", encoding: "utf-8" });
    expect(decodeStatementText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Ação")]))).toEqual({
      text: "Ação",
      encoding: "utf-8",
    });
  });

  it("reads Windows-1252, its 0x80-0x9F characters included", () => {
    const bytes = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f, 0x20, 0x80, 0x20, 0x93, 0x78, 0x94]);
    expect(decodeStatementText(bytes)).toEqual({ text: "João € “x”", encoding: "windows-1252" });
  });

  it("reads UTF-16 with its BOM", () => {
    expect(decodeStatementText(new Uint8Array([0xff, 0xfe, 0x4f, 0x00, 0x46, 0x00]))).toEqual({
      text: "OF",
      encoding: "utf-16",
    });
  });

  it("reads UTF-16 without a BOM, little- and big-endian, by the zero byte beside each ASCII character", () => {
    const text = "Data;Descrição;Valor\r\n05/11/2026;PADARIA;-12,50";
    const le = new Uint8Array(text.length * 2);
    const be = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      le[2 * i] = text.charCodeAt(i) & 0xff;
      le[2 * i + 1] = text.charCodeAt(i) >> 8;
      be[2 * i] = text.charCodeAt(i) >> 8;
      be[2 * i + 1] = text.charCodeAt(i) & 0xff;
    }
    expect(decodeStatementText(le)).toEqual({ text, encoding: "utf-16" });
    expect(decodeStatementText(be)).toEqual({ text, encoding: "utf-16" });
  });

  it("takes back UTF-8 that went once through Windows-1252 and was saved as UTF-8", () => {
    expect(decodeStatementText(utf8("Histórico;Descrição\nPIX RECEBIDO JOÃO;Cartão"))).toMatchObject({
      text: "Histórico;Descrição\nPIX RECEBIDO JOÃO;Cartão",
    });
    const twice = utf8("HistÃ³rico;DescriÃ§Ã£o\nPIX RECEBIDO JOÃƒO;CartÃ£o");
    expect(decodeStatementText(twice)).toEqual({
      text: "Histórico;Descrição\nPIX RECEBIDO JOÃO;Cartão",
      encoding: "utf-8",
    });
  });

  it("takes a truncated UTF-8 sequence for Windows-1252", () => {
    expect(decodeStatementText(new Uint8Array([0x61, 0xc3])).encoding).toBe("windows-1252");
  });
});
