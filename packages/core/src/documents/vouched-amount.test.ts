import { describe, expect, it } from "vitest";
import { mod11Dv } from "./access-key.ts";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-24";
const withDv = (body: string) => body + mod11Dv(body);

describe("a receipt's amount is returned only when something vouches for it", () => {
  it("takes the total that the card payment repeats", () => {
    const text = `RESTAURANTE SABOR DA TERRA LTDA
CNPJ 11.222.333/0001-81
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 PRATO DO DIA 1 UN 45,90 45,90
002 REFRIGERANTE LATA 1 UN 6,50 6,50
Qtde. total de itens 2
Valor total R$ 52,40
Valor a pagar R$ 52,40
FORMA PAGAMENTO VALOR PAGO R$
Cartao de Credito 52,40
Tributos Totais Incidentes (Lei Federal 12.741/2012) R$ 7,91
Emissao 07/09/2026 13:02:11`;
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({ kind: "receipt", docType: "nfce", amount: 5240 });
    expect(f.confidence.amount).toBeGreaterThanOrEqual(0.9);
    expect(f.evidence.join(" ")).toMatch(/payment/);
  });

  it("never takes the tax estimate when the total line is unreadable", () => {
    const text = `PADARIA DOCE MANHA
CNPJ 11.222.333/0001-81
CUPOM FISCAL ELETRONICO - SAT
001 PAO FRANCES 0,500 KG 7,45
002 CAFE COADO 1 UN 5,00
T0 @L # 2 ~ 12,
Tributos aprox. R$ 2,13 (17,1%) Fonte IBPT
Simples Nacional
12/10/2026 08:12:33`;
    const f = readDocument(text, TODAY);
    expect(f.kind).toBe("receipt");
    expect(f.amount).not.toBe(213);
    expect(f.amount).toBeNull();
    expect(f.confidence.amount).toBe(0);
  });

  it("never takes a rate for money", () => {
    const text = `MERCADO CENTRAL\nCUPOM NAO FISCAL\nTOTAL 0,79 %\n10/11/2026 10:00`;
    expect(readDocument(text, TODAY).amount).toBeNull();
  });

  it("chooses, of two totals that disagree, the one the payment repeats", () => {
    const text = `BAR DO ZECA\nMesa 4\nTOTAL R$ 88,00\nTOTAL R$ 96,80\nPago: Cartao de Debito 96,80\n05/11/2026 22:10`;
    expect(readDocument(text, TODAY)).toMatchObject({ amount: 9680 });
  });

  it("returns no amount when two totals disagree and nothing settles it", () => {
    const text = `BAR DO ZECA\nMesa 4\nTOTAL R$ 88,00\nTOTAL R$ 96,80\n05/11/2026 22:10`;
    expect(readDocument(text, TODAY).amount).toBeNull();
  });

  it("reads an OCR-damaged total label when the number is well formed", () => {
    const text = `LANCHONETE BOM GOSTO\nX-SALADA 1 UN 22,00\nTOrAL R$ 22,00\n01/11/2026 12:40`;
    expect(readDocument(text, TODAY)).toMatchObject({ amount: 2200 });
  });

  it("lets a damaged total ('44,7€') confirm the payment, never stand alone", () => {
    const confirmed = `FARMACIA POPULAR\nDIPIRONA 1 UN 44,78\nTOTAL R$ 44,7€\nCartao de Debito 44,78\n02/11/2026 09:00`;
    expect(readDocument(confirmed, TODAY)).toMatchObject({ amount: 4478 });
    const alone = `FARMACIA POPULAR\nTOTAL R$ 44,7€\n02/11/2026 09:00`;
    expect(readDocument(alone, TODAY).amount).toBeNull();
  });

  it("takes gross minus discount plus service when the parts add up", () => {
    const text = `CHURRASCARIA GAUCHA\n2 RODIZIO 1 UN 89,90 179,80\nSUBTOTAL 179,80\nDesconto 9,80\nTaxa de servico 10% 17,00\nTOTAL 187,00\n03/11/2026 21:00`;
    expect(readDocument(text, TODAY)).toMatchObject({ amount: 18700 });
  });

  it("does not take a line item under a VALOR R$ column header", () => {
    const text = `ACOUGUE BOI GORDO\nITEM DESCRICAO VALOR R$\n001 PICANHA KG 89,90\n002 LINGUICA KG 24,50\n03/11/2026 10:00`;
    expect(readDocument(text, TODAY).amount).toBeNull();
  });

  it("reads a SAT coupon's date and total from its QR code", () => {
    const key = withDv("3526101122233300018159000123456000789012345");
    const text =
      `PADARIA\nCUPOM FISCAL ELETRONICO - SAT\nT0TAL ilegivel\nQR ${key}|20261012081233|12,45||assinatura`.replace(
        "12,45",
        "12.45",
      );
    expect(readDocument(text, TODAY)).toMatchObject({ amount: 1245, date: "2026-10-12", docType: "sat" });
  });
});

describe("the kind is a scored decision", () => {
  it("keeps a restaurant receipt that prints Tributos aprox. and Simples Nacional a receipt", () => {
    const text = `CANTINA DA NONNA LTDA ME
CNPJ 11.222.333/0001-81
EXTRATO No. 004512
CUPOM FISCAL ELETRONICO - SAT
001 LASANHA 1 UN 49,00
TOTAL R$ 49,00
Cartao de Credito 49,00
Tributos aprox. R$ 6,37 Federal R$ 3,10 Estadual
Empresa optante pelo Simples Nacional
07/09/2026 20:15:10`;
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({ kind: "receipt", docType: "sat", amount: 4900, date: "2026-09-07" });
    expect(f.category).not.toBe("Impostos e taxas");
  });

  it("reads an NF3e energy bill (model 66) as an energy bill with its due date", () => {
    const key = withDv("3126100611222333000181660010000123451000000001").slice(0, 44);
    const text = `CEMIG DISTRIBUICAO S.A. CNPJ 06.981.180/0001-16
DOCUMENTO AUXILIAR DA NOTA FISCAL DE ENERGIA ELETRICA ELETRONICA
JOAO DA SILVA
RUA DAS ACACIAS 100 BELO HORIZONTE MG
Consumo kWh 187
Vencimento 15/12/2026
TOTAL A PAGAR R$ 156,32
Tributos: ICMS 18% R$ 28,14
Chave de acesso ${key.match(/.{4}/g)?.join(" ")}
Pague aqui com PIX`;
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({
      kind: "bill",
      docType: "nf3e",
      utility: "energy",
      amount: 15632,
      dueDate: "2026-12-15",
      merchant: "Cemig",
      category: "Contas",
    });
  });

  it("reads an NFCom telecom bill (model 62)", () => {
    const text = `CLARO S.A.\nDOCUMENTO AUXILIAR DA NOTA FISCAL FATURA DE SERVICOS DE COMUNICACAO ELETRONICA\nPlano Internet Fibra 500 MB\nVencimento 20/12/2026\nTotal a pagar R$ 119,90`;
    expect(readDocument(text, TODAY)).toMatchObject({
      kind: "bill",
      docType: "nfcom",
      utility: "telecom",
      amount: 11990,
      merchant: "Claro",
      category: "Contas",
    });
  });

  it("does not take a bill offering 'Pague aqui - PIX' for a Pix receipt", () => {
    const text = `SABESP\nConta de agua e esgoto\nConsumo m3 12\nVencimento 10/12/2026\nTotal a pagar R$ 98,40\nPague aqui - PIX\nAponte a camera do celular para o QR code`;
    expect(readDocument(text, TODAY)).toMatchObject({
      kind: "bill",
      docType: "water_bill",
      utility: "water",
      merchant: "Sabesp",
      amount: 9840,
    });
  });

  it("names a boleto's beneficiary, never the label text", () => {
    const text = `Local de pagamento
Pagavel em qualquer banco ate o vencimento
Beneficiario
ACADEMIA CORPO SAO LTDA CNPJ 11.222.333/0001-81
Nosso numero 000123
Vencimento 05/12/2026
(=) Valor do documento 120,00
Pagador JOSE ALVES`;
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({ kind: "boleto", merchant: "ACADEMIA CORPO SAO LTDA", amount: 12000 });
  });
});

describe("bills", () => {
  it("does not take a boleto's empty 'Autenticação mecânica' box for proof of payment", () => {
    const text = `Local de pagamento Pagável em qualquer banco\nBeneficiário ESCOLA ABC LTDA\nVencimento 05/12/2026\n(=) Valor do documento 300,00\nAutenticação Mecânica\nFICHA DE COMPENSAÇÃO`;
    expect(readDocument(text, TODAY)).toMatchObject({ kind: "boleto", paid: false, amount: 30000 });
  });
});

describe("a total its label and the payment agree on, which the sums printed above it contradict", () => {
  const HEAD = `AUTO POSTO BOA VIAGEM LTDA
CNPJ 11.222.333/0001-81
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica`;
  const FOOT = `Consulte pela Chave de Acesso em www.fazenda.pr.gov.br/nfce
NFC-e n 7741 Serie 3 Emissao 20/11/2026 07:12:40`;
  it.each([
    {
      name: "a 0 read as 6 on the total and the payment, the gross and the item read right",
      body: `001 GASOLINA COMUM\n32,150 LT X 6,290   202,22\nQTD. TOTAL DE ITENS 1\nVALOR TOTAL R$ 202,22\nVALOR A PAGAR R$ 262,22\nFORMA PAGAMENTO VALOR PAGO R$\nPIX 262,22`,
      amount: null,
    },
    {
      name: "the subtotal plus the service printed reaches neither",
      body: `001 PICANHA NA CHAPA\n1 UN X 89,00   89,00\n002 CAIPIRINHA\n2 UN X 18,00   36,00\nQtd. total de itens 3\nSubtotal R$ 125,00\nTaxa de servico 10% R$ 12,50\nValor a pagar R$ 137,56\nForma de pagamento Valor pago R$\nCartao de Credito 137,56`,
      amount: null,
    },
    {
      name: "every item read, their sum differs and nothing is taken off",
      body: `001 ARROZ 5KG\n1 UN X 28,49   28,49\n002 FEIJAO 1KG\n2 UN X 8,00   16,00\nQtd. total de itens 2\nVALOR A PAGAR R$ 49,49\nFORMA PAGAMENTO VALOR PAGO R$\nCartao de Debito 49,49`,
      amount: null,
    },
    {
      name: "the subtotal and the service printed add up to it",
      body: `001 PICANHA NA CHAPA\n1 UN X 89,00   89,00\n002 CAIPIRINHA\n2 UN X 18,00   36,00\nQtd. total de itens 3\nSubtotal R$ 125,00\nTaxa de servico 10% R$ 12,50\nValor a pagar R$ 137,50\nForma de pagamento Valor pago R$\nCartao de Credito 137,50`,
      amount: 13750,
    },
    {
      name: "the gross less the discount printed is it",
      body: `VALOR TOTAL R$ 202,22\nDESCONTO R$ 2,22\nVALOR A PAGAR R$ 200,00\nFORMA PAGAMENTO VALOR PAGO R$\nPIX 200,00`,
      amount: 20000,
    },
    {
      name: "a saving printed under another name than a discount explains the difference",
      body: `VALOR TOTAL R$ 100,00\nVoce economizou R$ 5,00\nVALOR A PAGAR R$ 95,00\nFORMA PAGAMENTO VALOR PAGO R$\nPIX 95,00`,
      amount: 9500,
    },
    {
      name: "a rounding given away explains the difference",
      body: `SUBTOTAL R$ 49,60\nArredondamento doacao R$ 0,40\nVALOR A PAGAR R$ 50,00\nFORMA PAGAMENTO VALOR PAGO R$\nDinheiro 50,00`,
      amount: 5000,
    },
    {
      name: "some items only were read (their count is not the printed one)",
      body: `001 ARROZ 5KG\n1 UN X 28,49   28,49\nQtd. total de itens 2\nVALOR A PAGAR R$ 49,49\nFORMA PAGAMENTO VALOR PAGO R$\nCartao de Debito 49,49`,
      amount: 4949,
    },
  ])("$name", ({ body, amount }) => {
    const f = readDocument(`${HEAD}\n${body}\n${FOOT}`, TODAY);
    expect(f.kind).toBe("receipt");
    expect(f.amount).toBe(amount);
    if (amount === null) expect(f.confidence.amount).toBe(0);
  });
});

describe("a lone total on a picture cut off right under it", () => {
  const ITEMS = `SUPERMERCADO BOM DIA LTDA
CNPJ 11.222.333/0001-81
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 ARROZ 5KG\n1 UN X 28,49   28,49
002 CAFE 500G\n2 UN X 19,90   39,80
Qtd. total de itens 2`;
  it.each([
    {
      name: "nothing after it: the discount and the amount paid may be cut off",
      tail: "Valor total R$ 68,29\n12  Eq",
      amount: null,
    },
    { name: "a gross whose label was misread as the total's", tail: "Volar tntal R$ 68,29", amount: null },
    {
      name: "a till slip's total with its date under it",
      tail: "TOTAL R$ 68,29\n20/11/2026 10:00",
      amount: 6829,
    },
    {
      name: "the receipt goes on after it",
      tail: "Valor total R$ 68,29\nConsulte pela Chave de Acesso em www.fazenda.sp.gov.br\nEmissao 20/11/2026 10:00:00",
      amount: 6829,
    },
  ])("$name", ({ tail, amount }) => {
    expect(readDocument(`${ITEMS}\n${tail}`, TODAY).amount).toBe(amount);
  });
});

describe("an NF-e's DANFE, its totals printed in boxes", () => {
  const HEAD = `LOJA DE ELETRONICOS EXEMPLO S/A   DANFE
Documento Auxiliar da Nota Fiscal Eletronica
DESTINATARIO / REMETENTE
NOME / RAZAO SOCIAL   CNPJ / CPF   DATA DA EMISSAO
PAULO HENRIQUE DIAS   412.118.905-33   22/11/2026
CALCULO DO IMPOSTO`;
  it.each([
    {
      name: "'V. TOTAL PRODUTOS' is the gross, the discount taken off gives 'VALOR TOTAL DA NOTA'",
      boxes: `BASE DE CALC. DO ICMS   VALOR DO ICMS   V. TOTAL PRODUTOS
2.499,00   449,82   2.599,00
VALOR DO FRETE   DESCONTO   OUTRAS DESPESAS   VALOR TOTAL DA NOTA
0,00   100,00   0,00   2.499,00`,
      amount: 249900,
    },
    {
      name: "'VALOR TOTAL DOS PRODUTOS' and a tax's total ('VALOR TOTAL DO IPI') beside it",
      boxes: `VALOR TOTAL DOS PRODUTOS   VALOR TOTAL DO IPI   VALOR TOTAL DA NOTA
1.250,00   0,00   1.250,00`,
      amount: 125000,
    },
  ])("$name", ({ boxes, amount }) => {
    const f = readDocument(`${HEAD}\n${boxes}\nDADOS DOS PRODUTOS / SERVICOS`, TODAY);
    expect(f).toMatchObject({
      kind: "receipt",
      docType: "nfe",
      amount,
      merchant: "LOJA DE ELETRONICOS EXEMPLO S/A",
    });
    expect(f.confidence.amount).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a written receipt (recibo) for a payment", () => {
  const recibo = (value: string, words: string) => `RECIBO DE ALUGUEL
Valor: R$ ${value}
Recebi de FERNANDA OLIVEIRA DUARTE, CPF 318.442.109-77, a importância de R$ ${words}
(mil e oitocentos e cinquenta reais), referente ao aluguel do imóvel da Rua Harmonia, 512,
correspondente ao período de 10/10/2026 a 09/11/2026, sendo R$ 1.500,00 de aluguel, R$ 290,00 de
condomínio e R$ 60,00 de IPTU.
Para maior clareza, firmo o presente recibo, dando plena quitação do valor recebido.
São Paulo, 10 de novembro de 2026.
________________________________
ROBERTO SAMPAIO NETO
CPF 102.338.447-20 - Locador`;
  it.each([
    {
      name: "the amount printed twice alike",
      text: recibo("1.850,00", "1.850,00"),
      amount: 185_000,
      at: 0.9,
    },
    {
      name: "the amount only after 'a importância de'",
      text: recibo("", "1.850,00").replace("Valor: R$ \n", ""),
      amount: 185_000,
      at: 0.7,
    },
    { name: "two amounts that differ", text: recibo("1.850,00", "1.580,00"), amount: null, at: 0 },
  ])("$name", ({ text, amount, at }) => {
    const f = readDocument(text, TODAY);
    expect(f).toMatchObject({
      kind: "receipt",
      amount,
      date: "2026-11-10",
      merchant: "ROBERTO SAMPAIO NETO",
    });
    expect(f.category).toBe("Moradia");
    expect(f.confidence.amount).toBe(at);
  });

  it("does not take a boleto's 'Recibo do pagador' for one", () => {
    const text = `Recibo do Pagador\nBeneficiario ESCOLA ABC LTDA\nLocal de pagamento Pagavel em qualquer banco\nVencimento 05/12/2026\n(=) Valor do documento 300,00\nNosso numero 000123`;
    expect(readDocument(text, TODAY).kind).toBe("boleto");
  });
});
