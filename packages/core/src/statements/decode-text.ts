/**
 * Bytes to text for statement files. Brazilian banks send UTF-8 (with or without a BOM) or
 * Windows-1252, and OFX headers often declare one while the bytes are the other, so the bytes
 * decide: valid UTF-8 with any non-ASCII byte is UTF-8 (accented Windows-1252 text is almost
 * never valid UTF-8), anything else is Windows-1252. UTF-16 is known by its BOM or, without one,
 * by the zero byte beside each ASCII character. Text that was
 * UTF-8 read as Windows-1252 and saved again as UTF-8 ("JoÃ£o", a file opened and re-saved by a
 * spreadsheet) is taken back to what it said.
 */

/** Windows-1252 characters at 0x80-0x9F (undefined slots stay as their Latin-1 control). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the bytes there are not UTF-8. */
function utf8Length(bytes: Uint8Array, i: number): number {
  const b = bytes[i] as number;
  let need: number;
  let min: number;
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) {
    need = 1;
    min = 0x80;
  } else if (b >= 0xe0 && b <= 0xef) {
    need = 2;
    min = 0x800;
  } else if (b >= 0xf0 && b <= 0xf4) {
    need = 3;
    min = 0x10000;
  } else return 0;
  if (i + need >= bytes.length) return 0;
  let cp = b & (0x3f >> need);
  for (let k = 1; k <= need; k++) {
    const c = bytes[i + k];
    if (c === undefined || (c & 0xc0) !== 0x80) return 0;
    cp = (cp << 6) | (c & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return need + 1;
}

/** True when every byte belongs to a valid UTF-8 sequence. */
function isUtf8(bytes: Uint8Array, from: number): boolean {
  for (let i = from; i < bytes.length; ) {
    if ((bytes[i] as number) < 0x80) {
      i++;
      continue;
    }
    const n = utf8Length(bytes, i);
    if (n === 0) return false;
    i += n;
  }
  return true;
}

function decodeUtf8(bytes: Uint8Array, from: number): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = from; i < bytes.length; ) {
    const b = bytes[i] as number;
    let cp: number;
    if (b < 0x80) {
      cp = b;
      i++;
    } else {
      const n = utf8Length(bytes, i);
      cp = b & (0x3f >> (n - 1));
      for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] as number) & 0x3f);
      i += n;
    }
    chunk.push(cp);
    if (chunk.length >= 8192) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join("");
}

function decodeCp1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (const b of bytes) {
    chunk.push(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as number) : b);
    if (chunk.length >= 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join("");
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean, from: number): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = from; i + 1 < bytes.length; i += 2) {
    const a = bytes[i] as number;
    const b = bytes[i + 1] as number;
    chunk.push(littleEndian ? a | (b << 8) : (a << 8) | b);
    if (chunk.length >= 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join("");
}

/** Windows-1252 bytes of the characters at 0x80-0x9F, by character. */
const CP1252_BYTE = new Map(CP1252_HIGH.map((cp, i) => [cp, 0x80 + i]));

/** "Ã£", "Ã©", "Ã‡", "Â°": the first byte of a two-byte UTF-8 sequence read as Windows-1252. */
const DOUBLE_ENCODED =
  /[ÂÃ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]/;

/** The text's UTF-8 when it is UTF-8 that went once through Windows-1252, else null. */
function undoDoubleEncoding(text: string): string | null {
  if ((!text.includes("Ã") && !text.includes("Â")) || !DOUBLE_ENCODED.test(text)) return null;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const b = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : CP1252_BYTE.get(c);
    if (b === undefined) return null;
    bytes[i] = b;
  }
  return isUtf8(bytes, 0) ? decodeUtf8(bytes, 0) : null;
}

/**
 * The byte order of UTF-16 text, by its BOM, or without one by its zero bytes: a statement's
 * characters are mostly ASCII, each a zero byte beside its own (after it little-endian, before it
 * big-endian). Null: not UTF-16.
 * @example utf16Order(new Uint8Array([0x44, 0, 0x61, 0])) // { littleEndian: true, from: 0 }
 */
export function utf16Order(bytes: Uint8Array): { littleEndian: boolean; from: number } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { littleEndian: true, from: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { littleEndian: false, from: 2 };
  const pairs = Math.floor(Math.min(bytes.length, 1024) / 2);
  if (pairs < 4) return null;
  let le = 0;
  let be = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    const a = bytes[i] as number;
    const b = bytes[i + 1] as number;
    if (a !== 0 && b === 0) le++;
    else if (a === 0 && b !== 0) be++;
  }
  if (le >= pairs * 0.9) return { littleEndian: true, from: 0 };
  if (be >= pairs * 0.9) return { littleEndian: false, from: 0 };
  return null;
}

/**
 * Decodes a statement file's bytes, whatever its header declares.
 * @example decodeStatementText(new Uint8Array([0x50, 0x49, 0x58, 0x20, 0x4a, 0x6f, 0xe3, 0x6f])).text // "PIX João"
 */
export function decodeStatementText(bytes: Uint8Array): {
  text: string;
  encoding: "utf-8" | "windows-1252" | "utf-16";
} {
  const utf16 = utf16Order(bytes);
  if (utf16) return { text: decodeUtf16(bytes, utf16.littleEndian, utf16.from), encoding: "utf-16" };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (isUtf8(bytes, bom)) {
    const text = decodeUtf8(bytes, bom);
    return { text: undoDoubleEncoding(text) ?? text, encoding: "utf-8" };
  }
  return { text: decodeCp1252(bytes.subarray(bom)), encoding: "windows-1252" };
}
