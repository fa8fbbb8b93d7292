/**
 * Reads the sample set with the real reader and scores it: the amount and the date that matters
 * (due date for bills, boletos and statements; purchase or transfer date otherwise) must both be
 * right. Voice notes count when the decoded audio reached the transcriber intact and the words
 * heard give the spoken amount.
 */
import { parseMessage } from "@tostao/core";
import { MediaError } from "../media-error.ts";
import { type MediaReaderDeps, readMedia, type StageObserver } from "../read-media.ts";
import type { SampleFile } from "./sample-set.ts";

export interface SampleResult {
  file: string;
  group: SampleFile["group"];
  ms: number;
  amountOk: boolean;
  dateOk: boolean;
  kindOk: boolean;
  got: {
    kind: string;
    amount: number | null;
    date: string | null;
    dueDate: string | null;
    accessKey?: string | null;
    error?: string;
  };
}

/** What a reading without the password, then with a wrong one, ended in (each must say so). */
async function expectPasswordAsked(deps: MediaReaderDeps, sample: SampleFile, today: string) {
  for (const [password, want] of [
    [undefined, "password_required"],
    ["00000", "wrong_password"],
  ] as const) {
    const outcome = await readMedia(deps, { bytes: sample.bytes, password }, today).then(
      () => "a reading",
      (e: unknown) => (e instanceof MediaError ? e.code : String(e)),
    );
    if (outcome !== want)
      throw new MediaError(
        "unreadable",
        `${password ? "a wrong" : "no"} password gave ${outcome}, not ${want}`,
      );
  }
}

/**
 * Reads and scores one sample. `now` dates the reading (voice notes are parsed relative to it);
 * `onStage` is told as each stage of reading a picture ends.
 */
export async function evaluateSample(
  deps: MediaReaderDeps,
  sample: SampleFile,
  now: Date,
  today: string,
  onStage?: StageObserver,
): Promise<SampleResult> {
  const started = performance.now();
  try {
    if (sample.password) await expectPasswordAsked(deps, sample, today);
    const reading = await readMedia(
      deps,
      { bytes: sample.bytes, password: sample.password, ...(onStage ? { onStage } : {}) },
      today,
    );
    const ms = performance.now() - started;
    // The samples are photos, PDFs and voice notes; a statement file is `cli import`'s.
    if (reading.type === "statement") throw new Error(`${sample.file} read as a statement file`);
    if (reading.type === "voice") {
      const first = parseMessage(reading.transcript, now)[0];
      const amount =
        first && "amount" in first && typeof first.amount === "number"
          ? Math.round(first.amount * 100)
          : null;
      const heardRight = reading.transcript === sample.spoken;
      return {
        file: sample.file,
        group: sample.group,
        ms,
        amountOk: heardRight && amount === sample.expected.amount,
        dateOk: heardRight,
        kindOk: true,
        got: { kind: "voice", amount, date: null, dueDate: null },
      };
    }
    const f = reading.fields;
    const wantsDue = sample.expected.dueDate !== null;
    return {
      file: sample.file,
      group: sample.group,
      ms,
      amountOk: f.amount === sample.expected.amount,
      dateOk: wantsDue ? f.dueDate === sample.expected.dueDate : f.date === sample.expected.date,
      kindOk: f.kind === sample.expected.kind,
      got: {
        kind: f.kind,
        amount: f.amount,
        date: f.date,
        dueDate: f.dueDate,
        accessKey: f.accessKey?.key ?? null,
      },
    };
  } catch (error) {
    const code = error instanceof MediaError ? error.code : "crash";
    return {
      file: sample.file,
      group: sample.group,
      ms: performance.now() - started,
      amountOk: false,
      dateOk: false,
      kindOk: false,
      got: {
        kind: "error",
        amount: null,
        date: null,
        dueDate: null,
        error: `${code}: ${(error as Error).message}`,
      },
    };
  }
}

/** Share of samples with both amount and date right. */
export function accuracy(results: SampleResult[]): number {
  return results.filter((r) => r.amountOk && r.dateOk).length / Math.max(1, results.length);
}
