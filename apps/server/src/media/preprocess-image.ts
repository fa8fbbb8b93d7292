/**
 * Prepares a phone photo or screenshot for OCR: upright (EXIF), gray, a width where receipt text is
 * 20-30 px tall, shadows flattened (divide by a blurred copy), deskewed by the angle whose row
 * profile is sharpest, contrast stretched. Returns a PGM, which tesseract reads without decoding.
 */
import sharp from "sharp";
import { MediaError } from "./media-error.ts";

sharp.concurrency(1);
sharp.cache(false);

export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

const MAX_PIXELS = 40_000_000;

/** Row-profile score of dark pixels rotated by `angle` degrees: high when text lines are level. */
function profileScore(xs: Int32Array, ys: Int32Array, n: number, angle: number, height: number): number {
  const rad = (angle * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  const offset = Math.ceil(height * 0.5);
  const bins = new Float64Array(height * 3);
  for (let i = 0; i < n; i++) {
    const y = Math.round((ys[i] as number) * cos - (xs[i] as number) * sin) + offset;
    if (y >= 0 && y < bins.length) bins[y] = (bins[y] as number) + 1;
  }
  let score = 0;
  for (const b of bins) score += b * b;
  return score;
}

/** Otsu's threshold of a gray image: the level that best splits it into two classes. */
function otsu(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of data) hist[v] = (hist[v] as number) + 1;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = data.length - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > bestVar) [best, bestVar] = [t, between];
  }
  return best;
}

/** The skew angle in degrees (within ±12) of a small gray image's text lines; `paper` masks the table. */
function estimateSkew(image: GrayImage, paper: Uint8Array | null = null): number {
  const { data, width, height } = image;
  const onPaper = paper ? data.filter((_, i) => paper[i] === 1) : data;
  const threshold = otsu(onPaper);
  const xs = new Int32Array(data.length);
  const ys = new Int32Array(data.length);
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((data[i] as number) < threshold && (paper === null || paper[i] === 1)) {
        xs[n] = x;
        ys[n] = y;
        n++;
      }
    }
  }
  if (n < 200) return 0;
  let best = 0;
  let bestScore = -1;
  for (let a = -12; a <= 12; a += 1) {
    const s = profileScore(xs, ys, n, a, height);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  const coarse = best;
  for (let a = coarse - 0.75; a <= coarse + 0.75; a += 0.25) {
    const s = profileScore(xs, ys, n, a, height);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  return best;
}

async function gray(pipeline: sharp.Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline.grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rawInput = (image: GrayImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

/**
 * Where the paper is: a median filter wipes out the text, leaving paper (bright) and the table or
 * hand around it (darker). Null when the picture is all paper (a screenshot or a scan).
 */
async function paperMask(small: GrayImage): Promise<Uint8Array | null> {
  const { data: smooth } = await gray(rawInput(small).median(9));
  const t = otsu(smooth);
  const mask = new Uint8Array(smooth.length);
  let background = 0;
  let bgSum = 0;
  let paperSum = 0;
  for (let i = 0; i < smooth.length; i++) {
    const v = smooth[i] as number;
    if (v > t) {
      mask[i] = 1;
      paperSum += v;
    } else {
      background++;
      bgSum += v;
    }
  }
  // Background is what is dark and reaches the picture's border; dense print inside the paper is
  // dark too but enclosed by paper, and must stay.
  const { width, height } = small;
  const outside = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const i = stack.pop() as number;
    if (outside[i] === 1 || mask[i] === 1) continue;
    outside[i] = 1;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < mask.length - width) stack.push(i + width);
  }
  background = 0;
  bgSum = 0;
  paperSum = 0;
  for (let i = 0; i < mask.length; i++) {
    mask[i] = outside[i] === 1 ? 0 : 1;
    if (outside[i] === 1) {
      background++;
      bgSum += smooth[i] as number;
    } else paperSum += smooth[i] as number;
  }
  const fraction = background / smooth.length;
  const contrast = paperSum / Math.max(1, smooth.length - background) - bgSum / Math.max(1, background);
  return fraction > 0.03 && fraction < 0.8 && contrast > 40 ? mask : null;
}

/** Encodes a gray image as binary PGM (P5). */
export function toPgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, "ascii");
  return Buffer.concat([header, image.data]);
}

/** Parses a binary PGM (P5, 8-bit), as poppler's pdftoppm writes pages. */
function parsePgm(bytes: Uint8Array): GrayImage | null {
  const head = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
  const m = /^P5\s+(?:#[^\n]*\s+)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (m?.[3] !== "255") return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const start = m[0].length;
  if (bytes.length < start + width * height) return null;
  return { data: Buffer.from(bytes.subarray(start, start + width * height)), width, height };
}

/** Decodes, straightens and cleans a picture; the result is what OCR and the QR reader see. */
export async function prepareImage(bytes: Uint8Array): Promise<GrayImage> {
  const pgm = bytes[0] === 0x50 && bytes[1] === 0x35 ? parsePgm(bytes) : null;
  const source = () => (pgm ? rawInput(pgm) : sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate());
  let width: number;
  if (pgm) width = pgm.width;
  else {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch (error) {
      throw new MediaError("unreadable", `image cannot be decoded: ${(error as Error).message}`);
    }
    const rotated = (meta.orientation ?? 1) >= 5;
    width = (rotated ? meta.height : meta.width) ?? 0;
  }
  // Receipt text wants ~20-30 px letters: shrink big photos, enlarge only tiny ones.
  const target = width > 1600 ? 1600 : width < 700 ? width * 2 : width;
  const full = await gray(source().resize({ width: target }));
  const small = await gray(rawInput(full).resize({ width: 500 }));
  const mask = await paperMask(small);
  const angle = estimateSkew(small, mask);
  const turn = (p: sharp.Sharp) => (Math.abs(angle) >= 0.5 ? p.rotate(-angle, { background: "#ffffff" }) : p);
  // Flatten light: divide each pixel by its blurred surroundings, so shadows become paper white.
  const sigma = Math.max(8, Math.round(full.width / 40));
  const { data: background } = await gray(rawInput(full).blur(sigma));
  const dodged = Buffer.allocUnsafe(full.data.length);
  for (let i = 0; i < dodged.length; i++) {
    const v = ((full.data[i] as number) * 255) / Math.max(1, background[i] as number);
    dodged[i] = v > 255 ? 255 : v;
  }
  if (mask) {
    // Whiten what is not paper, so the table's edges do not read as dashes and letters.
    const maskImage: GrayImage = {
      data: Buffer.from(mask.map((v) => v * 255)),
      width: small.width,
      height: small.height,
    };
    const { data: big } = await gray(
      rawInput(maskImage).resize({ width: full.width, height: full.height, kernel: "nearest" }),
    );
    for (let i = 0; i < full.data.length; i++) if ((big[i] as number) < 128) dodged[i] = 255;
  }
  const flat: GrayImage = { data: dodged, width: full.width, height: full.height };
  return gray(turn(rawInput(flat)).normalise());
}
