/**
 * Turns sample texts into the files people send: thermal-paper photos (SVG text rendered by sharp,
 * then shear, rotation, shadow, blur, noise and JPEG artefacts), clean screenshots, text PDFs
 * (pdf-lib, label and value in separate columns as bills print them) and image-only scans.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import qrcode from "qrcode-generator";
import sharp from "sharp";

export interface PhotoEffects {
  rotate?: number;
  blur?: number;
  noise?: number;
  shadow?: boolean;
  shear?: number;
  jpegQuality?: number;
  format?: "jpeg" | "png" | "webp";
  /** Font size in px; phone photos of receipts put ~20-30 px on a line of text. */
  fontSize?: number;
  /** Text of a QR code printed below the lines (an NFC-e's consultation URL). */
  qr?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A QR code as one SVG path of dark modules, `cell` px each, its top left corner at (x, y). */
function qrPath(text: string, x: number, y: number, cell: number): { path: string; size: number } {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let d = "";
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.isDark(row, col)) d += `M${x + col * cell} ${y + row * cell}h${cell}v${cell}h-${cell}z`;
  return { path: `<path d="${d}" fill="#1c1c1c"/>`, size: n * cell };
}

/** Renders lines of monospaced text on paper as an image. */
export async function renderPhoto(lines: string[], effects: PhotoEffects = {}): Promise<Buffer> {
  const size = effects.fontSize ?? 22;
  const lineHeight = Math.round(size * 1.35);
  const width = Math.round(size * 0.62 * 48) + 60;
  const textHeight = lines.length * lineHeight + 80;
  const qr = effects.qr
    ? qrPath(effects.qr, Math.round(width / 2 - size * 5), textHeight, Math.round(size / 4))
    : null;
  const height = textHeight + (qr ? qr.size + 60 : 0);
  const text = lines
    .map((l, i) => `<text x="30" y="${50 + i * lineHeight}" xml:space="preserve">${escapeXml(l)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#fbfaf5"/>
<g font-family="Liberation Mono, DejaVu Sans Mono, monospace" font-size="${size}" fill="#1c1c1c">${text}</g>${qr?.path ?? ""}</svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: "#fbfaf5" });
  if (effects.shear)
    image = sharp(await image.png().toBuffer()).affine([1, effects.shear, 0, 1], { background: "#8a7f70" });
  // A table around the paper, as in a phone photo.
  image = sharp(await image.png().toBuffer()).extend({
    top: 40,
    bottom: 40,
    left: 40,
    right: 40,
    background: "#8a7f70",
  });
  if (effects.rotate)
    image = sharp(await image.png().toBuffer()).rotate(effects.rotate, { background: "#8a7f70" });
  let { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (effects.shadow || effects.noise) {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const out = Buffer.from(data);
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        // A soft diagonal shadow: up to 45 % darker in one corner.
        const shade = effects.shadow ? 1 - 0.45 * Math.max(0, 1 - (x / info.width + y / info.height)) : 1;
        const noise = effects.noise ? (random() + random() + random() - 1.5) * effects.noise : 0;
        for (let c = 0; c < info.channels; c++) {
          const at = (y * info.width + x) * info.channels + c;
          out[at] = Math.max(0, Math.min(255, Math.round((data[at] as number) * shade + noise)));
        }
      }
    }
    data = out;
  }
  let result = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (effects.blur) result = result.blur(effects.blur);
  const format = effects.format ?? "jpeg";
  if (format === "png") return result.png().toBuffer();
  if (format === "webp") return result.webp({ quality: 80 }).toBuffer();
  return result.jpeg({ quality: effects.jpegQuality ?? 80 }).toBuffer();
}

/** One row of a PDF page: text at the left margin and, optionally, a value at a right column. */
export type PdfRow = string | [string, string];

/** A text PDF (A4) of rows; `[label, value]` rows place the value in a column as bills do. */
export async function renderTextPdf(rows: PdfRow[], title?: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  if (title) pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  for (const row of rows) {
    if (y < 40) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    if (typeof row === "string") page.drawText(row, { x: 40, y, size: 10, font: y === 800 ? bold : font });
    else {
      page.drawText(row[0], { x: 40, y, size: 10, font });
      page.drawText(row[1], { x: 380, y, size: 10, font: bold });
    }
    y -= 16;
  }
  return Buffer.from(await pdf.save());
}

/** An image-only PDF: a page that is a scan, no text layer. */
export async function renderScannedPdf(image: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await sharp(image).jpeg({ quality: 75 }).toBuffer());
  const scale = 595 / jpeg.width;
  const page = pdf.addPage([595, Math.max(300, jpeg.height * scale)]);
  page.drawImage(jpeg, { x: 0, y: 0, width: 595, height: jpeg.height * scale });
  return Buffer.from(await pdf.save());
}
