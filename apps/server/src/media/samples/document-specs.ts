/**
 * Bills, boletos, card statements and Pix receipts of the sample set, as printed: label and value,
 * payment lines built by FEBRABAN's rules (so their check digits hold), amounts in reais.
 */
import { formatBoletoLine, makeBankLine, makeCollectionLine } from "@tostao/core";
import type { PdfRow } from "./render.ts";

export interface DocumentSample {
  name: string;
  kind: "bill" | "boleto" | "card_statement" | "pix_receipt";
  rows: PdfRow[];
  /** Expected: amount in centavos, date and due date (YYYY-MM-DD or null). */
  amount: number;
  date: string | null;
  dueDate: string | null;
  category?: string;
}

const money = (c: number) => `R$ ${(c / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const yyyymmdd = (iso: string) => iso.replace(/-/g, "");

function utility(
  name: string,
  issuer: string[],
  title: string,
  details: Array<[string, string]>,
  amount: number,
  emitted: string,
  due: string,
  segment: string,
  company: string,
  category = "Contas",
): DocumentSample {
  const line = makeCollectionLine(
    segment,
    "6",
    amount,
    `${company}${yyyymmdd(due)}${"00012345678900001".slice(0, 17)}`,
  );
  return {
    name,
    kind: "bill",
    amount,
    date: emitted,
    dueDate: due,
    category,
    rows: [
      ...issuer,
      title,
      ["Data de emissão", br(emitted)],
      ...details,
      ["Vencimento", br(due)],
      ["Total a pagar", money(amount)],
      "",
      "Linha digitável",
      formatBoletoLine(line),
    ],
  };
}

function boleto(
  name: string,
  bank: string,
  bankName: string,
  beneficiary: string,
  amount: number,
  doc: string,
  due: string,
): DocumentSample {
  const line = makeBankLine(
    bank,
    `${"1090000000"}${String(amount).padStart(8, "0")}${"4451234"}`,
    due,
    amount,
  );
  return {
    name,
    kind: "boleto",
    amount,
    date: doc,
    dueDate: due,
    rows: [
      `${bankName} | ${bank}-${bank === "001" ? "9" : "7"} | ${formatBoletoLine(line)}`,
      ["Local de pagamento", "Pagável em qualquer banco até o vencimento"],
      ["Vencimento", br(due)],
      `Beneficiário: ${beneficiary}`,
      ["Data do documento", br(doc)],
      ["Nosso número", "109/00000001-2"],
      ["(=) Valor do documento", money(amount).replace("R$ ", "")],
      "Pagador: Maria da Silva - CPF ***.456.789-**",
      "Ficha de Compensação - Autenticação mecânica no verso",
    ],
  };
}

export const DOCUMENTS: DocumentSample[] = [
  utility(
    "conta-luz-enel",
    ["ENEL DISTRIBUIÇÃO SÃO PAULO", "CNPJ 61.695.227/0001-93"],
    "Conta de Energia Elétrica",
    [
      ["Unidade consumidora", "12345678"],
      ["Consumo (kWh)", "210"],
    ],
    23456,
    "2026-11-18",
    "2026-12-10",
    "3",
    "0057",
  ),
  utility(
    "conta-agua-sabesp",
    ["SABESP - Companhia de Saneamento Básico", "do Estado de São Paulo"],
    "Conta de Água e Esgoto",
    [
      ["Fornecimento", "0012345-6"],
      ["Consumo (m3)", "14"],
    ],
    11872,
    "2026-11-05",
    "2026-11-28",
    "2",
    "0097",
  ),
  utility(
    "conta-gas-comgas",
    ["COMGÁS - Companhia de Gás de São Paulo"],
    "Fatura de Gás Natural",
    [
      ["Instalação", "998877"],
      ["Consumo (m3)", "9"],
    ],
    8645,
    "2026-10-20",
    "2026-11-12",
    "4",
    "0021",
  ),
  utility(
    "conta-celular-vivo",
    ["VIVO - Telefônica Brasil S.A."],
    "Sua conta Vivo Controle",
    [
      ["Linha móvel", "(11) 91234-5678"],
      ["Plano", "Controle 25GB"],
    ],
    6499,
    "2026-11-01",
    "2026-11-20",
    "4",
    "0162",
  ),
  utility(
    "guia-das-mei",
    ["Documento de Arrecadação do Simples Nacional", "Receita Federal do Brasil"],
    "DAS - MEI",
    [
      ["Período de apuração", "Outubro/2026"],
      ["CNPJ", "11.222.333/0001-81"],
    ],
    7660,
    "2026-11-02",
    "2026-11-20",
    "5",
    "0328",
    "Impostos e taxas",
  ),
  utility(
    "iptu-prefeitura",
    ["PREFEITURA MUNICIPAL DE CAMPINAS", "Secretaria de Finanças"],
    "IPTU 2026 - Parcela 10/10",
    [
      ["Inscrição imobiliária", "3423.12.45.0001"],
      ["Parcela", "10 de 10"],
    ],
    18733,
    "2026-01-15",
    "2026-12-10",
    "1",
    "2210",
    "Impostos e taxas",
  ),
  boleto(
    "boleto-escola",
    "341",
    "Itaú",
    "Colégio Novo Saber Ltda - CNPJ 11.222.333/0001-81",
    89000,
    "2026-11-20",
    "2026-12-05",
  ),
  boleto(
    "boleto-condominio",
    "237",
    "Bradesco",
    "Condomínio Edifício Jardim das Acácias",
    65400,
    "2026-11-10",
    "2026-12-01",
  ),
  boleto(
    "boleto-loja-online",
    "001",
    "Banco do Brasil",
    "Loja Virtual Casa & Conforto Ltda",
    34990,
    "2026-11-22",
    "2026-11-25",
  ),
  boleto(
    "boleto-virada-fator",
    "033",
    "Santander",
    "Academia Corpo em Forma Ltda",
    12990,
    "2025-02-10",
    "2025-02-24",
  ),
  {
    name: "fatura-cartao-nubank",
    kind: "card_statement",
    amount: 123456,
    date: "2026-11-08",
    dueDate: "2026-11-15",
    rows: [
      "Nubank",
      "Fatura do cartão final 4821",
      "Resumo da fatura",
      ["Total desta fatura", "R$ 1.234,56"],
      ["Pagamento mínimo", "R$ 185,18"],
      ["Data de vencimento", "15/11/2026"],
      ["Fechamento", "08/11/2026"],
      ["Limite disponível", "R$ 3.765,44"],
      "Lançamentos",
      ["28 SET Pagamento recebido", "-980,00"],
      ["30 SET iFood *Restaurante", "45,90"],
      ["02 OUT Uber *Trip", "18,50"],
      ["05 OUT Magazine Luiza 2/10", "199,90"],
      ["06 OUT Posto Shell", "250,00"],
      ["10 OUT Netflix.com", "55,90"],
      ["15 OUT Supermercado Extra", "664,26"],
    ],
  },
  {
    name: "fatura-cartao-itau",
    kind: "card_statement",
    amount: 98765,
    date: "2026-10-28",
    dueDate: "2026-11-05",
    rows: [
      "Itaú Uniclass - Mastercard Platinum",
      "Fatura do cartão de crédito - final 1234",
      ["Total da fatura", "R$ 987,65"],
      ["Vencimento", "05/11/2026"],
      ["Emissão", "28/10/2026"],
      ["Pagamento mínimo", "R$ 148,15"],
      "Compras nacionais",
      ["05/10 DROGASIL 123", "89,90"],
      ["12/10 AMAZON MARKETPLACE PARC 03/06", "150,00"],
      ["20/10 RESTAURANTE OUTBACK", "312,75"],
      ["27/10 POSTO IPIRANGA", "435,00"],
    ],
  },
  {
    name: "pix-nubank",
    kind: "pix_receipt",
    amount: 15000,
    date: "2026-11-15",
    dueDate: null,
    rows: [
      "Comprovante de transferência",
      "Pix enviado",
      ["Valor", "R$ 150,00"],
      ["Data", "15/11/2026 - 10:42:03"],
      "Destino",
      ["Nome", "Maria Aparecida Souza"],
      ["CPF", "***.456.789-**"],
      ["Instituição", "NU PAGAMENTOS - IP"],
      "Origem",
      ["Nome", "João Pereira"],
      "ID da transação: E18236120202611151342s0123456789",
    ],
  },
  {
    name: "pix-itau",
    kind: "pix_receipt",
    amount: 4250,
    date: "2026-11-22",
    dueDate: null,
    rows: [
      "Itaú",
      "comprovante de pagamento Pix",
      ["valor:", "R$ 42,50"],
      "para",
      "PADARIA PAO DOURADO LTDA",
      "CNPJ 11.222.333/0001-81",
      ["data do pagamento", "22/11/2026"],
      "id da transação E60701190202611221230abcdEFGH123",
    ],
  },
  {
    name: "pix-bb",
    kind: "pix_receipt",
    amount: 32000,
    date: "2026-10-30",
    dueDate: null,
    rows: [
      "BANCO DO BRASIL",
      "Comprovante Pix",
      ["Pago para", "CARLOS EDUARDO LIMA"],
      ["Chave Pix", "carlos@email.com"],
      ["Valor", "R$ 320,00"],
      ["Realizado em", "30/10/2026 às 18:03"],
      "ID: E00000000202610302103XY12345678901",
    ],
  },
];
