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

  it("does not take OCR joining digits it could not read ('250, 09') for a total", () => {
    const text =
      "AUTO POSTO\nValor total R$ 250, ng\nValor a Pagar R$ 250, 09\nPix 250, vg\n28/10/2026 07:41";
    expect(readDocument(text, TODAY).amount).toBeNull();
  });
});
