/**
 * What a fiscal receipt's QR code says, offline. CF-e SAT codes carry
 * `key|yyyyMMddHHmmss|total|buyer|signature`; NFC-e codes are consultation URLs with `p=key|2|…`
 * (online emission: the key only; offline emission: also the day and the total) or, in the
 * version 1 layout, `chNFe=…&dhEmi=<hex>&vNF=…`. The key's check digit is verified by its parser.
 */
import type { Centavos } from "../money.ts";
import { centavos } from "../money.ts";
import { type AccessKey, parseAccessKey } from "./access-key.ts";
import { type IsoDate, makeIso } from "./text.ts";

export interface QrFacts {
  key: AccessKey | null;
  /** The total the code carries (SAT, offline NFC-e, version 1 URLs). */
  total: Centavos | null;
  date: IsoDate | null;
}

const toCentavos = (raw: string): Centavos | null => {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return value > 0 ? centavos(value) : null;
};

/**
 * Reads the facts of the first fiscal QR payload found in a text (the reader appends decoded codes).
 * @example qrFactsIn("35250…|20250221081544|25.00||sig")?.total // 2500
 */
export function qrFactsIn(text: string): QrFacts | null {
  const compact = text.replace(/[ \t]/g, "");
  const sat = /(?:^|[^\d])(\d{44})\|(\d{14})\|(\d+(?:\.\d{1,2})?)\|/.exec(compact);
  if (sat) {
    const key = parseAccessKey(sat[1] as string);
    const stamp = sat[2] as string;
    if (key?.model === "59") {
      return {
        key,
        total: toCentavos(sat[3] as string),
        date: makeIso(Number(stamp.slice(0, 4)), Number(stamp.slice(4, 6)), Number(stamp.slice(6, 8))),
      };
    }
  }
  const v2 = /[?&]p=(\d{44})\|2\|\d((?:\|[^|\s]*)*)/i.exec(compact);
  if (v2) {
    const key = parseAccessKey(v2[1] as string);
    if (!key) return null;
    const rest = (v2[2] as string).split("|").slice(1);
    // Offline: |day|total|digest|token|hash; online: |token|hash.
    if (rest.length >= 5 && /^\d{1,2}$/.test(rest[0] as string)) {
      const day = Number(rest[0]);
      const [y, m] = key.yearMonth.split("-").map(Number) as [number, number];
      return { key, total: toCentavos(rest[1] as string), date: makeIso(y, m, day) };
    }
    return { key, total: null, date: null };
  }
  const v1 = /chNFe=(\d{44})/i.exec(compact);
  if (v1) {
    const key = parseAccessKey(v1[1] as string);
    if (!key) return null;
    const total = /[?&]vNF=(\d+(?:\.\d{1,2})?)/i.exec(compact)?.[1];
    const hex = /[?&]dhEmi=([0-9a-f]{20,})/i.exec(compact)?.[1];
    const stamp = hex
      ? (hex.match(/../g) ?? []).map((h) => String.fromCharCode(Number.parseInt(h, 16))).join("")
      : "";
    const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(stamp);
    return {
      key,
      total: total ? toCentavos(total) : null,
      date: d ? makeIso(Number(d[1]), Number(d[2]), Number(d[3])) : null,
    };
  }
  return null;
}
