import { describe, expect, it } from "vitest";
import { detectType, isReadable, isStatementLike } from "./detect-type.ts";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("detectType", () => {
  it("tells statement files (text, zip) from pictures, PDFs and other binaries", () => {
    expect(detectType(bytes("OFXHEADER:100\nDATA:OFXSGML"))).toBe("text");
    expect(detectType(bytes("Data;Valor;Identificador;Descrição"))).toBe("text");
    expect(detectType(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("Data,Valor")]))).toBe("text");
    // cp1252 letters ("Descrição" in Windows-1252) are text too
    expect(detectType(new Uint8Array([...bytes("Descri"), 0xe7, 0xe3, 0x6f, 0x3b]))).toBe("text");
    // UTF-16 without its BOM (Excel's "Unicode text" saved by another program)
    expect(detectType(new Uint8Array([...bytes("Data;Valor")].flatMap((b) => [b, 0])))).toBe("text");
    expect(detectType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe("zip");
    expect(detectType(bytes("GIF89a fake"))).toBe("other");
    expect(detectType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBe("other");
    expect(detectType(bytes("%PDF-1.7"))).toBe("pdf");
    expect(detectType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("ole2");
    expect(isStatementLike("ole2")).toBe(true);
    expect(isStatementLike("text") && isStatementLike("zip") && isReadable("text")).toBe(true);
    expect(isReadable("other")).toBe(false);
  });
});
