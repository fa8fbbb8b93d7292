/**
 * Prepares a phone photo or screenshot for OCR: upright (EXIF), gray, a width where receipt text is
 * 20-30 px tall, shadows flattened (divide by a blurred copy), deskewed by the angle whose row
 * profile is sharpest, contrast stretched. Returns a PGM, which tesseract reads without decoding.
 */
import { MEDIA_LIMITS } from "@tostao/core";
import sharp from "sharp";
import { MediaError } from "./media-error.ts";
import { homography, type Point, paperCorners, warpGray } from "./perspective.ts";

sharp.concurrency(1);
sharp.cache(false);

export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

// The header check's limit (read-media), so a picture it admits is decoded, not refused as broken.
const MAX_PIXELS = MEDIA_LIMITS.imagePixels;

/** Row-profile score of dark pixels rotated by `angle` degrees: high when text lines are level. */
function profileScore(
  xs: Int32Array,
  ys: Int32Array,
  n: number,
  angle: number,
  height: number,
  bins: Float64Array,
): number {
  const rad = (angle * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  const offset = Math.ceil(height * 0.5);
  bins.fill(0);
  const size = bins.length;
  for (let i = 0; i < n; i++) {
    const y = Math.round((ys[i] as number) * cos - (xs[i] as number) * sin) + offset;
    if (y >= 0 && y < size) bins[y] = (bins[y] as number) + 1;
  }
  let score = 0;
  for (let i = 0; i < size; i++) score += (bins[i] as number) * (bins[i] as number);
  return score;
}

/** Otsu's threshold of a histogram of `total` gray values: the level that best splits it in two. */
function otsuOf(hist: Float64Array, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > bestVar) [best, bestVar] = [t, between];
  }
  return best;
}

/** Otsu's threshold of a gray image. */
function otsu(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i] as number] = (hist[data[i] as number] as number) + 1;
  return otsuOf(hist, data.length);
}

/**
 * The skew angle in degrees (within ±`range`) of a small gray image's text lines; `paper` masks the
 * table.
 */
function estimateSkew(image: GrayImage, paper: Uint8Array | null = null, range = 12): number {
  const { data, width, height } = image;
  const hist = new Float64Array(256);
  let count = 0;
  for (let i = 0; i < data.length; i++) {
    if (paper !== null && paper[i] !== 1) continue;
    const v = data[i] as number;
    hist[v] = (hist[v] as number) + 1;
    count++;
  }
  const threshold = otsuOf(hist, count);
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
  const bins = new Float64Array(height * 3);
  for (let a = -range; a <= range; a += 1) {
    const s = profileScore(xs, ys, n, a, height, bins);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  const coarse = best;
  for (let a = coarse - 0.75; a <= coarse + 0.75; a += 0.25) {
    const s = profileScore(xs, ys, n, a, height, bins);
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
 * The median of each `size`×`size` neighbourhood, edges repeated: what libvips' median gives, pixel
 * for pixel, in a fifth of its time. Huang's sliding histogram: moving one pixel right drops a column
 * and adds one, and the median moves from where it was.
 */
export function median(image: GrayImage, size: number): Buffer {
  const { data, width, height } = image;
  const r = size >> 1;
  const rank = (size * size) >> 1;
  const pw = width + 2 * r;
  const padded = new Uint8Array(pw * (height + 2 * r));
  for (let y = 0; y < height + 2 * r; y++) {
    const from = Math.min(height - 1, Math.max(0, y - r)) * width;
    for (let x = 0; x < pw; x++)
      padded[y * pw + x] = data[from + Math.min(width - 1, Math.max(0, x - r))] as number;
  }
  const out = Buffer.allocUnsafe(width * height);
  const hist = new Int32Array(256);
  for (let y = 0; y < height; y++) {
    hist.fill(0);
    const top = y * pw;
    for (let j = 0; j < size; j++)
      for (let x = 0; x < size; x++) {
        const v = padded[top + j * pw + x] as number;
        hist[v] = (hist[v] as number) + 1;
      }
    // `below`: how many values in the window are under the median `m`.
    let m = 0;
    let below = 0;
    while (below + (hist[m] as number) <= rank) below += hist[m++] as number;
    out[y * width] = m;
    for (let x = 1; x < width; x++) {
      let gone = top + x - 1;
      let come = top + x + size - 1;
      for (let j = 0; j < size; j++, gone += pw, come += pw) {
        const a = padded[gone] as number;
        hist[a] = (hist[a] as number) - 1;
        if (a < m) below--;
        const b = padded[come] as number;
        hist[b] = (hist[b] as number) + 1;
        if (b < m) below++;
      }
      while (below > rank) below -= hist[--m] as number;
      while (below + (hist[m] as number) <= rank) below += hist[m++] as number;
      out[y * width + x] = m;
    }
  }
  return out;
}

/**
 * Where the paper is: a median filter wipes out the text, leaving paper (bright) and the table or
 * hand around it (darker). Null when the picture is all paper (a screenshot or a scan).
 */
async function paperMask(small: GrayImage): Promise<Uint8Array | null> {
  const smooth = median(small, 9);
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
  // Each pixel is pushed at most once per neighbour, plus the border seeds.
  const stack = new Int32Array(mask.length * 4 + 2 * (width + height));
  let top = 0;
  for (let x = 0; x < width; x++) {
    stack[top++] = x;
    stack[top++] = (height - 1) * width + x;
  }
  for (let y = 0; y < height; y++) {
    stack[top++] = y * width;
    stack[top++] = y * width + width - 1;
  }
  while (top > 0) {
    const i = stack[--top] as number;
    if (outside[i] === 1 || mask[i] === 1) continue;
    outside[i] = 1;
    const x = i % width;
    if (x > 0) stack[top++] = i - 1;
    if (x < width - 1) stack[top++] = i + 1;
    if (i >= width) stack[top++] = i - width;
    if (i < mask.length - width) stack[top++] = i + width;
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

/** CIE lightness L* (0-100) of an sRGB gray level. */
function lightness(level: number): number {
  const c = level / 255;
  const y = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  return y > (6 / 29) ** 3 ? 116 * Math.cbrt(y) - 16 : (116 * y) / (3 * (6 / 29) ** 2);
}

/** The sRGB gray level (unrounded) of a CIE lightness. */
function levelOf(l: number): number {
  const fy = (l + 16) / 116;
  const y = fy > 6 / 29 ? fy ** 3 : 3 * (6 / 29) ** 2 * (fy - 4 / 29);
  return 255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055);
}

/**
 * Stretches contrast in lightness (as sharp's normalise does, without converting the whole
 * picture to Lab and back): the darkest 1 % becomes black, the brightest 1 % white.
 */
function stretchLightness(data: Buffer): Buffer {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i] as number] = (hist[data[i] as number] as number) + 1;
  const level = (fraction: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += hist[v] as number;
      if (seen >= data.length * fraction) return v;
    }
    return 255;
  };
  const low = Math.trunc(lightness(level(0.01)));
  const high = Math.trunc(lightness(level(0.99)));
  if (high - low <= 1) return data;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const out = levelOf(((lightness(v) - low) * 100) / (high - low));
    lut[v] = out <= 0 ? 0 : out >= 255 ? 255 : Math.round(out);
  }
  for (let i = 0; i < data.length; i++) data[i] = lut[data[i] as number] as number;
  return data;
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

/**
 * The height of a line of text in pixels: the median run of rows holding ink (rows where more than
 * 1 % of pixels are dark), which is about the capitals' height plus descenders. 0 when no text.
 */
function lineHeight(image: GrayImage): number {
  const { data, width, height } = image;
  const threshold = otsu(data);
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y < height; y++) {
    let dark = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) if ((data[i] as number) < threshold) dark++;
    if (dark > width * 0.01) run++;
    else {
      if (run >= 4) runs.push(run);
      run = 0;
    }
  }
  if (run >= 4) runs.push(run);
  if (runs.length < 3) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] as number;
}

// Tesseract reads lines of 15-20 px of ink well enough from a gray picture; pictures taken from
// afar give 8-12 and are enlarged before the first pass. A binarised picture loses thin strokes at
// small sizes, so the second pass enlarges below 20.
const SMALLEST_LINE = 12;
const READABLE_LINE = 24;
// A whole page (an A4 bill photographed) enlarged to 24 px lines would be 7-8 megapixels, and
// resampling, binarising and tesseract's own thresholding and line finding follow the pixels (the
// recognition itself follows the text): its lines are brought to 18 px, which it reads as well.
const PAGE_PIXELS = 6_000_000;
const PAGE_LINE = 18;

/**
 * Enlarges a picture whose lines of text are under `smallest` px tall to about `target` (at most
 * 2.5×, and within 12 megapixels); a picture that would pass 6 megapixels, to 18 px lines at most.
 */
export async function readableSize(
  image: GrayImage,
  smallest = SMALLEST_LINE,
  target = READABLE_LINE,
): Promise<GrayImage> {
  const line = lineHeight(image);
  if (line === 0) return image;
  const pixels = image.width * image.height;
  const page = pixels * Math.min(2.5, target / line) ** 2 > PAGE_PIXELS;
  if (line >= (page ? Math.min(smallest, PAGE_LINE) : smallest)) return image;
  const scale = Math.min(2.5, (page ? Math.min(target, PAGE_LINE) : target) / line);
  // A page a few percent short of its size is read as it is: resampling 4 megapixels costs more.
  if ((page && scale < 1.15) || pixels * scale * scale > 12_000_000) return image;
  return gray(rawInput(image).resize({ width: Math.round(image.width * scale), kernel: "lanczos3" }));
}

/** Distance from a point to the segment a-b. */
function segmentDistance(x: number, y: number, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

/**
 * Whether a quadrilateral found in a small gray picture is the whole paper, so warping to it crops
 * no text. Ink is what is much darker than its blurred surroundings. Either almost no ink lies
 * outside it (a plain table), or each side has a blank margin just inside it: a side that cuts
 * through the print (a shadow that made the paper look shorter) has ink right up to it, while the
 * ink outside a real edge is only the table's grain (wood, granite), which the margin test ignores.
 */
async function wholePaper(small: GrayImage, quad: readonly Point[]): Promise<boolean> {
  const { data: blurred } = await gray(rawInput(small).blur(3));
  const band = Math.max(4, Math.round(small.width * 0.01));
  const skip = 2;
  let ink = 0;
  let outside = 0;
  let interiorInk = 0;
  let interior = 0;
  const sideInk = [0, 0, 0, 0];
  const sideArea = [0, 0, 0, 0];
  // Each side's line: a pixel farther than the margin from all four lines is in the interior, and
  // only pixels near a side need their distance to each side's segment.
  const sides = quad.map((a, s) => {
    const b = quad[(s + 1) % 4] as Point;
    return {
      x: a[0],
      y: a[1],
      dx: b[0] - a[0],
      dy: b[1] - a[1],
      length: Math.hypot(b[0] - a[0], b[1] - a[1]),
    };
  });
  const near = skip + band + 1e-6;
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const i = y * small.width + x;
      const dark = (small.data[i] as number) < (blurred[i] as number) - 30;
      // insideQuad, inline: the cross products all of one sign; and the nearest side's line.
      let sign = 0;
      let inside = true;
      let lineDistance = Infinity;
      for (const side of sides) {
        const cross = side.dx * (y - side.y) - side.dy * (x - side.x);
        lineDistance = Math.min(lineDistance, Math.abs(cross) / (side.length || 1));
        if (cross === 0) continue;
        const s = cross > 0 ? 1 : -1;
        if (sign === 0) sign = s;
        else if (s !== sign) {
          inside = false;
          break;
        }
      }
      if (!inside) {
        if (dark) {
          ink++;
          outside++;
        }
        continue;
      }
      if (dark) ink++;
      if (lineDistance > near) {
        interior++;
        if (dark) interiorInk++;
        continue;
      }
      let nearest = 0;
      let distance = Infinity;
      for (let s = 0; s < 4; s++) {
        const d = segmentDistance(x, y, quad[s] as Point, quad[(s + 1) % 4] as Point);
        if (d < distance) [nearest, distance] = [s, d];
      }
      if (distance > skip + band) {
        interior++;
        if (dark) interiorInk++;
      } else if (distance >= skip) {
        sideArea[nearest] = (sideArea[nearest] as number) + 1;
        if (dark) sideInk[nearest] = (sideInk[nearest] as number) + 1;
      }
    }
  }
  if (ink === 0) return false;
  if (outside / ink <= 0.01) return true;
  const interiorDensity = interiorInk / Math.max(1, interior);
  if (interiorDensity === 0) return false;
  return sideInk.every((n, s) => n / Math.max(1, sideArea[s] as number) <= 0.2 * interiorDensity);
}

/**
 * Whether a picture prints light text on a dark ground (an app's dark mode, screenshotted or
 * photographed): most of it dark, and more of it far lighter than the ground than far darker.
 * Paper in poor light is dark too, but its ink is darker still.
 */
export function lightOnDark(image: GrayImage): boolean {
  const { data } = image;
  if (data.length === 0) return false;
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i] as number] = (hist[data[i] as number] as number) + 1;
  let seen = 0;
  let ground = 0;
  for (; ground < 256; ground++) {
    seen += hist[ground] as number;
    if (seen >= data.length / 2) break;
  }
  if (ground >= 128) return false;
  let lighter = 0;
  let darker = 0;
  for (let v = 0; v < 256; v++) {
    if (v > ground + 60) lighter += hist[v] as number;
    else if (v < ground - 60) darker += hist[v] as number;
  }
  return lighter > darker && lighter > data.length * 0.005;
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
  let full = await gray(source().resize({ width: target }));
  // Dark mode: the recogniser reads dark text on light paper, so the picture is turned negative.
  if (lightOnDark(full))
    for (let i = 0; i < full.data.length; i++) full.data[i] = 255 - (full.data[i] as number);
  let small = await gray(rawInput(full).resize({ width: 500 }));
  let mask = await paperMask(small);
  const found = mask ? paperCorners(mask, small.width, small.height) : null;
  // Warped only when the quadrilateral is the whole paper: a shadow across the paper can cut the mask
  // short, and a warp to a wrong quadrilateral would crop the text.
  const quad = found && (await wholePaper(small, found)) ? found : null;
  if (quad) {
    // The paper seen at an angle becomes an upright rectangle: perspective and rotation undone.
    const k = full.width / small.width;
    const corners = quad.map(([x, y]) => [x * k, y * k] as const);
    const side = (a: number, b: number) =>
      Math.hypot(
        (corners[a] as Point)[0] - (corners[b] as Point)[0],
        (corners[a] as Point)[1] - (corners[b] as Point)[1],
      );
    const w = Math.round(Math.max(side(0, 1), side(3, 2)));
    const h = Math.round(Math.max(side(0, 3), side(1, 2)));
    const rect: Point[] = [
      [0, 0],
      [w - 1, 0],
      [w - 1, h - 1],
      [0, h - 1],
    ];
    full = { data: warpGray(full, homography(rect, corners), w, h), width: w, height: h };
    small = await gray(rawInput(full).resize({ width: 500 }));
    mask = null;
  }
  // A warped paper is upright already, but for a slant of the print on it.
  const angle = estimateSkew(small, mask, quad ? 3 : 12);
  const turn = (p: sharp.Sharp) => p.rotate(-angle, { background: "#ffffff" });
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
    const { width, height } = full;
    const column = new Int32Array(width);
    for (let x = 0; x < width; x++)
      column[x] = Math.min(small.width - 1, Math.floor(((x + 0.5) * small.width) / width));
    for (let y = 0; y < height; y++) {
      const row = Math.min(small.height - 1, Math.floor(((y + 0.5) * small.height) / height)) * small.width;
      for (let x = 0; x < width; x++)
        if (mask[row + (column[x] as number)] === 0) dodged[y * width + x] = 255;
    }
  }
  const flat: GrayImage = { data: stretchLightness(dodged), width: full.width, height: full.height };
  const upright = Math.abs(angle) >= 0.5 ? await gray(turn(rawInput(flat))) : flat;
  return readableSize(upright);
}

/** A rectangle of a picture, in pixels (right and bottom excluded). */
export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The parts of a picture at `regions`, each widened by `pad` pixels (within the picture), stacked one
 * under the other on white, left-aligned, `pad` pixels apart: a smaller picture holding only those
 * parts, for reading them again. Null when no region holds a pixel.
 */
export function cropRegions(image: GrayImage, regions: readonly Region[], pad: number): GrayImage | null {
  const boxes = regions
    .map((r) => ({
      left: Math.max(0, Math.floor(r.left - pad)),
      top: Math.max(0, Math.floor(r.top - pad)),
      right: Math.min(image.width, Math.ceil(r.right + pad)),
      bottom: Math.min(image.height, Math.ceil(r.bottom + pad)),
    }))
    .filter((b) => b.right > b.left && b.bottom > b.top);
  if (boxes.length === 0) return null;
  const width = Math.max(...boxes.map((b) => b.right - b.left));
  const height = boxes.reduce((sum, b) => sum + b.bottom - b.top, 0) + pad * (boxes.length - 1);
  const data = Buffer.alloc(width * height, 255);
  let y = 0;
  for (const b of boxes) {
    for (let row = b.top; row < b.bottom; row++, y++)
      image.data.copy(data, y * width, row * image.width + b.left, row * image.width + b.right);
    y += pad;
  }
  return { data, width, height };
}

/**
 * Sauvola's local threshold, for faded thermal paper and uneven light: a pixel is ink when it is
 * darker than its neighbourhood's mean lowered in proportion to how flat that neighbourhood is
 * (T = m · (1 + k · (s / 128 − 1))). Mean and spread come from blurred copies (sharp, native), so the
 * cost is two blurs and one pass, and no integral images are kept in memory.
 * @param sigma the neighbourhood's size (about a letter's height)
 */
export async function binarize(image: GrayImage, sigma = 12, k = 0.15): Promise<GrayImage> {
  const { data, width, height } = image;
  const square = new Uint8Array(256);
  for (let v = 0; v < 256; v++) square[v] = Math.round((v * v) / 255);
  const squares = Buffer.allocUnsafe(data.length);
  for (let i = 0; i < data.length; i++) squares[i] = square[data[i] as number] as number;
  const [{ data: mean }, { data: meanSquares }] = await Promise.all([
    gray(rawInput(image).blur(sigma)),
    gray(rawInput({ data: squares, width, height }).blur(sigma)),
  ]);
  // Mean and mean square are bytes, so the threshold is one of 65,536: each pair's is worked out
  // once, as the count of gray levels under it (level < threshold exactly when level < that count).
  const under = new Uint16Array(65_536);
  for (let m = 0; m < 256; m++)
    for (let m2 = 0; m2 < 256; m2++) {
      const variance = Math.max(0, m2 * 255 - m * m);
      const threshold = m * (1 + k * (Math.sqrt(variance) / 128 - 1));
      under[m * 256 + m2] = Math.min(256, Math.max(0, Math.ceil(threshold)));
    }
  const out = Buffer.allocUnsafe(data.length);
  for (let i = 0; i < data.length; i++)
    out[i] =
      (data[i] as number) < (under[(mean[i] as number) * 256 + (meanSquares[i] as number)] as number)
        ? 0
        : 255;
  return { data: out, width, height };
}
