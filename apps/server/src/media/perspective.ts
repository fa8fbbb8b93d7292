/**
 * Perspective: the homography between two quadrilaterals, and the warp that turns the paper seen at
 * an angle in a photo into an upright rectangle (and back, to make test pictures).
 */

export type Point = readonly [number, number];

/**
 * The 3×3 homography (row-major, h33 = 1) taking four points to four others, by solving the eight
 * equations with Gaussian elimination.
 */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++)
      if (Math.abs((a[r] as number[])[c] as number) > Math.abs((a[pivot] as number[])[c] as number))
        pivot = r;
    [a[c], a[pivot]] = [a[pivot] as number[], a[c] as number[]];
    const row = a[c] as number[];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const other = a[r] as number[];
      const f = (other[c] as number) / (row[c] as number);
      for (let k = c; k < 9; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return [...a.map((row, i) => (row[8] as number) / (row[i] as number)), 1];
}

/**
 * Samples a gray image through a homography: each output pixel (x, y) takes the source pixel at
 * H·(x, y, 1), bilinearly; outside the source it is `fill`.
 */
export function warpGray(
  src: { data: Uint8Array; width: number; height: number },
  outToSrc: number[],
  width: number,
  height: number,
  fill = 255,
): Buffer {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = outToSrc as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = Buffer.alloc(width * height, fill);
  const { data, width: sw, height: sh } = src;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + h8;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const i = y0 * sw + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + sw] as number) * (1 - fx) + (data[i + sw + 1] as number) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * The four corners of the paper in a mask (1 = paper), as top-left, top-right, bottom-right,
 * bottom-left; null when the paper is no quadrilateral (the mask fills too little of the hull of
 * its corners) or is too small to be the document.
 */
export function paperCorners(mask: Uint8Array, width: number, height: number): Point[] | null {
  let tl: Point = [0, 0];
  let tr: Point = [0, 0];
  let br: Point = [0, 0];
  let bl: Point = [0, 0];
  let [minSum, maxSum, minDiff, maxDiff] = [Infinity, -Infinity, Infinity, -Infinity];
  let area = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] !== 1) continue;
      area++;
      const sum = x + y;
      const diff = x - y;
      if (sum < minSum) [minSum, tl] = [sum, [x, y]];
      if (sum > maxSum) [maxSum, br] = [sum, [x, y]];
      if (diff > maxDiff) [maxDiff, tr] = [diff, [x, y]];
      if (diff < minDiff) [minDiff, bl] = [diff, [x, y]];
    }
  }
  const quad = [tl, tr, br, bl];
  // Shoelace area of the quadrilateral.
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    twice += x1 * y2 - x2 * y1;
  }
  const quadArea = Math.abs(twice) / 2;
  if (quadArea < width * height * 0.15 || area / quadArea < 0.85 || area / quadArea > 1.15) return null;
  return quad;
}

/** Whether a point lies inside a convex quadrilateral given clockwise or counter-clockwise. */
export function insideQuad(quad: readonly Point[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
