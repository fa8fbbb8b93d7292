/**
 * Reads a QR code from a prepared gray image with ZXing (zxing-cpp compiled to WebAssembly, the
 * binary shipped inside the npm package and loaded from disk: nothing downloads). NFC-e and SAT
 * coupons print one holding the access key (`?p=<44 digits>|…`, or the SAT's
 * `<44 digits>|<date>|<total>|…`), which survives blur that defeats OCR of the printed digits.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import type { GrayImage } from "./preprocess-image.ts";

let prepared: Promise<unknown> | null = null;

/** Loads the decoder once, from the package's own .wasm file. */
function ready(): Promise<unknown> {
  prepared ??= (() => {
    const require = createRequire(import.meta.url);
    const wasmBinary = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    return prepareZXingModule({
      overrides: {
        wasmBinary: wasmBinary.buffer.slice(
          wasmBinary.byteOffset,
          wasmBinary.byteOffset + wasmBinary.byteLength,
        ),
      },
      fireImmediately: true,
    });
  })();
  return prepared;
}

/** The QR code's text at one width (small is fast; larger finds small codes). */
async function decodeAt(image: GrayImage, width: number): Promise<string | null> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width: Math.min(width, image.width) })
    .ensureAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  await ready();
  const found = await readBarcodes(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      colorSpace: "srgb",
    } as unknown as Parameters<typeof readBarcodes>[0],
    { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 },
  );
  return found.find((b) => b.isValid)?.text ?? null;
}

/** The QR code's text, trying a small then a larger copy. */
export async function readQr(image: GrayImage): Promise<string | null> {
  return (await decodeAt(image, 1000)) ?? (await decodeAt(image, 1600));
}
