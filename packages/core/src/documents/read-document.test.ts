import { describe, expect, it } from "vitest";
import { mod11Dv } from "./access-key.ts";
import { formatBoletoLine, makeBankLine, makeCollectionLine } from "./boleto.ts";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-24";
const key = (body: string) => {
  const k = body + mod11Dv(body);
  return (k.match(/.{4}/g) as string[]).join(" ");
};

// Layouts follow the DANFE NFC-e manual (Valor total / Desconto / Valor a pagar / FORMA PAGAMENTO),
// the CF-e SAT extract (TOTAL R$ after discounts), and what OCR makes of thermal paper.
const NFCE = `SUPERMERCADO BOM PRECO LTDA
CNPJ: 11.222.333/0001-81 IE: 123.456.789.110
AV. BRASIL, 1500 - CENTRO - CAMPINAS - SP
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
Codigo Descricao Qtde UN Vl Unit Vl Total
001 ARROZ TIPO 1 5KG 1 UN X 24,90 24,90
002 FEIJAO CARIOCA 1KG 2 UN X 8,75 17,50
003 OLEO DE SOJA 900ML 1 UN X 7,49 7,49
004 LEITE INTEGRAL 1L 4 UN X 3,13 12,51
Qtde. total de itens 4
Valor total R$ 62,40
Desconto R$ 3,50
Valor a pagar R$ 58,90
FORMA PAGAMENTO VALOR PAGO R$
Cartao de Credito 58,90
Troco R$ 0,00
Tributos Totais Incidentes (Lei Federal 12.741/2012) R$ 9,12
NFC-e n° 000012345 Serie 001 Emissao 12/03/2025 14:32:10
Via Consumidor
Consulte pela Chave de Acesso em www.nfce.fazenda.sp.gov.br/consulta
${key("3525031122233300018165001000012345100000001")}
Protocolo de autorizacao: 135250000123456 12/03/2025 14:32:41`;

const SAT = `PADARIA E CONFEITARIA SAO JORGE
PADARIA SAO JORGE LTDA ME
R. DAS FLORES, 22 BELO HORIZONTE MG
CNPJ 11.222.333/0001-81 IE 0012345670011
Extrato No. 000789
CUPOM FISCAL ELETRONICO - SAT
# | COD | DESC | QTD | UN | VL UN R$ | (VL TR R$)* | VL ITEM R$
001 7891000100103 PAO FRANCES 0,450 KG 15,90 (1,20) 7,16
002 7894900011517 CAFE PILAO 500G 1 UN 19,90 (3,10) 19,90
Total bruto de itens 27,06
Desconto sobre subtotal -2,06
TOTAL R$ 25,00
Dinheiro 30,00
Troco R$ 5,00
*Valor aproximado dos tributos deste cupom R$ 4,30
SAT No. 000123456
21/02/2025 - 08:15:44`;

const OCR_NOISY = `DROGARIA SA0 PAULO S.A.
CNPJ 61.412.110/0001-55
Rua Augusta, 900 - Sao Paulo
DOCUMENTO AUXILIAR DA NOTA FISCAL DE CONSUMIDOR ELETR0NICA
DIPIRONA 500MG 10CP 1 UN 12,9O
PROTETOR S0LAR FPS50 1 UN 64,99
Valor total R$ 77,89
Desconto R$ 7,79
Valor a pagar R$ 7O,1O
Cartao de Debito 70,10
Emissao: 3/11/2026 19:05:22`;

const NON_FISCAL = `Restaurante Sabor Caseiro
Mesa 12 Garcom: Joao
2x Prato executivo 39,80
1x Suco natural 9,00
SUBTOTAL 48,80
Taxa de servico 10% 4,88
TOTAL 53,68
Pago com PIX
20/11/2026 13:10`;

const ENERGY_LINE = makeCollectionLine("3", "6", 23_456, `0057${"20261210"}00001234567890123`);
const ENERGY = `ENEL DISTRIBUICAO SAO PAULO
Conta de Energia Eletrica
Unidade consumidora: 12345678
Data de emissao: 18/11/2026
Leitura anterior 16/10/2026 Leitura atual 16/11/2026
Consumo kWh 210
Vencimento Total a pagar
10/12/2026 R$ 234,56
${formatBoletoLine(ENERGY_LINE)}`;

const BANK_LINE = makeBankLine("341", "1090000000123456789012345", "2026-12-05", 89_000);
const SCHOOL_BOLETO = `Itaú 341-7 ${formatBoletoLine(BANK_LINE)}
Local de pagamento: Pagavel em qualquer banco ate o vencimento
Vencimento 05/12/2026
Beneficiario: Colegio Novo Saber Ltda - CNPJ 11.222.333/0001-81
Data do documento 20/11/2026 Nosso numero 109/00000001-2
(=) Valor do documento 890,00
Pagador: Maria da Silva`;

const PIX = `Comprovante de transferência
Pix enviado
Valor R$ 150,00
Data 15/11/2026 - 10:42:03
Destino
Nome Maria Aparecida Souza
CPF ***.456.789-**
Instituição NU PAGAMENTOS - IP
Origem
Nome João Pereira
ID da transação: E18236120202611151342s0123456789`;

const PIX_ITAU = `Itaú
comprovante de pagamento Pix
valor: R$ 42,50
para
PADARIA PAO DOURADO LTDA
CNPJ 11.222.333/0001-81
data do pagamento 22/11/2026
id da transação E60701190202611221230abcdEFGH123`;

const STATEMENT = `Nubank
Fatura do cartão final 4821
Resumo da fatura
Total desta fatura R$ 1.234,56
Pagamento mínimo R$ 185,18
Data de vencimento 15/11/2026
Fechamento 08/11/2026
Limite disponível R$ 3.765,44
Lançamentos
28 SET Pagamento recebido -980,00
30 SET iFood *Restaurante 45,90
02 OUT Uber *Trip 18,50
05 OUT Magazine Luiza 2/10 199,90
06 OUT Posto Shell 250,00
10 SET Netflix.com 55,90`;

describe("readDocument", () => {
  it.each([
    [
      "an NFC-e: the amount after the discount, emission date, card",
      NFCE,
      {
        kind: "receipt",
        amount: 5890,
        date: "2025-03-12",
        merchant: "SUPERMERCADO BOM PRECO LTDA",
        category: "Mercado",
        paymentMethod: "credit",
      },
    ],
    [
      "a SAT coupon: TOTAL R$ is already net, cash",
      SAT,
      {
        kind: "receipt",
        amount: 2500,
        date: "2025-02-21",
        merchant: "PADARIA E CONFEITARIA SAO JORGE",
        category: "Alimentação",
        paymentMethod: "cash",
      },
    ],
    [
      "noisy OCR with O for 0",
      OCR_NOISY,
      { kind: "receipt", amount: 7010, date: "2026-11-03", category: "Saúde", paymentMethod: "debit" },
    ],
    [
      "a restaurant bill with service charge",
      NON_FISCAL,
      { kind: "receipt", amount: 5368, date: "2026-11-20", category: "Alimentação", paymentMethod: "pix" },
    ],
    [
      "an energy bill with its collection line",
      ENERGY,
      {
        kind: "bill",
        amount: 23456,
        dueDate: "2026-12-10",
        date: "2026-11-18",
        merchant: "Enel",
        category: "Contas",
        paymentMethod: "boleto",
      },
    ],
    [
      "a school boleto",
      SCHOOL_BOLETO,
      {
        kind: "boleto",
        amount: 89000,
        dueDate: "2026-12-05",
        date: "2026-11-20",
        merchant: "Colegio Novo Saber Ltda",
        category: "Educação",
      },
    ],
    [
      "a Pix receipt",
      PIX,
      {
        kind: "pix_receipt",
        amount: 15000,
        date: "2026-11-15",
        merchant: "Maria Aparecida Souza",
        paymentMethod: "pix",
      },
    ],
    [
      "a Pix receipt to a bakery",
      PIX_ITAU,
      {
        kind: "pix_receipt",
        amount: 4250,
        date: "2026-11-22",
        merchant: "PADARIA PAO DOURADO LTDA",
        category: "Alimentação",
      },
    ],
    [
      "a card statement",
      STATEMENT,
      {
        kind: "card_statement",
        amount: 123456,
        dueDate: "2026-11-15",
        date: "2026-11-08",
        merchant: "Nubank",
        cardLast4: "4821",
      },
    ],
  ])("reads %s", (_name, text, want) => {
    expect(readDocument(text, TODAY)).toMatchObject(want);
  });

  it("reads the NFC-e's access key", () => {
    expect(readDocument(NFCE, TODAY).accessKey).toMatchObject({ uf: "SP", model: "65", number: "000012345" });
  });

  it("lists a statement's purchases in the right year, with instalments and credits", () => {
    const items = readDocument(STATEMENT, TODAY).items;
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({ date: "2026-09-28", credit: true, amount: 98000 });
    expect(items[3]).toMatchObject({
      description: "Magazine Luiza",
      installment: { number: 2, count: 10 },
      amount: 19990,
    });
    expect(items.filter((i) => !i.credit).map((i) => i.amount)).toEqual([4590, 1850, 19990, 25000, 5590]);
  });

  it("dates a December purchase on a January bill in the previous year", () => {
    const text =
      "Itaú\nFatura do cartão\nTotal da fatura R$ 300,00\nVencimento 10/01/2027\n20/12 LOJA X 300,00";
    expect(readDocument(text, "2027-01-02").items[0]?.date).toBe("2026-12-20");
  });

  it("prefers the bank line's amount and due date over misread printed values", () => {
    const misread = SCHOOL_BOLETO.replace("Vencimento 05/12/2026", "Vencimento 05/12/2O2B").replace(
      "890,00",
      "B90,00",
    );
    expect(readDocument(misread, TODAY)).toMatchObject({ amount: 89000, dueDate: "2026-12-05" });
  });

  it("marks a bill that says it was paid, and puts taxes in Impostos e taxas", () => {
    const das = `Documento de Arrecadação do Simples Nacional\nPeríodo de apuração: Outubro/2026\nData de vencimento 20/11/2026\nValor total do documento 76,60\nPagamento efetuado em 18/11/2026`;
    expect(readDocument(das, TODAY)).toMatchObject({
      kind: "bill",
      amount: 7660,
      dueDate: "2026-11-20",
      paid: true,
      category: "Impostos e taxas",
    });
  });

  it("rejects a receipt date in the future", () => {
    expect(readDocument("MERCADINHO DO ZE\nTOTAL 10,00\n01/01/2027 10:00", TODAY).date).toBeNull();
  });

  it.each([
    {
      name: "a year read with another digit for its 0",
      stamp: "Emissao 20/11/2626 14:22:51",
      date: "2026-11-20",
    },
    {
      name: "a year read whole wins over a repaired one",
      stamp: "Emissao 20/11/2626 14:22\nEmissao 21/11/2026 14:22",
      date: "2026-11-21",
    },
    { name: "a repaired year still in the future is none", stamp: "Emissao 20/11/2627 14:22:51", date: null },
  ])("receipt date: $name", ({ stamp, date }) => {
    expect(readDocument(`MERCADINHO DO ZE\nTOTAL 10,00\nDinheiro 10,00\n${stamp}`, TODAY).date).toBe(date);
  });

  it("says unknown for text that is no document", () => {
    expect(readDocument("bom dia, tudo bem?", TODAY)).toMatchObject({ kind: "unknown", amount: null });
  });
});
