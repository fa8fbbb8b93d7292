/**
 * Degrades a clean picture of a document (renderPhoto's: paper on a flat table) the way a phone
 * camera does: the paper lies on a textured table (wood grain, speckles) and is seen at an angle
 * (perspective) and turned; the thermal print has faded unevenly (the ink only: the paper stays
 * paper); the light is uneven (one side brighter, darker corners) and a hand's or a phone's shadow
 * with a soft edge falls across it; the lens is out of focus and the hand moved (motion blur); the
 * photo was taken from further away (fewer pixels per letter), the sensor adds noise, and it is
 * saved as a JPEG. Three levels, from a careful photo to a hurried one; a seed makes every picture
 * the same on every run.
 */
import sharp from "sharp";
import { homography } from "../perspective.ts";

export type DegradeLevel = "light" | "moderate" | "heavy";

interface Params {
  /** Largest corner displacement, as a share of the picture's size. */
  perspective: number;
  rotate: number;
  /** Share of its darkness the faded ink keeps where the print is weakest (1: none faded). */
  ink: number;
  /** Darkest share of light taken by the shadow. */
  shadow: number;
  /** Light lost from the brighter side to the darker one, and in the corners. */
  unevenLight: number;
  /** Focus blur (sigma, px) and motion blur (length, px) at the original size. */
  blur: number;
  motion: number;
  /** Scale of the final picture (a phone held further away). */
  scale: number;
  /** Sensor noise (standard deviation, gray levels). */
  noise: number;
  jpeg: number;
}

const DEGRADE_LEVELS: Record<DegradeLevel, Params> = {
  light: {
    perspective: 0.03,
    rotate: 2,
    ink: 0.85,
    shadow: 0.15,
    unevenLight: 0.1,
    blur: 0.5,
    motion: 0,
    scale: 1,
    noise: 3,
    jpeg: 85,
  },
  moderate: {
    perspective: 0.07,
    rotate: 5,
    ink: 0.6,
    shadow: 0.3,
    unevenLight: 0.2,
    blur: 0.8,
    motion: 3,
    scale: 0.75,
    noise: 5,
    jpeg: 65,
  },
  heavy: {
    perspective: 0.12,
    rotate: 8,
    ink: 0.42,
    shadow: 0.45,
    unevenLight: 0.3,
    blur: 1.2,
    motion: 4,
    scale: 0.55,
    noise: 7,
    jpeg: 45,
  },
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

/** Smooth value noise in 0-1 on a coarse grid (cells of `cell` px), bilinearly interpolated. */
function valueNoise(rnd: () => number, width: number, height: number, cell: number) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => rnd());
  return (x: number, y: number) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.max(0, Math.min(gw - 2, Math.floor(gx)));
    const y0 = Math.max(0, Math.min(gh - 2, Math.floor(gy)));
    const fx = Math.min(1, Math.max(0, gx - x0));
    const fy = Math.min(1, Math.max(0, gy - y0));
    const at = (i: number, j: number) => grid[j * gw + i] as number;
    return (
      at(x0, y0) * (1 - fx) * (1 - fy) +
      at(x0 + 1, y0) * fx * (1 - fy) +
      at(x0, y0 + 1) * (1 - fx) * fy +
      at(x0 + 1, y0 + 1) * fx * fy
    );
  };
}

/** The tables the paper lies on: base colour (RGB) and how strong their grain is. */
const TABLES: Array<{ rgb: [number, number, number]; grain: number; speckles: number }> = [
  { rgb: [120, 86, 58], grain: 26, speckles: 0.01 }, // wood
  { rgb: [150, 146, 140], grain: 14, speckles: 0.04 }, // granite counter
  { rgb: [62, 60, 64], grain: 10, speckles: 0.02 }, // dark desk
  { rgb: [176, 160, 138], grain: 18, speckles: 0.02 }, // light wood
];

/**
 * Degrades a picture (renderPhoto's: paper on a table coloured #8a7f70) at a level, the same way
 * for the same seed.
 * @returns a JPEG
 */
export async function degradePhoto(input: Buffer, level: DegradeLevel, seed: number): Promise<Buffer> {
  const p = DEGRADE_LEVELS[level];
  const rnd = random(seed);
  const sign = () => (rnd() < 0.5 ? -1 : 1);
  // A transparent border marks what is not paper after the turn, whatever its angle.
  const turned = await sharp(input)
    .ensureAlpha()
    .rotate(sign() * p.rotate * (0.5 + rnd() / 2), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
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
  const inv = homography(corners, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const table = TABLES[Math.floor(rnd() * TABLES.length)] as (typeof TABLES)[number];
  const grainAngle = rnd() * Math.PI;
  const [gx, gy] = [Math.cos(grainAngle), Math.sin(grainAngle)];
  const grainPhase = rnd() * 100;
  // Thermal fading is patchy: the ink keeps between `ink` and a little more, in broad patches.
  const fading = valueNoise(rnd, w, h, Math.max(40, Math.round(w / 6)));
  const fibres = valueNoise(rnd, w, h, 3);
  // Uneven light: brighter towards one side, darker corners; a shadow with a soft edge.
  const lightAngle = rnd() * 2 * Math.PI;
  const [lx, ly] = [Math.cos(lightAngle), Math.sin(lightAngle)];
  const shadowAngle = rnd() * Math.PI;
  const [sx, sy] = [Math.cos(shadowAngle), Math.sin(shadowAngle)];
  const shadowOffset = (rnd() - 0.5) * 0.6;
  const diagonal = Math.hypot(w, h);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const nx = (x - w / 2) / diagonal;
      const ny = (y - h / 2) / diagonal;
      const along = nx * sx + ny * sy - shadowOffset;
      const light =
        (1 - p.unevenLight * (0.5 + nx * lx + ny * ly)) *
        (1 - p.unevenLight * 2 * (nx * nx + ny * ny)) *
        (1 - p.shadow / (1 + Math.exp(-along * 40)));
      const zw = (inv[6] as number) * x + (inv[7] as number) * y + (inv[8] as number);
      const u = ((inv[0] as number) * x + (inv[1] as number) * y + (inv[2] as number)) / zw;
      const v = ((inv[3] as number) * x + (inv[4] as number) * y + (inv[5] as number)) / zw;
      let paper = false;
      const rgb = [0, 0, 0];
      if (u >= 0 && v >= 0 && u < w - 1 && v < h - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        let alpha = 0;
        for (let c = 0; c < 4; c++) {
          const i00 = src[(y0 * w + x0) * 4 + c] as number;
          const i10 = src[(y0 * w + x0 + 1) * 4 + c] as number;
          const i01 = src[((y0 + 1) * w + x0) * 4 + c] as number;
          const i11 = src[((y0 + 1) * w + x0 + 1) * 4 + c] as number;
          const value = i00 * (1 - fx) * (1 - fy) + i10 * fx * (1 - fy) + i01 * (1 - fx) * fy + i11 * fx * fy;
          if (c < 3) rgb[c] = value;
          else alpha = value;
        }
        // The clean picture's table is #8a7f70 (red well above blue); paper and ink are neutral.
        paper = alpha > 128 && (rgb[0] as number) - (rgb[2] as number) < 16;
      }
      if (paper) {
        // Faded ink: strokes keep only part of their darkness; the paper itself stays paper.
        const keep = p.ink + (1 - p.ink) * 0.5 * fading(x, y);
        const tint = 2 * (fibres(x, y) - 0.5);
        for (let c = 0; c < 3; c++) {
          const darkness = 251 - (rgb[c] as number);
          const paperTone = 248 - c * 3 + tint * 3;
          out[o + c] = Math.max(0, Math.min(255, (paperTone - darkness * keep) * light));
        }
      } else {
        const grain = Math.sin(
          (x * gx + y * gy) * 0.35 + grainPhase + 3 * Math.sin((x * gy - y * gx) * 0.02),
        );
        const speck = rnd() < table.speckles ? (rnd() - 0.5) * 120 : 0;
        const jitter = (rnd() - 0.5) * table.grain;
        for (let c = 0; c < 3; c++) {
          const value = (table.rgb[c] as number) + grain * table.grain + jitter + speck;
          out[o + c] = Math.max(0, Math.min(255, value * light));
        }
      }
    }
  }
  let image = sharp(out, { raw: { width: w, height: h, channels: 3 } });
  if (p.blur > 0.3) image = image.blur(p.blur);
  if (p.motion > 1) {
    // The hand moved while the shutter was open: a short line kernel at a random angle.
    const size = 2 * Math.ceil(p.motion / 2) + 1;
    const kernel = new Array<number>(size * size).fill(0);
    const a = rnd() * Math.PI;
    for (let t = -p.motion / 2; t <= p.motion / 2; t += 0.25) {
      const kx = Math.round((size - 1) / 2 + t * Math.cos(a));
      const ky = Math.round((size - 1) / 2 + t * Math.sin(a));
      kernel[ky * size + kx] = 1;
    }
    const scale = kernel.reduce((s, k) => s + k, 0);
    image = sharp(await image.png().toBuffer()).convolve({ width: size, height: size, kernel, scale });
  }
  const small = await sharp(await image.png().toBuffer())
    .resize({ width: Math.round(w * p.scale) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, after the scale, as the camera adds it.
  const noisy = small.data;
  for (let i = 0; i < noisy.length; i++) {
    const n = (rnd() + rnd() + rnd() - 1.5) * 2 * p.noise;
    noisy[i] = Math.max(0, Math.min(255, (noisy[i] as number) + n));
  }
  return sharp(noisy, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
    .jpeg({ quality: p.jpeg })
    .toBuffer();
}
