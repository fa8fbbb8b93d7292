/**
 * PDF text: the text layer first (unpdf / pdf.js), laid out in lines by position so label and value
 * stay together; when a page has no text layer (a scan), it is rasterised (poppler's pdftoppm, or
 * the page's embedded image where poppler is missing) and read by OCR. Passwords are used for this
 * reading only and never kept.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MEDIA_LIMITS } from "@tostao/core";
import sharp from "sharp";
import { extractImages, getDocumentProxy } from "unpdf";
import { MediaError } from "./media-error.ts";
import { defaultDeadline, outOfTime, timeLeft } from "./time-budget.ts";

const MAX_PAGES = 10;
/** Resolution pages are rasterised at for OCR. */
const DPI = 200;
/** Pixels one rasterised page may have (an A4 page at 200 dpi has 3.9 million); larger pages get fewer dpi. */
const MAX_PAGE_PIXELS = 16_000_000;
/** Below this resolution a page cannot be read: such a page is too large to rasterise. */
const MIN_DPI = 60;
// A page with fewer characters than this has no useful text layer (a scan or a picture).
const MIN_TEXT = 40;

export interface PdfText {
  text: string;
  pages: number;
  /** Pages that were rasterised for OCR because they had no text layer. */
  scannedPages: Array<{ page: number; image: Buffer }>;
}

type PdfDoc = Awaited<ReturnType<typeof getDocumentProxy>>;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

interface Placed {
  x: number;
  y: number;
  end: number;
  size: number;
  s: string;
  /** A box's value moved up beside its label: what follows it on the line is another box. */
  moved?: boolean;
}

// An amount may be filled with asterisks against tampering ("R$ ****88,14").
const VALUE =
  /^\s*(R\$\s*)?\**-?\d{1,3}(\.\d{3})*,\d{2}\s*$|^\s*\d{2}\/\d{2}\/\d{2,4}\s*$|^\s*\d{2}\/\d{4}\s*$/;
const LABEL = /\p{L}{3}/u;

/** Whether an item sits over another, sharing part of its width. */
const overlaps = (a: Placed, b: Placed) => a.x < b.end + 4 && b.x < a.end + 4;

/**
 * Bills and DANFEs print a value under its label in a box ("Vencimento" over "10/12/2026"), not
 * beside it. A value alone under a label moves up beside it, so the label and its value share a
 * line; a value with more values under it is a table column, and its header is no label.
 */
function pairBoxes(items: Placed[]): void {
  const values = items.filter((i) => VALUE.test(i.s));
  const labels = items.filter((i) => LABEL.test(i.s) && !VALUE.test(i.s) && i.s.length <= 60);
  const taken = new Set<Placed>();
  for (const label of labels) {
    const beside = values.some(
      (v) => Math.abs(v.y - label.y) < label.size * 0.4 && v.x >= label.end - 1 && v.x - label.end < 120,
    );
    if (beside) continue;
    const below = values
      .filter(
        (v) => !taken.has(v) && v.y < label.y && label.y - v.y <= label.size * 2.6 && overlaps(v, label),
      )
      .sort((a, b) => b.y - a.y)[0];
    if (!below) continue;
    const column = values.some(
      (v) => v !== below && v.y < below.y && below.y - v.y <= below.size * 2.6 && overlaps(v, below),
    );
    if (column) continue;
    taken.add(below);
    const width = below.end - below.x;
    below.y = label.y;
    below.size = label.size;
    below.x = label.end + 2;
    below.end = below.x + width;
    below.moved = true;
  }
}

/**
 * Joins a page's text items into lines: items on one baseline, left to right, columns apart by a
 * run of three spaces.
 */
function layoutLines(items: TextItem[]): string {
  const placed: Placed[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const x = item.transform[4] ?? 0;
    placed.push({
      x,
      y: item.transform[5] ?? 0,
      end: x + item.width,
      size: Math.abs(item.transform[3] ?? 10) || 10,
      s: item.str,
    });
  }
  pairBoxes(placed);
  const rows: Array<{ y: number; parts: Placed[] }> = [];
  for (const item of placed) {
    let row = rows.find((r) => Math.abs(r.y - item.y) < item.size * 0.4);
    if (!row) {
      row = { y: item.y, parts: [] };
      rows.push(row);
    }
    row.parts.push(item);
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((r) => {
      r.parts.sort((a, b) => a.x - b.x);
      let line = "";
      let end = Number.NEGATIVE_INFINITY;
      let moved = false;
      for (const p of r.parts) {
        // A gap wider than two letters is between columns: kept as a run of spaces, as OCR keeps it.
        // So is the end of a box's value moved beside its label, which may reach into the next box
        // ("Vencimento 09/12/2026" then "Valor total R$ 88,14", not "09/12/2026Valor").
        const gap = p.x - end;
        const s = p.s.replace(/\s+/g, " ");
        line += !line
          ? s.trimStart()
          : moved || gap > p.size * 1.2
            ? `   ${s.trimStart()}`
            : gap > 1
              ? ` ${s}`
              : s;
        end = p.end;
        moved = p.moved === true;
      }
      return line.replace(/ {4,}/g, "   ").trim();
    })
    .join("\n");
}

async function openPdf(bytes: Uint8Array, password: string | undefined): Promise<PdfDoc> {
  try {
    return await getDocumentProxy(new Uint8Array(bytes), { password, verbosity: 0 });
  } catch (error) {
    const e = error as { name?: string; code?: number; message?: string };
    if (e.name === "PasswordException") {
      // pdf.js: code 1 = a password is needed, 2 = the one given is wrong.
      throw e.code === 2 && password
        ? new MediaError("wrong_password", "wrong PDF password")
        : new MediaError("password_required", "the PDF is password-protected");
    }
    throw new MediaError("unreadable", `invalid PDF: ${e.message ?? String(error)}`);
  }
}

/** Runs a helper until `deadline` (the reading's end), where it is killed and the reading is too slow. */
function run(bin: string, args: string[], deadline: number): Promise<void> {
  const limit = timeLeft(deadline, bin);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ["ignore", "ignore", "pipe"] });
    const err: Buffer[] = [];
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      child.kill("SIGKILL");
    }, limit);
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (late) reject(outOfTime(bin));
      else reject(new Error(`${bin} exited ${code}: ${Buffer.concat(err).toString("utf8").slice(0, 200)}`));
    });
  });
}

/**
 * The resolution a page is rasterised at: 200 dpi, or less for a page so large that it would pass
 * MAX_PAGE_PIXELS (a 659-byte PDF can declare a page of 5 by 5 metres); refused when even
 * MIN_DPI would.
 */
function rasterDpi(page: { view: number[]; userUnit?: number }): number {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const unit = page.userUnit && page.userUnit > 0 ? page.userUnit : 1;
  const squareInches = ((Math.abs(x1 - x0) * unit) / 72) * ((Math.abs(y1 - y0) * unit) / 72);
  const dpi = Math.min(DPI, Math.floor(Math.sqrt(MAX_PAGE_PIXELS / Math.max(squareInches, 1e-6))));
  if (!Number.isFinite(dpi) || dpi < MIN_DPI)
    throw new MediaError("pdf_too_large", `page of ${Math.round(squareInches)} square inches`);
  return dpi;
}

/** Rasterises pages (at their dpi) in gray with pdftoppm; null when poppler is not installed. */
async function rasterise(
  bytes: Uint8Array,
  pages: Array<{ page: number; dpi: number }>,
  password: string | undefined,
  deadline: number,
): Promise<Map<number, Buffer> | null> {
  const dir = await mkdtemp(join(tmpdir(), "tostao-pdf-"));
  try {
    await writeFile(join(dir, "in.pdf"), bytes);
    const out = new Map<number, Buffer>();
    for (const { page, dpi } of pages) {
      const args = ["-r", String(dpi), "-gray", "-f", String(page), "-l", String(page)];
      if (password) args.push("-upw", password);
      try {
        await run("pdftoppm", [...args, join(dir, "in.pdf"), join(dir, `p${page}`)], deadline);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const file = (await readdir(dir)).find((f) => f.startsWith(`p${page}`) && f.endsWith(".pgm"));
      if (file) out.set(page, await readFile(join(dir, file)));
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Whether a rendered page (a gray PGM from pdftoppm) is blank: nearly every sampled pixel the same
 * light gray. Other images (PNG from the page's embedded picture) are never taken for blank.
 */
function blankPage(image: Buffer): boolean {
  const head = image.subarray(0, 40).toString("latin1");
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!m) return false;
  const start = m[0].length;
  let dark = 0;
  let seen = 0;
  for (let i = start; i < image.length; i += 97) {
    seen++;
    if ((image[i] as number) < 200) dark++;
  }
  return seen > 0 && dark / seen < 0.001;
}

/** The largest image drawn on a page, as PNG (the all-npm way to read a scanned page). */
async function embeddedImage(pdf: PdfDoc, page: number): Promise<Buffer | null> {
  const images = await extractImages(pdf, page);
  const biggest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!biggest) return null;
  return sharp(Buffer.from(biggest.data), {
    raw: { width: biggest.width, height: biggest.height, channels: biggest.channels as 1 | 2 | 3 | 4 },
  })
    .png()
    .toBuffer();
}

/**
 * Reads a PDF's text; pages without a text layer come back as images for OCR. Rasterising stops at
 * `deadline` (the reading's end, ms since the epoch) and the reading is too slow.
 */
export async function readPdf(
  bytes: Uint8Array,
  password?: string,
  deadline = defaultDeadline(),
): Promise<PdfText> {
  const pdf = await openPdf(bytes, password);
  try {
    if (pdf.numPages > MEDIA_LIMITS.pdfPages)
      throw new MediaError("pdf_too_large", `PDF of ${pdf.numPages} pages, over ${MEDIA_LIMITS.pdfPages}`);
    const pages = Math.min(pdf.numPages, MAX_PAGES);
    const texts: string[] = [];
    const empty: Array<{ page: number; dpi: number }> = [];
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = layoutLines(content.items as TextItem[]);
      texts.push(text);
      if (text.replace(/\s/g, "").length < MIN_TEXT) empty.push({ page: n, dpi: rasterDpi(page) });
    }
    // A PDF with a text layer is read from it: its pages without text are blank or decoration, and
    // rasterising them (a 34-page statement's blank backs) would cost seconds for nothing.
    if (texts.some((t) => t.replace(/\s/g, "").length >= MIN_TEXT)) empty.length = 0;
    const scannedPages: PdfText["scannedPages"] = [];
    if (empty.length > 0) {
      const raster = await rasterise(bytes, empty, password, deadline);
      for (const { page: n } of empty) {
        const image = raster ? raster.get(n) : await embeddedImage(pdf, n);
        if (image && !blankPage(image)) scannedPages.push({ page: n, image });
      }
      const text = texts.join("").replace(/\s/g, "");
      // A scan whose pages became no image has nothing to read: say so rather than "not a bill".
      if (scannedPages.length === 0 && text.length < MIN_TEXT)
        throw new MediaError(
          "scan_unreadable",
          raster
            ? "scanned PDF: its pages could not be rendered"
            : "scanned PDF without a page image, and pdftoppm is missing to render it (apt-get install poppler-utils)",
        );
    }
    return { text: texts.join("\n"), pages, scannedPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
