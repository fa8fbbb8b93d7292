/**
 * Degrades a clean picture of a document the way phone photos are degraded: the paper seen at an
 * angle (perspective), turned, faded thermal print, a hand's or a phone's shadow across it, motion
 * and focus blur, taken from further away (fewer pixels per letter) and saved as a JPEG. Three
 * levels, from a careful photo to a hurried one; a seed makes every picture the same on every run.
 */
import sharp from "sharp";
import { homography } from "../perspective.ts";

export type DegradeLevel = "light" | "moderate" | "heavy";

interface Params {
  /** Largest corner displacement, as a share of the picture's size. */
  perspective: number;
  rotate: number;
  /** 1 keeps the ink, 0.4 leaves 40 % of its darkness (old thermal paper). */
  ink: number;
  /** Darkest share of light taken by the shadow. */
  shadow: number;
  blur: number;
  /** Scale of the final picture (a phone held further away). */
  scale: number;
  jpeg: number;
}

const DEGRADE_LEVELS: Record<DegradeLevel, Params> = {
  light: { perspective: 0.03, rotate: 2, ink: 0.9, shadow: 0.15, blur: 0.5, scale: 1, jpeg: 85 },
  moderate: { perspective: 0.07, rotate: 5, ink: 0.65, shadow: 0.35, blur: 1, scale: 0.75, jpeg: 65 },
  heavy: { perspective: 0.12, rotate: 8, ink: 0.45, shadow: 0.5, blur: 1.5, scale: 0.55, jpeg: 45 },
};

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Degrades a picture (any format sharp reads) at a level, the same way for the same seed.
 * @returns a JPEG
 */
export async function degradePhoto(input: Buffer, level: DegradeLevel, seed: number): Promise<Buffer> {
  const p = DEGRADE_LEVELS[level];
  const rnd = random(seed);
  const sign = () => (rnd() < 0.5 ? -1 : 1);
  const turned = await sharp(input)
    .rotate(sign() * p.rotate * (0.5 + rnd() / 2), { background: "#6f665a" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = turned.info;
  const src = turned.data;
  // Each corner moves inwards by up to `perspective` of the size: the paper seen at an angle.
  const d = () => p.perspective * (0.3 + 0.7 * rnd());
  const corners: Array<[number, number]> = [
    [w * d(), h * d()],
    [w * (1 - d()), h * d()],
    [w * (1 - d()), h * (1 - d())],
    [w * d(), h * (1 - d())],
  ];
  // Each output pixel of the paper seen at an angle samples the upright picture.
  const inv = homography(corners, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const out = Buffer.alloc(w * h * 3);
  // The shadow: a soft band of less light across the picture, at a random angle.
  const angle = rnd() * Math.PI;
  const [sx, sy] = [Math.cos(angle), Math.sin(angle)];
  const offset = (rnd() - 0.5) * 0.6;
  const diagonal = Math.hypot(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const zx = (inv[0] as number) * x + (inv[1] as number) * y + (inv[2] as number);
      const zy = (inv[3] as number) * x + (inv[4] as number) * y + (inv[5] as number);
      const zw = (inv[6] as number) * x + (inv[7] as number) * y + (inv[8] as number);
      const u = zx / zw;
      const v = zy / zw;
      const along = ((x - w / 2) * sx + (y - h / 2) * sy) / diagonal - offset;
      const light = 1 - p.shadow / (1 + Math.exp(-along * 18));
      if (u < 0 || v < 0 || u >= w - 1 || v >= h - 1) {
        out[o] = 70 * light;
        out[o + 1] = 64 * light;
        out[o + 2] = 56 * light;
        continue;
      }
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      for (let c = 0; c < 3; c++) {
        const i00 = src[(y0 * w + x0) * 3 + c] as number;
        const i10 = src[(y0 * w + x0 + 1) * 3 + c] as number;
        const i01 = src[((y0 + 1) * w + x0) * 3 + c] as number;
        const i11 = src[((y0 + 1) * w + x0 + 1) * 3 + c] as number;
        const value = i00 * (1 - fx) * (1 - fy) + i10 * fx * (1 - fy) + i01 * (1 - fx) * fy + i11 * fx * fy;
        // Faded ink: dark strokes keep only part of their darkness against the paper.
        const faded = 250 - (250 - value) * p.ink;
        out[o + c] = Math.max(0, Math.min(255, faded * light));
      }
    }
  }
  let image = sharp(out, { raw: { width: w, height: h, channels: 3 } });
  if (p.blur > 0.3) image = image.blur(p.blur);
  if (p.scale < 1) image = sharp(await image.png().toBuffer()).resize({ width: Math.round(w * p.scale) });
  return image.jpeg({ quality: p.jpeg }).toBuffer();
}
