/**
 * A recognised page as tesseract's TSV output gives it: every word with its box and confidence.
 * The page's text is rebuilt from the words, a line per recognised line, with the gaps between
 * words kept as runs of spaces (as tesseract's preserve_interword_spaces does), so columns stay
 * apart; the words keep their confidence for the amount's legibility.
 */
import type { OcrWord } from "@tostao/core";

/** A recognised line of text: its words joined by single spaces, and the box holding them, in pixels. */
export interface OcrLine {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface OcrPage {
  text: string;
  words: OcrWord[];
  lines: OcrLine[];
}

interface Box {
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Parses tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height,
 * conf, text) into the page's text and words. Rows other than words (levels 1-4) and empty words
 * are skipped; a paragraph break becomes a blank line, as in tesseract's text output. Each line
 * keeps the box around its words, so a part of the page can be read again.
 */
export function parseTsv(tsv: string): OcrPage {
  const lines: Box[][] = [];
  const breaks = new Set<number>();
  let key = "";
  let paragraph = "";
  for (const row of tsv.split("\n")) {
    const cols = row.split("\t");
    if (cols[0] !== "5" || cols.length < 12) continue;
    const text = cols.slice(11).join("\t").trim();
    if (!text) continue;
    const lineKey = `${cols[2]}.${cols[3]}.${cols[4]}`;
    const paragraphKey = `${cols[2]}.${cols[3]}`;
    if (lineKey !== key) {
      if (paragraph && paragraphKey !== paragraph) breaks.add(lines.length);
      lines.push([]);
      key = lineKey;
      paragraph = paragraphKey;
    }
    (lines[lines.length - 1] as Box[]).push({
      text,
      conf: Number(cols[10]),
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
    });
  }
  const words: OcrWord[] = [];
  const out: string[] = [];
  const boxed: OcrLine[] = lines.map((boxes) => ({
    text: boxes.map((b) => b.text).join(" "),
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.left + b.width)),
    bottom: Math.max(...boxes.map((b) => b.top + b.height)),
  }));
  lines.forEach((boxes, n) => {
    if (breaks.has(n)) out.push("");
    const chars = boxes.reduce((sum, b) => sum + b.text.length, 0);
    const charWidth = boxes.reduce((sum, b) => sum + b.width, 0) / Math.max(1, chars);
    let line = "";
    boxes.forEach((b, i) => {
      const before = boxes[i - 1];
      if (before) {
        const gap = b.left - (before.left + before.width);
        line += " ".repeat(Math.max(1, Math.min(40, Math.round(gap / Math.max(1, charWidth)))));
      }
      line += b.text;
      words.push({ text: b.text, conf: b.conf, line: out.length });
    });
    out.push(line);
  });
  return { text: out.join("\n"), words, lines: boxed };
}
