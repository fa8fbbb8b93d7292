import { describe, expect, it } from "vitest";
import { readDocument } from "../documents/read-document.ts";
import { describeReading, replyIllegiblePhoto, replyReadWithoutTotal } from "./document-replies.ts";

const TODAY = "2026-11-24";

describe("document replies", () => {
  it("asks for the total of a receipt it read without one", () => {
    const f = readDocument(
      "RESTAURANTE X\nCNPJ 11.222.333/0001-81\nTributos aprox. R$ 7,91\n07/09/2026 13:02",
      TODAY,
    );
    expect(replyReadWithoutTotal(f)).toBe(
      "Li o cupom do RESTAURANTE X de 07/09, mas não o total. Quanto deu?",
    );
  });

  it("says what it read, so a wrong read is seen at once", () => {
    const f = readDocument("PADARIA PAO BOM\nTOTAL R$ 12,50\nDinheiro 12,50\n03/11/2026 08:00", TODAY);
    expect(describeReading(f)).toBe("📄 Li o cupom da PADARIA PAO BOM de 03/11/2026: total R$ 12,50.");
  });

  it("gives one concrete tip for a new photo", () => {
    expect(replyIllegiblePhoto("light")).toContain("mais luz");
    expect(replyIllegiblePhoto("flat")).toContain("esticado");
    expect(replyIllegiblePhoto("closer")).toContain("mais perto");
  });
});
