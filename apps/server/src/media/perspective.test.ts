import { describe, expect, it } from "vitest";
import { homography, insideQuad, paperCorners, warpGray } from "./perspective.ts";

describe("perspective", () => {
  it("maps the four corners it was solved for", () => {
    const from = [
      [0, 0],
      [100, 0],
      [100, 200],
      [0, 200],
    ] as const;
    const to = [
      [10, 5],
      [90, 12],
      [95, 190],
      [4, 180],
    ] as const;
    const h = homography(from, to);
    for (let i = 0; i < 4; i++) {
      const [x, y] = from[i] as readonly [number, number];
      const w = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
      expect(((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / w).toBeCloseTo(
        (to[i] as readonly [number, number])[0],
        6,
      );
      expect(((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / w).toBeCloseTo(
        (to[i] as readonly [number, number])[1],
        6,
      );
    }
  });

  it("finds a tilted sheet's corners in its mask and straightens it", () => {
    const width = 200;
    const height = 200;
    const quad = [
      [40, 30],
      [160, 45],
      [150, 170],
      [30, 160],
    ] as const;
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (insideQuad(quad, x, y)) mask[y * width + x] = 1;
    const corners = paperCorners(mask, width, height);
    expect(corners).not.toBeNull();
    for (let i = 0; i < 4; i++) {
      expect(Math.abs((corners?.[i]?.[0] ?? 0) - (quad[i] as readonly number[])[0]!)).toBeLessThanOrEqual(2);
      expect(Math.abs((corners?.[i]?.[1] ?? 0) - (quad[i] as readonly number[])[1]!)).toBeLessThanOrEqual(2);
    }
    // The sheet (value 200) on a darker table (50) becomes a picture of sheet only.
    const picture = new Uint8Array(width * height).map((_, i) => (mask[i] === 1 ? 200 : 50));
    const rect = [
      [0, 0],
      [99, 0],
      [99, 99],
      [0, 99],
    ] as const;
    const out = warpGray({ data: picture, width, height }, homography(rect, corners ?? []), 100, 100);
    const dark = out.filter((v) => v < 100).length;
    expect(dark / out.length).toBeLessThan(0.03);
  });

  it("says no quadrilateral for a blob that is not one", () => {
    const width = 100;
    const mask = new Uint8Array(width * width);
    for (let y = 0; y < width; y++)
      for (let x = 0; x < width; x++)
        if ((x - 50) ** 2 + (y - 50) ** 2 < 1600 && x < 70) mask[y * width + x] = 1;
    expect(paperCorners(mask, width, width)).toBeNull();
  });
});
