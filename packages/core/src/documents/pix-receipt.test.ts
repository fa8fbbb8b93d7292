import { describe, expect, it } from "vitest";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-29";

// Bank-app wordings of a transfer received, as OCR gives a screenshot: the heading says which way
// the money went, and the sender is the other party.
const RECEIVED_MERCADO_PAGO = `mercado pago
Comprovante de Pix recebido
Você recebeu R$ 72,40 de
Rafael Nogueira
Sexta-feira, 27 de novembro de 2026, às 18:05
Meio de pagamento
Pix
Quem enviou
Rafael Nogueira Campos - CPF ***.318.552-**
Quem recebeu
Camila Duarte Ferraz - CPF ***.904.117-**
Código de autenticação
E00416968202611272105Xy81qPr0aB2`;

const RECEIVED_NUBANK = `nu
Transferência recebida
28 NOV 2026 - 09:12:40
Valor
R$ 1.300,00
Tipo de transferência
Pix
Destino
Nome
Camila Duarte Ferraz
Instituição
NU PAGAMENTOS - IP
Origem
Nome
Construtora Horizonte Azul Ltda
Instituição
BCO DO BRASIL S.A.
ID da transação:
E00000000202611281212a9b8c7d6e5f`;

const RECEIVED_ITAU = `Itaú
comprovante de recebimento de Pix
Pix recebido
valor: R$ 180,00
data: 26/11/2026
de:
Oficina Bonfim Serviços ME
CNPJ 21.443.908/0001-10
para:
Camila Duarte Ferraz`;

const SENT_NUBANK = `nu
Comprovante de transferência
27 NOV 2026 - 14:20:02
Valor
R$ 64,90
Tipo de transferência
Pix
Destino
Nome
Padaria Pão Dourado Ltda
CNPJ
11.222.333/0001-81
Origem
Nome
Camila Duarte Ferraz
Instituição
NU PAGAMENTOS - IP`;

describe("a Pix receipt's direction", () => {
  it.each([
    ["Mercado Pago's 'Você recebeu'", RECEIVED_MERCADO_PAGO, 7240, "2026-11-27", "Rafael Nogueira Campos"],
    [
      "Nubank's 'Transferência recebida'",
      RECEIVED_NUBANK,
      130_000,
      "2026-11-28",
      "Construtora Horizonte Azul",
    ],
    ["Itaú's 'Pix recebido'", RECEIVED_ITAU, 18_000, "2026-11-26", "Oficina Bonfim"],
  ])("reads %s as money in, from its sender", (_name, text, amount, date, sender) => {
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({ kind: "pix_receipt", direction: "in", amount, date, category: null });
    expect(f.merchant).toContain(sender);
  });

  it("reads a transfer sent as money out, to its recipient", () => {
    const f = readDocument(SENT_NUBANK, TODAY);
    expect(f).toMatchObject({ kind: "pix_receipt", direction: "out", amount: 6490, date: "2026-11-27" });
    expect(f.merchant).toContain("Padaria Pão Dourado");
  });

  it("reads a Pix sent whose recipient is labelled 'Quem recebeu' as money out", () => {
    const text = `Comprovante de Pix enviado\nValor R$ 35,00\nData 25/11/2026\nQuem recebeu\nLava Rápido Dois Irmãos`;
    expect(readDocument(text, TODAY)).toMatchObject({
      direction: "out",
      merchant: "Lava Rápido Dois Irmãos",
    });
  });

  it("says every other document's money goes out", () => {
    const text = "Itaú\nFatura do cartão\nTotal da fatura R$ 300,00\nVencimento 10/12/2026";
    expect(readDocument(text, TODAY).direction).toBe("out");
  });
});

describe("a TED or transfer between banks, without the word Pix", () => {
  it.each([
    {
      name: "a TED received",
      text: `Banco do Brasil\nComprovante de TED recebida\nData 24/11/2026\nValor R$ 2.350,00\nRemetente\nConstrutora Horizonte Azul Ltda\nCNPJ 11.222.333/0001-81\nFinalidade Credito em conta`,
      want: { direction: "in", amount: 235_000, date: "2026-11-24", paymentMethod: null },
      name_: "Construtora Horizonte Azul Ltda",
    },
    {
      name: "a transfer received, its sender under 'Origem'",
      text: `Santander\nTransferência recebida\nValor: R$ 800,00\nData da transferência: 23/11/2026\nOrigem\nNome: Marcos Vinicius Andrade\nBanco 341 Itaú Unibanco`,
      want: { direction: "in", amount: 80_000, date: "2026-11-23", paymentMethod: null },
      name_: "Marcos Vinicius Andrade",
    },
    {
      name: "a credit by TED in the account",
      text: `Itaú\nComprovante de crédito de TED\nData 22/11/2026\nValor R$ 1.200,00\nPagador\nOficina Bonfim Ltda`,
      want: { direction: "in", amount: 120_000, date: "2026-11-22" },
      name_: "Oficina Bonfim Ltda",
    },
    {
      name: "a TED sent: the transfer, not the total with the fee, to its beneficiary",
      text: `Bradesco Net Empresa - Comprovante de Transferência\nTransferência entre bancos - TED\nData da operação: 26/11/2026 - 14:33:07\nConta de crédito\nFavorecido: DISTRIBUIDORA DE AUTOPECAS CENTRAL LTDA\nValor: R$ 3.500,00\nTarifa: R$ 10,45\nValor total debitado: R$ 3.510,45`,
      want: { direction: "out", amount: 350_000, date: "2026-11-26", paymentMethod: null },
      name_: "DISTRIBUIDORA DE AUTOPECAS CENTRAL LTDA",
    },
  ])("$name", ({ text, want, name_ }) => {
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({ kind: "pix_receipt", ...want });
    expect(f.merchant).toContain(name_);
  });

  it("does not take a card slip's 'DOC' code for a transfer", () => {
    const text = `VIA CLIENTE\nLOJA BOA COMPRA\nCREDITO A VISTA\nDOC: 004512 AUT: 778812\nVALOR: R$ 45,90\n20/11/2026 10:12`;
    expect(readDocument(text, TODAY).kind).not.toBe("pix_receipt");
  });
});

// A bank's receipt of a Pix scheduled on the 29th to be paid on a later day.
const SCHEDULED_CAIXA = `CAIXA
Comprovante de agendamento Pix
Agendado em
29/11/2026 08:15
Data do pagamento
10/12/2026
Valor
R$ 320,00
Recebedor
Clínica Veterinária Quatro Patas
Chave
vet4patas@exemplo.com.br
Pagador
Camila Duarte Ferraz`;

describe("a scheduled Pix", () => {
  it("is dated, and due, on its payment day, not the day it was scheduled", () => {
    expect(readDocument(SCHEDULED_CAIXA, TODAY)).toMatchObject({
      kind: "pix_receipt",
      direction: "out",
      amount: 32_000,
      date: "2026-12-10",
      dueDate: "2026-12-10",
      merchant: "Clínica Veterinária Quatro Patas",
    });
  });

  it.each([
    ["Pix agendado\nValor R$ 90,00\nAgendado para 03/12/2026\nPara\nJoão Batista Reformas", "2026-12-03"],
    ["Pix agendado com sucesso\nR$ 90,00\nData agendada: 15/12/2026\nQuem vai receber\nJoão", "2026-12-15"],
  ])("reads the payment day of %j", (text, day) => {
    expect(readDocument(text, TODAY)).toMatchObject({ date: day, dueDate: day });
  });

  it("gives a Pix that is not scheduled no due date", () => {
    const text =
      "Comprovante de Pix enviado\nValor R$ 35,00\nData do pagamento 25/11/2026\nPara\nLava Rápido";
    expect(readDocument(text, TODAY)).toMatchObject({ date: "2026-11-25", dueDate: null });
  });
});
