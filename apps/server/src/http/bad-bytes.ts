/**
 * Text PostgreSQL refuses: U+0000 in `text` and `jsonb`, and lone UTF-16 surrogates in `jsonb`
 * (JSON.stringify writes them as `\ud800` escapes, which jsonb rejects). Such a character in one
 * field must not fail a whole request or a provider's whole delivery with a 500 that repeats
 * forever: our own APIs refuse the field with a 400 (nulPath), providers that retry get it cleaned.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string without NUL characters, lone surrogates replaced by U+FFFD. */
export function cleanText(text: string): string {
  const withoutNul = text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
  return withoutNul.replace(LONE_SURROGATE, "\uFFFD");
}

/** A JSON value with every string and key cleaned (cleanText). */
export function cleanJson<T>(value: T): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanJson) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[cleanText(key)] = cleanJson(v);
    return out as T;
  }
  return value;
}

/** Where the first NUL of a JSON value is (`items.2.name`; `_` for the value itself), or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  const here = () => (path.length > 0 ? path.join(".") : "_");
  if (typeof value === "string") return value.includes("\u0000") ? here() : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, cleanText(key)].join(".");
      const found = nulPath(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Whether a JSON value nests deeper than `max` arrays and objects (checked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (!v || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
