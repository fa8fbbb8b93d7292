/**
 * Reads a QR code from a prepared gray image. NFC-e and SAT coupons print one holding the access
 * key (`?p=<44 digits>|…` or the SAT's `<44 digits>|<date>|<total>|…`), which survives blur that
 * defeats OCR of the printed digits.
 */
import jsQR from "jsqr";
import sharp from "sharp";
import type { GrayImage } from "./preprocess-image.ts";

async function decodeAt(image: GrayImage, width: number): Promise<string | null> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width: Math.min(width, image.width) })
    .ensureAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const found = jsQR(rgba, info.width, info.height, { inversionAttempts: "dontInvert" });
  return found?.data ?? null;
}

/** The QR code's text, trying a small then a larger copy (small is fast, larger finds small codes). */
export async function readQr(image: GrayImage): Promise<string | null> {
  return (await decodeAt(image, 800)) ?? (await decodeAt(image, 1400));
}
