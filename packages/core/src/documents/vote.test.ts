import { describe, expect, it } from "vitest";
import { readDocument } from "./read-document.ts";
import { voteReadings } from "./vote.ts";

const TODAY = "2026-11-24";
const pass = (text: string) => ({ text, fields: readDocument(text, TODAY) });
const PIX = (amount: string) =>
  `BANCO DO BRASIL\nComprovante Pix\nPago para CARLOS LIMA\nvalor R$ ${amount}\nRealizado em 30/10/2026 às 18:03`;

describe("two recognition passes vote", () => {
  it("keeps a lone label's amount that both passes read", () => {
    const voted = voteReadings(pass(PIX("320,00")), pass(PIX("320,00")));
    expect(voted.amount).toBe(32000);
    expect(voted.confidence.amount).toBeGreaterThanOrEqual(0.9);
  });

  it("returns no amount when the passes read different lone amounts", () => {
    expect(voteReadings(pass(PIX("326,00")), pass(PIX("320,00"))).amount).toBeNull();
  });

  it("drops a lone label's amount the other pass did not see at all", () => {
    expect(
      voteReadings(pass(PIX("326,00")), pass("BANCO DO BRASIL\nComprovante Pix\n~~~ ::: ~~~")).amount,
    ).toBeNull();
  });

  it("prefers an amount vouched inside the document to a lone one", () => {
    const vouched = pass("PADARIA\nTOTAL R$ 12,50\nDinheiro 12,50\n03/11/2026 08:00");
    const lone = pass("PADARIA\nTOTAL R$ 12,90\n03/11/2026 08:00");
    expect(voteReadings(lone, vouched).amount).toBe(1250);
  });

  it("takes amounts and dates from a pass that read only some lines, never what the document is or who issued it", () => {
    const items = "001 PRATO EXECUTIVO 1 UN 39,90\n002 SUCO NATURAL 1 UN 9,00";
    const whole = pass(
      `RESTAURANTE SABOR DA TERRA\nCNPJ 11.222.333/0001-81\nRUA DAS PALMEIRAS, 120\n${items}\nTributos aprox. R$ 7,91 Fonte IBPT`,
    );
    const lines = pass(`${items}\nTributos aprox. R$ 7,91 Fonte IBPT\n07/09/2026 13:02:11`);
    // Read alone, the lines look more like a receipt than the whole did, and name an item as its issuer.
    expect(lines.fields.confidence.kind).toBeGreaterThan(whole.fields.confidence.kind);
    expect(voteReadings(whole, lines).merchant).toMatch(/PRATO/);
    const voted = voteReadings(whole, { ...lines, partial: true });
    expect(voted).toMatchObject({
      kind: whole.fields.kind,
      docType: whole.fields.docType,
      merchant: "RESTAURANTE SABOR DA TERRA",
      date: "2026-09-07",
    });
    const paid = voteReadings(whole, { ...pass("TOTAL R$ 48,90\nDinheiro R$ 48,90"), partial: true });
    expect(paid).toMatchObject({ amount: 4890, merchant: "RESTAURANTE SABOR DA TERRA" });
  });

  it("does not take OCR joining digits it could not read ('250, 09') for a total", () => {
    const text =
      "AUTO POSTO\nValor total R$ 250, ng\nValor a Pagar R$ 250, 09\nPix 250, vg\n28/10/2026 07:41";
    expect(readDocument(text, TODAY).amount).toBeNull();
  });
});
