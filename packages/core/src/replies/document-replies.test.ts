import { describe, expect, it } from "vitest";
import { readDocument } from "../documents/read-document.ts";
import {
  billDescription,
  describeReading,
  replyIllegiblePhoto,
  replyReadWithoutTotal,
  replyReceiptRecorded,
} from "./document-replies.ts";

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

  it("says a Pix received was received, and from whom", () => {
    const f = readDocument(
      "Comprovante de Pix recebido\nValor R$ 250,00\nData 20/11/2026\nQuem enviou\nMarcos Andrade",
      TODAY,
    );
    expect(describeReading(f)).toBe("📄 Li o Pix recebido de Marcos Andrade de 20/11/2026: valor R$ 250,00.");
  });

  it.each([
    {
      text: "Comprovante de TED recebida\nValor R$ 2.350,00\nData 20/11/2026\nRemetente\nMarcos Andrade",
      said: "📄 Li a transferência recebida de Marcos Andrade de 20/11/2026: valor R$ 2.350,00.",
    },
    {
      text: "Comprovante de Transferência\nTransferência entre bancos - TED\nData 20/11/2026\nFavorecido: Marcos Andrade\nValor: R$ 300,00",
      said: "📄 Li o comprovante de transferência de Marcos Andrade de 20/11/2026: valor R$ 300,00.",
    },
  ])("says a TED is a transfer, not a Pix: $said", ({ text, said }) => {
    expect(describeReading(readDocument(text, TODAY))).toBe(said);
  });

  it("says a scheduled Pix is scheduled, for whom and when, and names its reminder for whom it pays", () => {
    const f = readDocument(
      "Comprovante de agendamento Pix\nAgendado em 24/11/2026\nData do pagamento 05/12/2026\nValor R$ 480,00\nRecebedor\nEscola de Natação Golfinho",
      TODAY,
    );
    expect(describeReading(f)).toBe(
      "📄 Li o Pix agendado para Escola de Natação Golfinho em 05/12/2026: valor R$ 480,00.",
    );
    expect(billDescription(f)).toBe("Pix para Escola de Natação Golfinho");
  });

  it("asks nothing of a scheduled Pix whose amount it could not read: it becomes a reminder", () => {
    const f = readDocument(
      "Comprovante de agendamento Pix\nData do pagamento 05/12/2026\nRecebedor\nEscola de Natação Golfinho",
      TODAY,
    );
    expect(f.amount).toBeNull();
    expect(replyReadWithoutTotal(f)).toBe(
      "📄 Li o Pix agendado para Escola de Natação Golfinho em 05/12, mas não o valor com certeza.",
    );
  });

  it("gives one concrete tip for a new photo", () => {
    expect(replyIllegiblePhoto("light")).toContain("mais luz");
    expect(replyIllegiblePhoto("flat")).toContain("esticado");
    expect(replyIllegiblePhoto("closer")).toContain("mais perto");
  });

  it("says when today's date was used for a receipt without one, and how to correct it", () => {
    const f = readDocument("PADARIA PAO BOM\nTOTAL R$ 12,50\nDinheiro 12,50", TODAY);
    expect(replyReceiptRecorded("✅ Registrado", f)).toBe(
      "✅ Registrado\n📄 Li o cupom da PADARIA PAO BOM: total R$ 12,50. Não achei a data no documento, então usei a de hoje. Se algo estiver errado, responda, por exemplo: não, era 58,90",
    );
  });

  it("names a bill by what it is for and who sent it", () => {
    const bill = { kind: "bill", merchant: "Enel", utility: "energy", docType: "energy_bill" } as const;
    expect(billDescription(bill)).toBe("conta de luz Enel");
    expect(billDescription({ ...bill, kind: "card_statement", merchant: null })).toBe("fatura do cartão");
    expect(billDescription({ kind: "boleto", merchant: null, utility: null, docType: "boleto" })).toBe(
      "boleto",
    );
  });
});
