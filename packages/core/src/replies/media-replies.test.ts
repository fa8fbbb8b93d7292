import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import {
  billDescription,
  replyBillOverdue,
  replyDocumentRead,
  replyReceiptRecorded,
} from "./media-replies.ts";

describe("what a read document is answered with", () => {
  it("names the merchant and the date read, in dd/mm/aaaa", () => {
    expect(replyDocumentRead({ merchant: "Padaria Real", date: "2026-03-12" })).toBe(
      "📄 Li: Padaria Real, 12/03/2026.",
    );
    expect(replyDocumentRead({ merchant: null, date: null })).toBe("📄 Li o documento.");
  });

  it("says when today's date was used for a receipt without one", () => {
    expect(replyReceiptRecorded("✅ Registrado", { merchant: "Mercado", date: null })).toBe(
      "✅ Registrado\n📄 Li: Mercado. Não achei a data no documento, então usei a de hoje. Se algo estiver errado, responda, por exemplo: não, era 58,90",
    );
  });

  it("suggests the payment sentence with the amount as a person types it", () => {
    expect(replyBillOverdue("2026-03-10", "conta Enel", centavos(123450))).toBe(
      "📄 Essa conta venceu em 10/03/2026. Se já pagou, me diga, por exemplo: paguei conta Enel 1234,50",
    );
    expect(replyBillOverdue("2026-03-10", "conta Enel", null)).toBe(
      "📄 Essa conta venceu em 10/03/2026. Se já pagou, me diga, por exemplo: paguei conta Enel",
    );
  });

  it("names a card statement after its card and a bill after its issuer", () => {
    expect(billDescription({ kind: "card_statement", merchant: null })).toBe("fatura do cartão");
    expect(billDescription({ kind: "bill", merchant: "Sabesp" })).toBe("conta Sabesp");
    expect(billDescription({ kind: "boleto", merchant: null })).toBe("conta");
  });
});
