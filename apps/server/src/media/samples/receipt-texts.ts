/**
 * Receipt texts for the sample set, laid out by the rules of each kind: DANFE NFC-e (items, Valor
 * total, Desconto, Valor a pagar, FORMA PAGAMENTO, emission stamp, grouped access key), the CF-e
 * SAT extract (TOTAL R$ net of discounts) and a non-fiscal coupon. Totals are computed, not typed.
 */
import { mod11Dv } from "@tostao/core";

interface Item {
  name: string;
  qty: number;
  unit: number;
}

export interface ReceiptSpec {
  layout: "nfce" | "sat" | "plain";
  merchant: string;
  cnpj: string;
  address: string;
  uf: string;
  items: Item[];
  discount: number;
  payment: "Cartão de Crédito" | "Cartão de Débito" | "Dinheiro" | "PIX";
  /** `YYYY-MM-DD HH:MM:SS` */
  at: string;
  number: number;
  /**
   * The key printed only in the QR code (the consultation URL), as on coupons whose key line is
   * worn away; the text then says to read the code.
   */
  keyInQrOnly?: boolean;
}

const brl = (centavos: number) =>
  (centavos / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const pad = (s: string, width: number) =>
  s.length >= width ? s.slice(0, width) : s + " ".repeat(width - s.length);
const row = (left: string, right: string, width = 46) => `${pad(left, width - right.length - 1)} ${right}`;

/** The 44-digit key of an NFC-e (model 65) or SAT (59) receipt with a valid check digit. */
export function accessKeyOf(spec: ReceiptSpec): string {
  const yymm = spec.at.slice(2, 4) + spec.at.slice(5, 7);
  const cnpj = spec.cnpj.replace(/\D/g, "");
  const body =
    spec.layout === "sat"
      ? `${spec.uf}${yymm}${cnpj}59${"000123456"}${String(spec.number).padStart(6, "0")}${"482913"}`
      : `${spec.uf}${yymm}${cnpj}65001${String(spec.number).padStart(9, "0")}1${"30571928"}`;
  return body + mod11Dv(body);
}

export function receiptTotals(spec: ReceiptSpec) {
  const gross = spec.items.reduce((sum, i) => sum + Math.round(i.qty * i.unit), 0);
  return { gross, net: gross - spec.discount };
}

function br(at: string): string {
  return `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11)}`;
}

/** The printed text of a receipt, one string per line. */
export function receiptLines(spec: ReceiptSpec): string[] {
  const { gross, net } = receiptTotals(spec);
  const items = spec.items.map((item, i) => {
    const total = Math.round(item.qty * item.unit);
    const qty = Number.isInteger(item.qty)
      ? `${item.qty} UN`
      : `${brl(item.qty * 100).replace(/,00$/, "")} KG`;
    return row(`${String(i + 1).padStart(3, "0")} ${item.name} ${qty} X ${brl(item.unit)}`, brl(total));
  });
  const key = accessKeyOf(spec);
  const groups = key.match(/.{4}/g) as string[];
  // Printed in eleven groups of four, six on the first line and five on the second.
  const keyLines = spec.keyInQrOnly
    ? ["Consulta via leitor de QR Code"]
    : [groups.slice(0, 6).join(" "), groups.slice(6).join(" ")];
  const tax = brl(Math.round(net * 0.1385));
  if (spec.layout === "sat") {
    return [
      spec.merchant,
      spec.address,
      `CNPJ ${spec.cnpj} IE 0012345670011`,
      `Extrato No. ${String(spec.number).padStart(6, "0")}`,
      "CUPOM FISCAL ELETRONICO - SAT",
      "# DESC QTD UN VL UN R$ VL ITEM R$",
      ...items,
      row("Total bruto de itens", brl(gross)),
      ...(spec.discount ? [row("Desconto sobre subtotal", `-${brl(spec.discount)}`)] : []),
      row("TOTAL R$", brl(net)),
      row(spec.payment, brl(net)),
      `Tributos aprox. (Lei 12.741/2012) R$ ${tax}`,
      "SAT No. 000123456",
      br(spec.at),
      ...keyLines,
    ];
  }
  if (spec.layout === "plain") {
    return [
      spec.merchant,
      spec.address,
      "CUPOM NAO FISCAL",
      ...items,
      row("SUBTOTAL", brl(gross)),
      ...(spec.discount ? [row("DESCONTO", brl(spec.discount))] : []),
      row("TOTAL", brl(net)),
      row(`PAGAMENTO ${spec.payment.toUpperCase()}`, brl(net)),
      br(spec.at),
      "OBRIGADO PELA PREFERENCIA",
    ];
  }
  return [
    spec.merchant,
    `CNPJ: ${spec.cnpj} IE: 123.456.789.110`,
    spec.address,
    "Documento Auxiliar da Nota Fiscal de",
    "Consumidor Eletronica",
    "Codigo Descricao Qtde UN Vl Unit Vl Total",
    ...items,
    row("Qtde. total de itens", String(spec.items.length)),
    row("Valor total R$", brl(gross)),
    ...(spec.discount ? [row("Desconto R$", brl(spec.discount))] : []),
    row("Valor a pagar R$", brl(net)),
    row("FORMA PAGAMENTO", "VALOR PAGO R$"),
    row(spec.payment, brl(net)),
    row("Troco R$", "0,00"),
    `Tributos Totais Incidentes (Lei Federal`,
    row("12.741/2012)", `R$ ${tax}`),
    `NFC-e n ${String(spec.number).padStart(9, "0")} Serie 001`,
    `Emissao ${br(spec.at)}`,
    "Via Consumidor",
    "Consulte pela Chave de Acesso em",
    "www.nfce.fazenda.gov.br/consulta",
    ...keyLines,
    "CONSUMIDOR NAO IDENTIFICADO",
  ];
}

/** The NFC-e QR code's text (version 2): the state's consultation URL with the key in `p=`. */
export function nfceQrText(spec: ReceiptSpec): string {
  const hash = accessKeyOf(spec)
    .slice(0, 40)
    .replace(/\d/g, (d) => "0123456789abcdef"[(Number(d) * 7) % 16] ?? "0");
  return `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${accessKeyOf(spec)}|2|1|1|${hash.toUpperCase()}`;
}
