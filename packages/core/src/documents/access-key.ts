/**
 * The 44-character access key (chave de acesso) of the electronic fiscal documents: NF-e (model
 * 55), CT-e (57), MDF-e (58), CF-e SAT (59), NFCom (62, telecom), BP-e (63), NFC-e (65), NF3e (66,
 * energy) and CT-e OS (67):
 * where it comes from, what it says and whether its check digit holds. It is the receipt's
 * identity, so it is also the key that keeps a receipt sent twice from being recorded twice.
 */
import { digitsOnly, fixDigitLine, makeIso } from "./text.ts";

const UF_BY_CODE: Record<string, string> = {
  "11": "RO",
  "12": "AC",
  "13": "AM",
  "14": "RR",
  "15": "PA",
  "16": "AP",
  "17": "TO",
  "21": "MA",
  "22": "PI",
  "23": "CE",
  "24": "RN",
  "25": "PB",
  "26": "PE",
  "27": "AL",
  "28": "SE",
  "29": "BA",
  "31": "MG",
  "32": "ES",
  "33": "RJ",
  "35": "SP",
  "41": "PR",
  "42": "SC",
  "43": "RS",
  "50": "MS",
  "51": "MT",
  "52": "GO",
  "53": "DF",
};

/** The models of fiscal document whose keys share the 44-character layout. */
export const KEY_MODELS = ["55", "57", "58", "59", "62", "63", "65", "66", "67"] as const;
export type KeyModel = (typeof KEY_MODELS)[number];

/** What each model is, in the words a log or a test names it. */
export const KEY_MODEL_NAMES: Record<KeyModel, string> = {
  "55": "NF-e",
  "57": "CT-e",
  "58": "MDF-e",
  "59": "CF-e SAT",
  "62": "NFCom",
  "63": "BP-e",
  "65": "NFC-e",
  "66": "NF3e",
  "67": "CT-e OS",
};

const isKeyModel = (model: string): model is KeyModel => (KEY_MODELS as readonly string[]).includes(model);

/** The parts of a valid access key. */
export interface AccessKey {
  key: string;
  uf: string;
  /** `YYYY-MM` of the emission. */
  yearMonth: string;
  cnpj: string;
  model: KeyModel;
  series: string;
  number: string;
}

// Alphanumeric CNPJs (from July 2026) weigh each character by its code minus 48, digits included.
const charValue = (ch: string) => ch.charCodeAt(0) - 48;

/** Modulo 11 with weights 2..9 from the right, as NF-e keys and CNPJs use; 0 when the rest is 0 or 1. */
export function mod11Dv(body: string, maxWeight = 9): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += charValue(body[i] as string) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Validates a CNPJ's two check digits (numeric or the new alphanumeric form). */
export function isValidCnpj(cnpj: string): boolean {
  const c = cnpj.toUpperCase().replace(/[.\-/\s]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  const dv1 = mod11Dv(c.slice(0, 12));
  const dv2 = mod11Dv(c.slice(0, 12) + dv1);
  return c.endsWith(`${dv1}${dv2}`);
}

/** Formats a CNPJ as 12.345.678/0001-90. */
export function formatCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/**
 * Parses and validates a 44-character key: UF code, month, model and the modulo-11 check digit.
 * @example parseAccessKey("35250312345678000190650010000123451012345678")?.model // "65"
 */
export function parseAccessKey(raw: string): AccessKey | null {
  const key = raw.toUpperCase().replace(/[\s.\-/]/g, "");
  if (!/^\d{6}[0-9A-Z]{12}\d{26}$/.test(key)) return null;
  const uf = UF_BY_CODE[key.slice(0, 2)];
  const year = 2000 + Number(key.slice(2, 4));
  const month = Number(key.slice(4, 6));
  const model = key.slice(20, 22);
  if (!uf || !makeIso(year, month, 1)) return null;
  if (!isKeyModel(model)) return null;
  if (mod11Dv(key.slice(0, 43)) !== Number(key[43])) return null;
  const sat = model === "59";
  return {
    key,
    uf,
    yearMonth: `${year}-${String(month).padStart(2, "0")}`,
    cnpj: key.slice(6, 20),
    model,
    // CF-e SAT: the equipment's 9-digit serial and a 6-digit coupon number; the others: 3 + 9.
    series: sat ? key.slice(22, 31) : key.slice(22, 25),
    number: sat ? key.slice(31, 37) : key.slice(25, 34),
  };
}

/** The first valid key in a window slid over rows glued by one, two or three. */
function keyInRows(rows: string[]): AccessKey | null {
  // Keys are printed on one line or split over two or three; glue neighbours and slide a window.
  for (let span = 1; span <= 3; span++) {
    for (let i = 0; i + span <= rows.length; i++) {
      const run = rows.slice(i, i + span).join("");
      if (run.length < 44 || run.length > 44 * 2) continue;
      for (let start = 0; start + 44 <= run.length; start++) {
        const parsed = parseAccessKey(run.slice(start, start + 44));
        if (parsed) return parsed;
      }
    }
  }
  return null;
}

/**
 * Finds a valid access key in OCR or PDF text: in a QR code's URL (`p=` or `chNFe=`), printed in
 * groups of four digits, possibly across two lines. Only keys whose check digit holds are returned.
 * The groups are read first on their own, so a stray mark beside them (the paper's edge read as
 * "|" or "l", which looks like a 1) cannot slip a digit into the key.
 */
export function findAccessKey(text: string): AccessKey | null {
  const fromUrl = /(?:[?&]p=|chNFe=|chNF3e=|chNFCom=|chave=)(\d{44})/i.exec(text.replace(/\s/g, ""));
  if (fromUrl) {
    const parsed = parseAccessKey(fromUrl[1] as string);
    if (parsed) return parsed;
  }
  const lines = text.split(/\r?\n/);
  const groups = lines.map((l) =>
    l
      .trim()
      .split(/\s+/)
      .map((token) => fixDigitLine(token))
      .filter((token) => /^\d{4}$/.test(token))
      .join(""),
  );
  return keyInRows(groups) ?? keyInRows(lines.map((l) => digitsOnly(fixDigitLine(l))));
}
