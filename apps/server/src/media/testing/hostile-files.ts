/**
 * Files built to hurt a reader, made in memory by the tests (nothing large is committed): voice
 * notes that decode to hours, pictures that declare gigapixels, PDFs with pages metres wide or an
 * image that inflates to gigabytes. Each is small on the wire; what it would cost once decoded is
 * what the limits must refuse before the work.
 */
import { deflateRawSync, deflateSync, constants as zlib } from "node:zlib";
import { oggPage } from "../samples/ogg-opus-writer.ts";

const MIB = 1 << 20;

/**
 * A zlib stream that inflates to `size` zero bytes, in about size/1000 bytes, built without
 * compressing them: one fully flushed block of 1 MiB of zeros repeated (a full flush makes each
 * copy stand alone), then the rest, and the Adler-32 of zeros (a = 1, b = size mod 65521).
 */
function zerosZlib(size: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB), { finishFlush: zlib.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0x9c])];
  for (let i = 0; i < Math.floor(size / MIB); i++) parts.push(block);
  parts.push(deflateRawSync(Buffer.alloc(size % MIB)));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/**
 * An Ogg/Opus voice note of `minutes` that is tiny on the wire: every packet is 2 bytes (a TOC
 * saying six 20 ms CELT frames, each empty: 120 ms of concealment audio). 80 minutes fit in about
 * 120 KB. With `lyingGranules` the pages claim almost no length, so only the packet headers tell.
 */
export function oggOpusBomb(minutes: number, options: { lyingGranules?: boolean } = {}): Buffer {
  const serial = 0xb0b;
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.alloc(16);
  tags.write("OpusTags", 0, "ascii");
  const pages = [oggPage([head], 0n, serial, 0, 0x02), oggPage([tags], 0n, serial, 1, 0)];
  const packet = Buffer.from([(31 << 3) | 3, 6]);
  const packets = Math.ceil((minutes * 60) / 0.12);
  let granule = 312n;
  let sequence = 2;
  for (let sent = 0; sent < packets; ) {
    const count = Math.min(255, packets - sent);
    sent += count;
    granule += BigInt(count * 5760);
    const last = sent === packets;
    const claimed = options.lyingGranules ? BigInt(312 + sequence) : granule;
    pages.push(oggPage(Array(count).fill(packet), claimed, serial, sequence++, last ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

const CRC = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A valid black 8-bit gray PNG of `width` × `height`: 40 megapixels in about 40 KB. With
 * `truncated`, only the header and the first bytes of pixels (enough for a header-only refusal).
 */
export function pngBomb(width: number, height: number, options: { truncated?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // gray
  const raw = options.truncated ? zerosZlib(MIB) : zerosZlib(height * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", raw),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header declares `width` × `height` (up to 65535 each) over a few bytes of data. */
export function jpegBomb(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}

/** A PDF from its objects (numbered from 1), with a valid cross-reference table. */
function pdfOf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof object === "string" ? Buffer.from(object, "latin1") : object,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  parts.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(parts);
}

/**
 * A PDF of about 600 bytes whose one page, without text, measures `points` × `points` (14400 pt is
 * 5 m, the most the format allows without UserUnit; `userUnit` multiplies it). Rasterised at 200 dpi
 * it would be 1.6 gigapixels.
 */
export function pdfHugePage(points = 14_400, userUnit = 1): Buffer {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points} ${points}] /UserUnit ${userUnit} /Contents 4 0 R >>`,
    "<< /Length 22 >>\nstream\n0 0 m 10 10 l S\nendstream",
  ]);
}

/** A PDF of `pages` empty A4 pages sharing one page object (small whatever the count). */
export function pdfManyPages(pages: number): Buffer {
  const kids = Array(pages).fill("3 0 R").join(" ");
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ]);
}

/**
 * A one-page A4 PDF (no text) drawing one gray image of `width` × `height` whose Flate stream
 * inflates to width × height bytes: 20000 × 20000 is 400 MB from about 400 KB.
 */
export function pdfImageBomb(width: number, height: number): Buffer {
  const data = zerosZlib(width * height);
  const image = Buffer.concat([
    Buffer.from(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from("\nendstream"),
  ]);
  const draw = "q 595 0 0 842 0 0 cm /Im1 Do Q";
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
    image,
  ]);
}

/**
 * A one-page A4 PDF (no text) of about `strokes` / 80 bytes that strokes `strokes` full-page
 * crossings: pdftoppm spends about 12 ms of CPU on each at 200 dpi, so 2000 of them keep it
 * rasterising for half a minute from well under a kilobyte.
 */
export function pdfVectorStorm(strokes: number): Buffer {
  const data = deflateSync(Buffer.from("1 w 0 0 m 595 842 l 595 0 l 0 842 l h S\n".repeat(strokes)));
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from("\nendstream"),
    ]),
  ]);
}
