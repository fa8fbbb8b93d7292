/**
 * A picture's width and height from its header, without decoding it: a 50 KB PNG can declare
 * 40 megapixels (1.7 GB once decoded), so the pixel count is checked before any decoder sees it.
 * JPEG (SOFn marker), PNG (IHDR) and WebP (VP8, VP8L, VP8X) are read; anything else is unknown.
 */
import { MediaError } from "./media-error.ts";

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): ImageSize | null {
  let at = 2;
  let found: ImageSize | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) {
      at++;
      continue;
    }
    const marker = b[at + 1] as number;
    // Fill bytes, standalone markers (RSTn, SOI, TEM) have no length.
    if (marker === 0xff || marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    const length = b.readUInt16BE(at + 2);
    if (SOF.has(marker) && at + 9 <= b.length) {
      const size = { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
      // Several frames (a thumbnail, a progressive extension): the largest is what gets decoded.
      if (!found || size.width * size.height > found.width * found.height) found = size;
    }
    at += 2 + length;
  }
  return found;
}

function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = b.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The size a picture declares, or null when its header cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b[0] === 0x89 && b.toString("ascii", 1, 4) === "PNG") return pngSize(b);
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.toString("ascii", 0, 4) === "RIFF" && b.toString("ascii", 8, 12) === "WEBP") return webpSize(b);
  return null;
}

/** Refuses a picture over `maxPixels` (or one whose header says nothing) before it is decoded. */
export function checkImageSize(bytes: Uint8Array, maxPixels: number): ImageSize {
  const size = imageSize(bytes);
  if (!size || size.width === 0 || size.height === 0)
    throw new MediaError("unreadable", "picture without a readable size in its header");
  if (size.width * size.height > maxPixels)
    throw new MediaError(
      "image_too_large",
      `picture of ${size.width}x${size.height} pixels, over ${maxPixels} pixels`,
    );
  return size;
}
