/**
 * A receipt's total, returned only when something vouches for it. A till slip prints the same
 * money several times: the total (after discounts and service), the gross before them, the
 * payment ("Cartão de crédito 58,90", "VALOR PAGO"), the change, the items. A total that another,
 * independent part agrees with is trusted; a lone total label with a well-formed number is trusted
 * less; totals that disagree with nothing to settle them give no amount at all. Tax estimates
 * ("Tributos aprox."), rates ("0,79 %"), savings and item counts are never totals.
 */
import { type Centavos, centavos } from "../money.ts";
import type { QrFacts } from "./qr-payload.ts";
import { fold } from "./text.ts";
import { amountBelow, amountsOf, damagedAmounts, findAnyLabel, type MoneyToken } from "./tokens.ts";

/** Labels of the amount paid after discounts and service, strongest first. */
const NET_LABELS = [
  "valor a pagar",
  "valor total da nota",
  "valor total da nf",
  "total da nf-e",
  "total da nfe",
  "total da nota",
  "total a pagar",
  "valor liquido",
  "total liquido",
  "total da venda",
  "total do cupom",
  "total r$",
  "total rs",
  "total geral",
  "total",
];
/** Labels of the amount before discounts (equal to the total when there is none). */
const GROSS_LABELS = [
  "valor total",
  "total bruto",
  "subtotal",
  "sub total",
  "total dos produtos",
  "total produtos",
  "valor dos produtos",
  "total de itens",
];
const DISCOUNT_LABELS = ["desconto", "descontos", "desc", "abatimento"];
const SERVICE_LABELS = [
  "taxa de servico",
  "servico",
  "gorjeta",
  "acrescimo",
  "acrescimos",
  "taxa entrega",
  "taxa de entrega",
  "frete",
  "couvert",
];
const PAYMENT_LABELS = [
  "cartao de credito",
  "cartao de debito",
  "cartao credito",
  "cartao debito",
  "credito",
  "debito",
  "dinheiro",
  "pix",
  "vale refeicao",
  "vale alimentacao",
  "voucher",
  "valor pago",
  "valor recebido",
];
const CHANGE_LABELS = ["troco"];
const EVERY_LABEL = [
  ...NET_LABELS,
  ...GROSS_LABELS,
  ...DISCOUNT_LABELS,
  ...SERVICE_LABELS,
  ...PAYMENT_LABELS,
  ...CHANGE_LABELS,
];

// A card machine's slip, alone or after the coupon: its copy, and its authorisation codes.
const CARD_SLIP =
  /via (do )?(cliente|estabelecimento|lojista)|comprovante de (venda|compra)|transacao aprovada/;
const CARD_SLIP_CODES = /\b(aut|autoriz[a-z]*|nsu|doc|cv)\b\s*[:.]?\s*\d/;
// The header of a fiscal receipt's payment section ("FORMA PAGAMENTO   VALOR PAGO R$").
const PAYMENT_SECTION = /\bformas? (de )?pagamento\b/;

/** Words of a line that may take money off the gross or add to it, whatever its label. */
const ADJUSTMENT =
  /\bdesc\b|desconto|abatimento|economi|cupom de|vale desconto|bonus|cashback|promoc|clube|fidelidade|taxa|servico|gorjeta|garcom|couvert|entrega|frete|embalagem|acresc|juros|arredond|doacao|troco solidario/;

/** What a line says besides money that makes its amount something else than the total. */
const NEVER_TOTAL =
  /tribut|lei\b|12\.?741|ibpt|aprox|imposto|icms|\bpis\b|cofins|\biss\b|economi|desconto|qtd|qtde|quant|n(o|º|°)?\.? ?de itens|itens|total de pontos|pontos|cashback|limite|saldo|parcela/;

/** Words that make a "crédito" or "débito" line a tax remark, not a payment ("crédito de ICMS"). */
const NOT_PAYMENT =
  /tribut|aprox|troco|juros|limite|icms|\bipi\b|\bpis\b|cofins|imposto|aliquota|aproveitamento|fonte/;

export interface ReceiptTotal {
  value: Centavos;
  /** 0-1: 0.95 when two independent parts agree, 0.7 for a lone well-formed total. */
  confidence: number;
  /** The line the total was read on (the payment section starts after it). */
  line: number;
  evidence: string[];
}

interface Seen {
  value: number;
  line: number;
  clean: boolean;
  /** The label's words as printed in the line, folded ("valor total da nota"). */
  label: string;
}

/**
 * The last money token of a line after a label's end and before the next label that follows an
 * amount ("Dinheiro 50,00 Troco 17,50": 50,00), or of the next line when the label is alone.
 */
function valueAfter(
  all: readonly string[],
  i: number,
  end: number,
): { token: MoneyToken; line: number } | null {
  const line = all[i] as string;
  const after = amountsOf(line).filter((t) => t.index >= end);
  // A label after the amount starts another pair; a label before it qualifies this one
  // ("Desconto sobre subtotal -2,06").
  const next = findAnyLabel(line.slice(end), EVERY_LABEL);
  const stop = next ? end + next.start : line.length;
  const before = after.filter((t) => t.index < stop);
  const here = before.length > 0 ? before : after;
  const last = here[here.length - 1];
  if (last) return { token: last, line: i };
  const rest = line.slice(end).replace(/[\s:.$rs-]/gi, "");
  if (rest.length > 3) return null;
  return amountBelow(all, i);
}

function labelled(all: readonly string[], labels: readonly string[], reject: RegExp | null): Seen[] {
  const out: Seen[] = [];
  all.forEach((line, i) => {
    const hit = findAnyLabel(line, labels);
    if (!hit) return;
    const folded = fold(line);
    if (reject?.test(folded.slice(0, hit.start) + folded.slice(hit.end))) return;
    const found = valueAfter(all, i, hit.end);
    if (found)
      out.push({
        value: found.token.value,
        line: found.line,
        clean: found.token.clean,
        label: folded.slice(hit.start, hit.end),
      });
  });
  return out;
}

/** Lines that look like items: a description and a price at the end, before the first total. */
function itemsSum(all: readonly string[], until: number): { sum: number; count: number } | null {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < until; i++) {
    const line = all[i] as string;
    const folded = fold(line);
    if (!/^\W*\d{1,3}\b/.test(folded) || !/[a-z]{3}/.test(folded)) continue;
    if (findAnyLabel(line, [...NET_LABELS, ...GROSS_LABELS, ...DISCOUNT_LABELS])) continue;
    const amounts = amountsOf(line).filter((t) => !t.negative);
    const last = amounts[amounts.length - 1];
    if (last === undefined) continue;
    if (!last.clean || last.end < line.length - 3) continue;
    sum += last.value;
    count++;
  }
  return count > 0 ? { sum, count } : null;
}

/**
 * Item lines that prove themselves: quantity times unit price equal to the line's amount, to the
 * centavo ("CADERNO 2 UN X 19,90 39,80"). Only ever used to contradict a lone total.
 */
function provenItems(all: readonly string[], until: number): { sum: number; count: number } | null {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < until; i++) {
    const m =
      /(\d{1,4}(?:,\d{1,3})?)\s*[a-z]{0,3}\.?\s*x\s*(\d{1,5},\d{2})\s+(\d{1,3}(?:\.\d{3})*,\d{2})\s*$/.exec(
        fold(all[i] as string),
      );
    if (!m) continue;
    const number = (t: string) => Number(t.replace(/\./g, "").replace(",", "."));
    const line = Math.round(number(m[3] as string) * 100);
    const product = number(m[1] as string) * number(m[2] as string) * 100;
    if (Math.abs(product - line) > 1) continue;
    sum += line;
    count++;
  }
  return count > 0 ? { sum, count } : null;
}

/** The item count a fiscal receipt prints ("Qtd. total de itens 3"), when read. */
function printedItemCount(all: readonly string[]): number | null {
  for (const line of all) {
    const m = /\b(qtd|qtde|quantidade)\.? ?(total )?de itens\W*(\d{1,3})\s*$/.exec(fold(line));
    if (m) return Number(m[3]);
  }
  return null;
}

/** Two amounts written with the same digits in another order (a transposition, read or printed). */
function sameDigits(a: number, b: number): boolean {
  const digits = (n: number) => [...String(n)].sort().join("");
  return a !== b && digits(a) === digits(b);
}

/**
 * A total whose decimal comma OCR lost ("TOTAL 8230" for 82,30): three to six digits standing alone,
 * read as centavos. Like a damaged total it only confirms a value read elsewhere.
 */
function commaLost(text: string): RegExp[] {
  const m = /^\s*[:.]?\s*(r\s?\$\s*)?(\d{3,6})\s*$/i.exec(text);
  return m ? [new RegExp(`^${Number(m[2])}$`)] : [];
}

/**
 * Decides a receipt's total from its lines (and a QR code's, when it carries one).
 * @returns null when nothing vouches for any amount
 */
export function vouchedReceiptTotal(all: readonly string[], qr: QrFacts | null = null): ReceiptTotal | null {
  const netRaw = labelled(all, NET_LABELS, NEVER_TOTAL);
  // Totals of a tax ("VALOR TOTAL DO IPI" in a DANFE's boxes) are no gross.
  const grossRaw = labelled(all, GROSS_LABELS, /tribut|aprox|ibpt|lei\b|desconto|icms|\bipi\b|\biss|imposto/);
  // A line is read by its longer label: "Valor total da nota" is the total, "Valor total R$" the gross.
  const longer = (a: Seen, others: readonly Seen[]) =>
    !others.some((o) => o.line === a.line && o.label.length >= a.label.length);
  const gross = grossRaw.filter(
    (g) => !netRaw.some((n) => n.line === g.line && n.label.length > g.label.length),
  );
  const discounts = labelled(all, DISCOUNT_LABELS, /tribut|lei\b|aprox/).filter((d) => d.value > 0);
  // Charges added to the subtotal are printed after it; a couvert listed among the items is an item.
  const firstSum = Math.min(...[...netRaw, ...grossRaw].map((s) => s.line), all.length);
  const services = labelled(all, SERVICE_LABELS, /tribut|aprox/).filter((s) => s.line > firstSum);
  // The payment section follows the first total label, read or not, or its own header.
  const labelLines = all.flatMap((line, i) =>
    (findAnyLabel(line, [...NET_LABELS, ...GROSS_LABELS]) && !NEVER_TOTAL.test(fold(line))) ||
    PAYMENT_SECTION.test(fold(line))
      ? [i]
      : [],
  );
  const firstTotalLine = Math.min(...labelLines, ...[...netRaw, ...gross].map((s) => s.line), all.length);
  const payments = labelled(all, PAYMENT_LABELS, NOT_PAYMENT).filter((p) => p.line >= firstTotalLine);
  // Card machine slips print "VALOR: 25,00" or "VALOR APROVADO": after a coupon it is the payment;
  // on a slip alone, with no total label at all, it is the slip's total.
  // A label with no amount read anywhere near it ("LOJA ESPORTE TOTAL", a shop's name) does not
  // make a slip a coupon.
  const text = fold(all.join("\n"));
  const slipAlone =
    [...netRaw, ...gross].length === 0 &&
    !PAYMENT_SECTION.test(text) &&
    CARD_SLIP.test(text) &&
    CARD_SLIP_CODES.test(text);
  const slipValues: Seen[] = [];
  all.forEach((line, i) => {
    if (i <= firstTotalLine && !slipAlone) return;
    const m = /^\W*valor( aprovado| da compra| total)?\s*:?\s*(r\$)?/i.exec(fold(line));
    if (!m) return;
    const t = amountsOf(line)[0];
    if (t && fold(line).length - m[0].length < 16)
      slipValues.push({ value: t.value, line: i, clean: t.clean, label: m[0].trim() });
  });
  if (!slipAlone) payments.push(...slipValues);
  const change = labelled(all, CHANGE_LABELS, null);
  const net = [...netRaw.filter((n) => longer(n, grossRaw)), ...(slipAlone ? slipValues : [])];

  const sources = new Map<number, Set<string>>();
  const vouch = (value: number, source: string) => {
    if (value <= 0) return;
    const set = sources.get(value) ?? new Set<string>();
    set.add(source);
    sources.set(value, set);
  };
  if (qr?.total) vouch(qr.total, "qr");
  for (const n of net) if (n.clean) vouch(n.value, `total label (line ${n.line + 1})`);
  const discountOptions = [0, ...discounts.map((d) => d.value), discounts.reduce((a, d) => a + d.value, 0)];
  const serviceOptions = [
    ...new Set([0, ...services.map((s) => s.value), services.reduce((a, s) => a + s.value, 0)]),
  ];
  for (const g of gross) {
    if (!g.clean) continue;
    for (const d of new Set(discountOptions))
      for (const s of serviceOptions) {
        if (d === 0 && s === 0) {
          // The gross is the total only when nothing is taken off or added.
          if (discounts.length === 0 && services.length === 0)
            vouch(g.value, `gross label (line ${g.line + 1})`);
        } else vouch(g.value - d + s, "gross - discount + service");
      }
  }
  const cleanPayments = payments.filter((p) => p.clean);
  const changeValue = change.find((c) => c.clean)?.value ?? 0;
  if (cleanPayments.length > 0) {
    const distinct = [...new Set(cleanPayments.map((p) => p.value))];
    for (const p of distinct) vouch(p - changeValue, changeValue ? "payment - change" : "payment");
    if (distinct.length > 1) vouch(distinct.reduce((a, p) => a + p, 0) - changeValue, "payments");
  }
  const items = itemsSum(all, firstTotalLine);
  if (items !== null) {
    for (const d of new Set(discountOptions))
      for (const s of serviceOptions) vouch(items.sum - d + s, "sum of items");
  }
  // A damaged total ("44,7€") confirms a value read elsewhere.
  const damaged = all.flatMap((line) => {
    const hit = findAnyLabel(line, NET_LABELS);
    if (!hit || NEVER_TOTAL.test(fold(line))) return [];
    return [...damagedAmounts(line.slice(hit.end)), ...commaLost(line.slice(hit.end))];
  });
  // It confirms only another part of the receipt (a payment, the items), never another total label;
  // so does a total whose digits OCR read as letters ("7O,1O", "1.O87,35").
  for (const [value, set] of sources)
    if (
      [...set].some((s) => !s.startsWith("total label")) &&
      (damaged.some((re) => re.test(String(value))) || net.some((n) => !n.clean && n.value === value))
    )
      set.add("damaged total label");

  // The gross and the items add up to the total by themselves. A total that only its label and the
  // payment vouch for, which no sum of them reaches (with or without the discounts and service
  // printed), was misread alike on both lines ("202,22" read "262,22" twice on one photo) or the
  // sums were: the money cannot be told, and is asked for.
  const printedCount = printedItemCount(all);
  const reaches = (base: number, value: number) =>
    discountOptions.some((d) => serviceOptions.some((s) => base - d + s === value));
  // A line that may take off or add money under a name not read as a discount or service
  // ("Você economizou 5,00", "Cupom -10,00", "Arredondamento 0,40") can explain the difference.
  const accounted = new Set([...discounts, ...services].map((a) => a.line));
  const unexplained = all.some(
    (l, i) =>
      ADJUSTMENT.test(fold(l)) &&
      !accounted.has(i) &&
      !accounted.has(i + 1) &&
      amountsOf(l).some((t) => t.value > 0 && !t.percent),
  );
  const sumsDisagree = (value: number, set: Set<string>) =>
    !unexplained &&
    ![...set].some((s) => s.startsWith("gross") || s === "sum of items") &&
    (gross.some((g) => g.clean && g.value > 0 && !reaches(g.value, value)) ||
      [items, provenItems(all, firstTotalLine)].some(
        (read) => read !== null && read.count === printedCount && !reaches(read.sum, value),
      ));

  const lineOf = (value: number) =>
    [...net, ...gross].find((s) => s.value === value)?.line ??
    payments.find((p) => p.value === value)?.line ??
    0;
  const isTotalish = (set: Set<string>) =>
    [...set].some(
      (s) =>
        s.startsWith("total label") || s.startsWith("gross") || s === "qr" || s === "damaged total label",
    );

  if (qr?.total) {
    return {
      value: centavos(qr.total),
      confidence: 0.99,
      line: lineOf(qr.total),
      evidence: [...(sources.get(qr.total) ?? [])],
    };
  }
  // The payment (less the change) and the sum of the items agree: the total, when no total read
  // agrees with anything (its line unreadable or misread).
  const paidForItems = (set: Set<string>) =>
    set.has("sum of items") && [...set].some((s) => s.startsWith("payment"));
  const totalAgreed = [...sources].filter(([, set]) => set.size >= 2 && isTotalish(set));
  // Two independent parts agree: the value with the most, a payment breaking ties.
  const agreed = (
    totalAgreed.length > 0
      ? totalAgreed
      : [...sources].filter(([, set]) => set.size >= 2 && paidForItems(set))
  ).sort(([, a], [, b]) => b.size - a.size || Number(b.has("payment")) - Number(a.has("payment")));
  const best = agreed[0];
  if (best && (agreed.length === 1 || (agreed[1] as [number, Set<string>])[1].size < best[1].size)) {
    if (sumsDisagree(best[0], best[1])) return null;
    return {
      value: centavos(best[0]),
      confidence: isTotalish(best[1]) ? 0.95 : 0.9,
      line: lineOf(best[0]),
      evidence: [...best[1]],
    };
  }
  if (agreed.length > 1) return null;
  // A lone total: trusted when it is the only total read and no payment contradicts it.
  const totals = new Set(net.filter((n) => n.clean).map((n) => n.value));
  if (totals.size === 0 && discounts.length === 0 && services.length === 0)
    for (const g of gross) if (g.clean) totals.add(g.value);
  if (totals.size !== 1) return null;
  const only = [...totals][0] as number;
  // A lone total stands only when the receipt goes on after it: on a picture cut off right under
  // it, the discounts and the amount paid may be what is missing (and a gross's label misread can
  // look like the total's).
  const goesOn = (line: number) =>
    all
      .slice(line + 1)
      .some(
        (l) =>
          (fold(l).match(/[a-z]{3,}/g) ?? []).length >= 2 ||
          amountsOf(l).length > 0 ||
          /\d{1,2}\/\d{1,2}\/\d{2,4}/.test(l),
      );
  if (!goesOn(lineOf(only))) return null;
  const cash = all.some((l) => /dinheiro|especie/.test(fold(l)));
  const contradicted = cleanPayments.some((p) => p.value !== only && !(cash && p.value > only));
  if (contradicted) return null;
  if (net.some((n) => !n.clean && n.value !== only)) return null;
  // A gross that differs with nothing taken off or added contradicts the total too.
  if (discounts.length === 0 && services.length === 0 && gross.some((g) => g.clean && g.value !== only))
    return null;
  // Items that differ from the total when every item was read (their count printed and matched), or
  // that hold its digits in another order (62,90 and 26,90): one of the two was misread.
  if (discounts.length === 0 && services.length === 0)
    for (const read of [items, provenItems(all, firstTotalLine)])
      if (read && read.sum !== only && (read.count === printedItemCount(all) || sameDigits(read.sum, only)))
        return null;
  return {
    value: centavos(only),
    confidence: 0.7,
    line: lineOf(only),
    evidence: [...(sources.get(only) ?? ["total label"])],
  };
}
