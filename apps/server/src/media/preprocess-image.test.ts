import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropRegions, lightOnDark, median, readableSize } from "./preprocess-image.ts";

/** A picture with noise, flat areas, hard edges and extremes, seeded. */
function picture(width: number, height: number, seed: number) {
  const data = Buffer.alloc(width * height);
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const block = ((x >> 3) + (y >> 4)) % 3 === 0 ? 30 : 220;
      const v = next() < 0.1 ? (next() < 0.5 ? 0 : 255) : block + Math.round((next() - 0.5) * 40);
      data[y * width + x] = Math.max(0, Math.min(255, v));
    }
  return { data, width, height };
}

describe("median", () => {
  it("gives libvips' median pixel for pixel, edges included", async () => {
    for (const [width, height, size, seed] of [
      [97, 61, 9, 1],
      [40, 33, 9, 2],
      [12, 9, 9, 3],
      [64, 64, 3, 4],
    ] as const) {
      const image = picture(width, height, seed);
      const vips = await sharp(image.data, { raw: { width, height, channels: 1 } })
        .median(size)
        .grayscale()
        .raw()
        .toBuffer();
      expect(median(image, size).equals(vips)).toBe(true);
    }
  });
});

/** A page of "lines of text": dark bands `line` px tall, one every `pitch` px, on light paper. */
function lines(width: number, height: number, line: number, pitch: number) {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data[y * width + x] = (y % pitch < line && x >= 20 && x < width - 20 ? 10 : 220) + ((x * 7 + y) % 30);
  return { data, width, height };
}

describe("readableSize", () => {
  it("enlarges a small picture's lines of text to about 24 px", async () => {
    expect((await readableSize(lines(500, 400, 10, 25))).width).toBe(1200);
  });

  it("enlarges a whole page's only to about 18 px, and leaves one almost there as it is", async () => {
    expect((await readableSize(lines(1200, 1600, 10, 25))).width).toBe(2160);
    const page = lines(1600, 2200, 17, 40);
    expect(await readableSize(page, 20, 28)).toBe(page);
  });

  it("leaves pictures whose lines are tall enough as they are", async () => {
    const tall = lines(500, 400, 14, 30);
    expect(await readableSize(tall)).toBe(tall);
  });
});

describe("cropRegions", () => {
  // A 10×6 picture whose pixel at (x, y) is 10·y + x.
  const image = {
    data: Buffer.from(Array.from({ length: 60 }, (_, i) => 10 * Math.floor(i / 10) + (i % 10))),
    width: 10,
    height: 6,
  };

  it("stacks the regions, widened by the margin, under one another on white, left-aligned", () => {
    const out = cropRegions(
      image,
      [
        { left: 2, top: 1, right: 4, bottom: 2 },
        { left: 7, top: 4, right: 9, bottom: 5 },
      ],
      1,
    );
    expect(out).toMatchObject({ width: 4, height: 7 });
    const rows = Array.from({ length: 7 }, (_, y) => [...(out?.data.subarray(y * 4, y * 4 + 4) ?? [])]);
    expect(rows).toEqual([
      [1, 2, 3, 4],
      [11, 12, 13, 14],
      [21, 22, 23, 24],
      [255, 255, 255, 255],
      [36, 37, 38, 39],
      [46, 47, 48, 49],
      [56, 57, 58, 59],
    ]);
  });

  it("keeps the margin within the picture, and gives nothing for no region", () => {
    expect(cropRegions(image, [{ left: 0, top: 0, right: 10, bottom: 6 }], 3)).toMatchObject({
      width: 10,
      height: 6,
    });
    expect(cropRegions(image, [], 3)).toBeNull();
  });
});

/** A ground of one gray with a share of "ink" pixels of another, in stripes like lines of text. */
function printed(ground: number, ink: number, share: number) {
  const width = 200;
  const height = 100;
  const data = Buffer.alloc(width * height, ground);
  for (let i = 0; i < data.length; i++)
    if ((i % width) / width < share && Math.floor(i / width) % 4 === 0) data[i] = ink;
  return { data, width, height };
}

describe("lightOnDark", () => {
  it.each([
    { name: "an app's dark mode: light text on near-black", image: printed(20, 230, 0.4), dark: true },
    { name: "dark mode on a dark gray ground", image: printed(60, 200, 0.4), dark: true },
    { name: "a receipt: dark ink on white paper", image: printed(235, 30, 0.4), dark: false },
    { name: "paper in poor light: darker ink on a dim ground", image: printed(90, 15, 0.4), dark: false },
    { name: "a black picture with nothing on it", image: printed(10, 10, 0.4), dark: false },
    { name: "a white picture with nothing on it", image: printed(250, 250, 0.4), dark: false },
  ])("$name", ({ image, dark }) => {
    expect(lightOnDark(image)).toBe(dark);
  });
});
