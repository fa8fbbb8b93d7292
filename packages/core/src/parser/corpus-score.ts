/**
 * Scoring a corpus of expect-annotated messages (JSON Lines, one case per line:
 * `{"id","text","now","expect":[{...}, ...]}`), field by field: only the fields a case's
 * `expect` names are compared, and the number of results counts as one more field.
 * Used by the repository's corpus tests and by `npm run --silent cli -- score FILE.jsonl`.
 */
import type { Interpretation } from "./types.ts";

/** One annotated message. */
export interface CorpusCase {
  id: string;
  text: string;
  now: string;
  expect: Record<string, unknown>[];
}

/** A line that is not a valid case, with its 1-based line number and a pt-BR reason. */
export interface CorpusLineError {
  line: number;
  reason: string;
}

/** One wrong field (or a wrong number of results, `field: "results"`). */
export interface CorpusMiss {
  id: string;
  text: string;
  field: string;
  got: unknown;
  want: unknown;
}

export interface CorpusScore {
  cases: number;
  /** Cases whose every expected field is right. */
  casesRight: number;
  fields: number;
  fieldsRight: number;
  misses: CorpusMiss[];
}

/**
 * Reads the cases of a JSON Lines corpus; blank lines are skipped, every malformed line is reported.
 * @example readCorpus('{"id":"a","text":"oi","now":"2026-11-22T12:00:00-03:00","expect":[{"intent":"greeting"}]}')
 */
export function readCorpus(text: string): { cases: CorpusCase[]; errors: CorpusLineError[] } {
  const cases: CorpusCase[] = [];
  const errors: CorpusLineError[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    let raw = (lines[i] as string).trim();
    if (i === 0 && raw.charCodeAt(0) === 0xfeff) raw = raw.slice(1);
    if (raw === "") continue;
    const checked = checkCase(raw);
    if (typeof checked === "string") errors.push({ line: i + 1, reason: checked });
    else cases.push(checked);
  }
  return { cases, errors };
}

function checkCase(raw: string): CorpusCase | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return "não é JSON válido";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "não é um objeto JSON";
  const obj = value as Record<string, unknown>;
  if (typeof obj.id !== "string" && typeof obj.id !== "number") return 'falta o campo "id" (texto ou número)';
  if (typeof obj.text !== "string") return 'falta o campo "text" (texto)';
  if (typeof obj.now !== "string" || Number.isNaN(new Date(obj.now).getTime()))
    return 'falta o campo "now" (data ISO 8601)';
  if (!Array.isArray(obj.expect)) return 'falta o campo "expect" (lista de resultados esperados)';
  for (const item of obj.expect) {
    if (typeof item !== "object" || item === null || Array.isArray(item))
      return 'cada item de "expect" deve ser um objeto';
    if (typeof (item as Record<string, unknown>).intent !== "string")
      return 'cada item de "expect" precisa de "intent"';
  }
  return {
    id: String(obj.id),
    text: obj.text,
    now: obj.now,
    expect: obj.expect as Record<string, unknown>[],
  };
}

/** Nested objects (payment, recurrence) are compared on the keys the expectation names. */
function sameField(field: string, want: unknown, got: unknown): boolean {
  if (want !== null && typeof want === "object" && !Array.isArray(want)) {
    if (got === null || typeof got !== "object") return false;
    const have = got as Record<string, unknown>;
    return Object.entries(want as Record<string, unknown>).every(([k, v]) => sameField(k, v, have[k]));
  }
  // a record that names no goal may leave the field out or set it to null
  if (field === "goal" && want === null && got === undefined) return true;
  return JSON.stringify(want) === JSON.stringify(got);
}

/** Parses every case with `parse` and compares the expected fields. */
export function scoreCorpus(
  cases: readonly CorpusCase[],
  parse: (text: string, now: Date) => Interpretation[],
): CorpusScore {
  const score: CorpusScore = { cases: cases.length, casesRight: 0, fields: 0, fieldsRight: 0, misses: [] };
  for (const c of cases) {
    const got = parse(c.text, new Date(c.now)) as unknown as Record<string, unknown>[];
    const before = score.misses.length;
    score.fields++;
    if (got.length === c.expect.length) score.fieldsRight++;
    else
      score.misses.push({
        id: c.id,
        text: c.text,
        field: "results",
        got: got.map((r) => r.intent),
        want: c.expect.map((r) => r.intent),
      });
    c.expect.forEach((want, k) => {
      for (const [field, value] of Object.entries(want)) {
        score.fields++;
        const have = got[k]?.[field];
        if (sameField(field, value, have)) score.fieldsRight++;
        else score.misses.push({ id: c.id, text: c.text, field, got: have, want: value });
      }
    });
    if (score.misses.length === before) score.casesRight++;
  }
  return score;
}
