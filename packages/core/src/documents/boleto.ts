/**
 * Boleto payment lines (linha digitável), per FEBRABAN: the 47-digit bank line (ficha de
 * compensação) and the 48-digit collection line (arrecadação: utilities, taxes), their check
 * digits, and the amount and due date encoded in them.
 */
import type { Centavos } from "../money.ts";
import { centavos } from "../money.ts";
import { mod11Dv } from "./access-key.ts";
import { digitsOnly, fixDigitLine, type IsoDate, isoDayNumber, isoOfDay, makeIso } from "./text.ts";

export interface BoletoLine {
  kind: "bank" | "collection";
  /** The digits of the line (47 or 48). */
  line: string;
  /** The 44-digit barcode number the line encodes. */
  barcode: string;
  /** Null when the line carries no amount (zeros, or a collection line with a reference value). */
  amount: Centavos | null;
  /** Null when the line carries no due date. */
  dueDate: IsoDate | null;
  /** Bank code (bank lines) or the collection segment (1 = prefeituras … 6 = órgãos, 9 = others). */
  bank: string | null;
  segment: string | null;
}

/** Modulo 10 with weights 2,1,2,… from the right, summing the digits of each product. */
export function mod10Dv(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    const p = Number(body[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The bank barcode's general check digit: modulo 11, weights 2..9, where 0, 10 and 11 become 1. */
function bankBarcodeDv(barcodeWithoutDv: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = barcodeWithoutDv.length - 1; i >= 0; i--) {
    sum += Number(barcodeWithoutDv[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const FACTOR_BASE = isoDayNumber("1997-10-07");
// The 4-digit factor reached 9999 on 2025-02-21 and restarted at 1000 on 2025-02-22: every factor
// names one date in each 9000-day cycle, so the nearest to the reference date is the one meant.
const FACTOR_CYCLE = 9000;

/**
 * The due date of a bank boleto's factor, choosing the 9000-day cycle nearest to `reference`
 * (the printed due date when known, otherwise the day the document was read).
 * @example dueDateFromFactor(1000, "2025-03-01") // "2025-02-22"
 */
export function dueDateFromFactor(factor: number, reference: IsoDate): IsoDate | null {
  if (factor < 1000 || factor > 9999) return null;
  const ref = isoDayNumber(reference);
  let best = FACTOR_BASE + factor;
  for (let k = 1; k < 4; k++) {
    const candidate = FACTOR_BASE + factor + k * FACTOR_CYCLE;
    if (Math.abs(candidate - ref) < Math.abs(best - ref)) best = candidate;
  }
  return isoOfDay(best);
}

/** The factor that encodes a due date (for making boletos in tests and checking round trips). */
export function factorOfDate(iso: IsoDate): number {
  let factor = isoDayNumber(iso) - FACTOR_BASE;
  while (factor > 9999) factor -= FACTOR_CYCLE;
  return factor;
}

function parseBankLine(line: string, reference: IsoDate): BoletoLine | null {
  const f1 = line.slice(0, 9);
  const f2 = line.slice(10, 20);
  const f3 = line.slice(21, 31);
  if (
    mod10Dv(f1) !== Number(line[9]) ||
    mod10Dv(f2) !== Number(line[20]) ||
    mod10Dv(f3) !== Number(line[31])
  ) {
    return null;
  }
  const dv = line[32] as string;
  const factorValue = line.slice(33, 47);
  const barcode = line.slice(0, 4) + dv + factorValue + f1.slice(4) + f2 + f3;
  if (bankBarcodeDv(barcode.slice(0, 4) + barcode.slice(5)) !== Number(dv)) return null;
  const factor = Number(factorValue.slice(0, 4));
  const value = Number(factorValue.slice(4));
  return {
    kind: "bank",
    line,
    barcode,
    amount: value > 0 ? centavos(value) : null,
    dueDate: factor === 0 ? null : dueDateFromFactor(factor, reference),
    bank: line.slice(0, 3),
    segment: null,
  };
}

function collectionDv(valueType: string, body: string): number {
  return valueType === "6" || valueType === "7" ? mod10Dv(body) : mod11Dv(body);
}

function parseCollectionLine(line: string, reference: IsoDate): BoletoLine | null {
  if (line[0] !== "8") return null;
  const valueType = line[2] as string;
  if (!"6789".includes(valueType)) return null;
  const blocks = [0, 1, 2, 3].map((i) => line.slice(i * 12, i * 12 + 11));
  for (let i = 0; i < 4; i++) {
    if (collectionDv(valueType, blocks[i] as string) !== Number(line[i * 12 + 11])) return null;
  }
  const barcode = blocks.join("");
  if (collectionDv(valueType, barcode.slice(0, 3) + barcode.slice(4)) !== Number(barcode[3])) return null;
  // Types 6 and 8 carry the amount in reais; 7 and 9 carry a reference quantity (not money).
  const value = Number(barcode.slice(4, 15));
  const amount = (valueType === "6" || valueType === "8") && value > 0 ? centavos(value) : null;
  return {
    kind: "collection",
    line,
    barcode,
    amount,
    dueDate: collectionDueDate(barcode, reference),
    bank: null,
    segment: barcode[1] as string,
  };
}

// Collection lines have no standard due-date field, but most utilities and tax agencies put it
// as AAAAMMDD at the start of the free field (positions 20-27). Accept it only when it is a real
// date within a year and a half of the reference.
function collectionDueDate(barcode: string, reference: IsoDate): IsoDate | null {
  const raw = barcode.slice(19, 27);
  const iso = makeIso(Number(raw.slice(0, 4)), Number(raw.slice(4, 6)), Number(raw.slice(6, 8)));
  if (!iso) return null;
  return Math.abs(isoDayNumber(iso) - isoDayNumber(reference)) <= 550 ? iso : null;
}

/**
 * Parses a payment line of 47 (bank) or 48 (collection) digits with any punctuation, checking every
 * check digit. `reference` picks the due-date factor's cycle.
 */
export function parseBoletoLine(raw: string, reference: IsoDate): BoletoLine | null {
  const line = digitsOnly(raw);
  if (line.length === 47) return parseBankLine(line, reference);
  if (line.length === 48) return parseCollectionLine(line, reference);
  return null;
}

/**
 * Finds a valid payment line in document text: the digits of one line or of two to three neighbouring
 * lines (OCR and PDF layouts break long lines), tolerating letters OCR reads for digits.
 */
export function findBoletoLine(text: string, reference: IsoDate): BoletoLine | null {
  const rows = text.split(/\r?\n/).map((l) => {
    // Keep only the parts that look like the line (digit groups with dots and spaces).
    const fixed = fixDigitLine(l);
    return /\d{5}[.\s]?\d{5}|\d{11,12}/.test(fixed) ? digitsOnly(fixed) : "";
  });
  for (let span = 1; span <= 3; span++) {
    for (let i = 0; i + span <= rows.length; i++) {
      const run = rows.slice(i, i + span).join("");
      if (run.length < 47 || run.length > 60) continue;
      for (const size of [48, 47]) {
        for (let start = 0; start + size <= run.length; start++) {
          const parsed = parseBoletoLine(run.slice(start, start + size), reference);
          if (parsed) return parsed;
        }
      }
    }
  }
  return null;
}

/** Formats a bank line as printed: 00190.00009 01234.567891 23456.789012 3 12340000010000. */
export function formatBoletoLine(line: string): string {
  if (line.length === 47) {
    return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
  }
  return [0, 1, 2, 3].map((i) => `${line.slice(i * 12, i * 12 + 11)}-${line[i * 12 + 11]}`).join(" ");
}

/** Builds a valid bank line from a barcode's parts (tests and sample documents use it). */
export function makeBankLine(bank: string, free25: string, dueDate: IsoDate | null, amount: number): string {
  const factor = dueDate ? String(factorOfDate(dueDate)).padStart(4, "0") : "0000";
  const fv = factor + String(amount).padStart(10, "0");
  const noDv = `${bank}9${fv}${free25}`;
  const dv = bankBarcodeDv(noDv);
  const f1 = `${bank}9${free25.slice(0, 5)}`;
  const f2 = free25.slice(5, 15);
  const f3 = free25.slice(15, 25);
  return `${f1}${mod10Dv(f1)}${f2}${mod10Dv(f2)}${f3}${mod10Dv(f3)}${dv}${fv}`;
}

/** Builds a valid collection line (value type 6 or 8) from the barcode's parts. */
export function makeCollectionLine(
  segment: string,
  valueType: "6" | "8",
  amount: number,
  rest29: string,
): string {
  const noDv = `8${segment}${valueType}${String(amount).padStart(11, "0")}${rest29}`;
  const dv = collectionDv(valueType, noDv);
  const barcode = noDv.slice(0, 3) + dv + noDv.slice(3);
  return [0, 1, 2, 3]
    .map((i) => {
      const block = barcode.slice(i * 11, i * 11 + 11);
      return block + collectionDv(valueType, block);
    })
    .join("");
}
