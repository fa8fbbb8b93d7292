/**
 * `cli parse`: JSON Lines in ({"id","text","now"?}), JSON Lines out ({"id","results"} or
 * {"id","error"}), same order, one output line per non-blank input line.
 */

import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { parseMessage } from "@tostao/core";
import type { Clock } from "../clock.ts";

export interface ParseOptions {
  /** Default `now` for lines without one; null means the current time per line. */
  now: Date | null;
  /** Clock used when neither the line nor --now names a time. */
  clock: Clock;
}

/** Parses one input line into one output object; never throws. */
export function parseLine(line: string, options: ParseOptions): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { id: null, error: "linha não é JSON válido" };
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { id: null, error: "cada linha deve ser um objeto JSON" };
  }
  const obj = input as Record<string, unknown>;
  const id = typeof obj.id === "string" || typeof obj.id === "number" ? obj.id : null;
  if (typeof obj.text !== "string") return { id, error: 'campo "text" ausente ou não é texto' };
  let now = options.now ?? options.clock();
  if (obj.now !== undefined && obj.now !== null) {
    const parsed = typeof obj.now === "string" ? new Date(obj.now) : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) return { id, error: 'campo "now" não é uma data ISO 8601 válida' };
    now = parsed;
  }
  try {
    return { id, results: parseMessage(obj.text, now) };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Streams `input` to `output`, line by line. Resolves with the number of lines written. */
export async function runParse(input: Readable, output: Writable, options: ParseOptions): Promise<number> {
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let count = 0;
  let buffer = "";
  for await (const raw of rl) {
    // a byte-order mark from Windows editors is not part of the JSON
    const line = (count === 0 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).trim();
    if (line === "") continue;
    buffer += `${JSON.stringify(parseLine(line, options))}\n`;
    count++;
    if (buffer.length > 65_536) {
      if (!output.write(buffer)) await new Promise((resolve) => output.once("drain", resolve));
      buffer = "";
    }
  }
  if (buffer) output.write(buffer);
  return count;
}
