/**
 * The two document sets `bench:media` scores field by field, besides its own sample set:
 * - real documents made by others (bench/corpus/real, with manifest.json naming each file's source,
 *   licence and the fields written by hand), read on the day a person would have sent them;
 * - the real PDFs' first pages photographed the way a phone would (samples/degrade.ts, light and
 *   moderate): real layouts, a synthetic capture;
 * - the sample set's receipts and bills photographed badly, at three levels of phone degradation
 *   (samples/degrade.ts: perspective, rotation, faded ink, shadow, blur, distance, JPEG).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { foldAccents } from "@tostao/core";
import sharp from "sharp";
import { type DegradeLevel, degradePhoto } from "../src/media/samples/degrade.ts";
import { DOCUMENTS } from "../src/media/samples/document-specs.ts";
import { RECEIPTS } from "../src/media/samples/receipt-specs.ts";
import { receiptLines, receiptTotals } from "../src/media/samples/receipt-texts.ts";
import { renderPhoto } from "../src/media/samples/render.ts";

export interface ExpectedFields {
  kind: string;
  docType?: string;
  amount: number | null;
  date: string | null;
  dueDate: string | null;
  /** null: the reader must name none; undefined: not scored. */
  merchant?: string | null;
}

export interface CorpusFile {
  set: "real" | `real-photographed-${DegradeLevel}` | `degraded-${DegradeLevel}`;
  file: string;
  bytes: Buffer;
  today: string;
  expected: ExpectedFields;
  /** What the file is, for per-kind figures. */
  group: string;
}

interface Manifest {
  documents: Array<{ file: string; today: string; expected: ExpectedFields }>;
}

/** The real documents of bench/corpus/real, as the manifest lists them. */
export function realCorpus(): CorpusFile[] {
  const dir = new URL("./corpus/real/", import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL("manifest.json", dir), "utf8")) as Manifest;
  return manifest.documents.map((d) => ({
    set: "real",
    file: d.file,
    bytes: readFileSync(new URL(d.file, dir)),
    today: d.today,
    expected: d.expected,
    group: d.expected.docType ?? d.expected.kind,
  }));
}

/**
 * The real PDFs' first pages as a phone would photograph them: the page rendered to 1400 pixels on
 * its long side (an A4 page filling a phone's picture), laid on a table, then degraded at `levels`.
 * Needs poppler's pdftoppm.
 */
export async function photographedCorpus(levels: readonly DegradeLevel[]): Promise<CorpusFile[]> {
  const out: CorpusFile[] = [];
  let seed = 101;
  for (const doc of realCorpus().filter((d) => d.file.endsWith(".pdf"))) {
    const page = execFileSync(
      "pdftoppm",
      ["-png", "-f", "1", "-l", "1", "-singlefile", "-scale-to", "1400", "-"],
      {
        input: doc.bytes,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const meta = await sharp(page).metadata();
    const margin = Math.round(Math.max(meta.width ?? 0, meta.height ?? 0) * 0.05);
    const onTable = await sharp(page)
      .flatten({ background: "#ffffff" })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background: "#8a7f70" })
      .png()
      .toBuffer();
    for (const level of levels)
      out.push({
        ...doc,
        set: `real-photographed-${level}`,
        file: doc.file.replace(/\.pdf$/, `-${level}.jpg`),
        bytes: await degradePhoto(onTable, level, seed++),
      });
  }
  return out;
}

const BILLS = ["conta-luz-enel", "conta-agua-sabesp", "boleto-escola", "pix-bb"];
const rowsToLines = (rows: (typeof DOCUMENTS)[number]["rows"]) =>
  rows.map((r) => (typeof r === "string" ? r : `${r[0]}  ${r[1]}`));

/** Five receipts and four bills of the sample set, photographed at each level of degradation. */
export async function degradedCorpus(today: string): Promise<CorpusFile[]> {
  const bases: Array<{ name: string; lines: string[]; expected: ExpectedFields; group: string }> = [];
  for (const r of RECEIPTS.slice(0, 5)) {
    bases.push({
      name: r.name,
      lines: receiptLines(r.spec),
      expected: {
        kind: "receipt",
        amount: receiptTotals(r.spec).net,
        date: r.spec.at.slice(0, 10),
        dueDate: null,
      },
      group: `receipt (${r.spec.layout})`,
    });
  }
  for (const name of BILLS) {
    const d = DOCUMENTS.find((x) => x.name === name);
    if (!d) throw new Error(`sample set has no ${name}`);
    bases.push({
      name,
      lines: rowsToLines(d.rows),
      expected: { kind: d.kind, amount: d.amount, date: d.date, dueDate: d.dueDate },
      group: d.kind,
    });
  }
  const out: CorpusFile[] = [];
  let seed = 1;
  for (const level of ["light", "moderate", "heavy"] as const) {
    for (const b of bases) {
      const clean = await renderPhoto(b.lines, { format: "png", fontSize: 24 });
      out.push({
        set: `degraded-${level}`,
        file: `${b.name}-${level}.jpg`,
        bytes: await degradePhoto(clean, level, seed++),
        today,
        expected: b.expected,
        group: b.group,
      });
    }
  }
  return out;
}

export interface FieldScore {
  kind: boolean;
  docType: boolean | null;
  amount: boolean;
  /** The date that matters: the due date of what is to be paid, the purchase date otherwise. */
  date: boolean;
  merchant: boolean | null;
  /** An amount returned, and wrong: the one error the books cannot absorb. */
  confidentWrong: boolean;
}

const same = (a: string, b: string) => {
  const f = (s: string) =>
    foldAccents(s)
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return f(a) === f(b);
};

/** Scores what was read against what the file says, field by field. */
export function scoreFields(
  got: {
    kind: string;
    docType: string;
    amount: number | null;
    date: string | null;
    dueDate: string | null;
    merchant: string | null;
  } | null,
  want: ExpectedFields,
): FieldScore {
  if (!got)
    return {
      kind: false,
      docType: want.docType ? false : null,
      amount: false,
      date: false,
      merchant: want.merchant === undefined ? null : false,
      confidentWrong: false,
    };
  return {
    kind: got.kind === want.kind,
    docType: want.docType ? got.docType === want.docType : null,
    amount: got.amount === want.amount,
    date: want.dueDate ? got.dueDate === want.dueDate : got.date === want.date,
    merchant:
      want.merchant === undefined
        ? null
        : want.merchant === null
          ? got.merchant === null
          : got.merchant !== null && same(got.merchant, want.merchant),
    confidentWrong: got.amount !== null && got.amount !== want.amount,
  };
}
