import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkImageSize, imageSize } from "./image-size.ts";
import { MediaError } from "./media-error.ts";
import { jpegBomb, pngBomb } from "./testing/hostile-files.ts";

const image = (format: "png" | "jpeg" | "webp") =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: "#fff" } })
    [format]()
    .toBuffer();

describe("a picture's size from its header", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "reads a %s's width and height without decoding it",
    async (format) => {
      expect(imageSize(await image(format))).toEqual({ width: 321, height: 123 });
    },
  );

  it("reads lossless WebP too", async () => {
    const lossless = await sharp({ create: { width: 77, height: 55, channels: 4, background: "#0f0" } })
      .webp({ lossless: true })
      .toBuffer();
    expect(imageSize(lossless)).toEqual({ width: 77, height: 55 });
  });

  it("refuses a 1 KB PNG declaring 60 megapixels and an 81-byte JPEG declaring 4 gigapixels", () => {
    for (const bomb of [pngBomb(10_000, 6_000, { truncated: true }), jpegBomb(65_000, 65_000)]) {
      const refused = (() => {
        try {
          checkImageSize(bomb, 50_000_000);
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(MediaError);
      expect((refused as MediaError).code).toBe("image_too_large");
    }
  });

  it("lets a picture within the limit through", async () => {
    expect(checkImageSize(await image("jpeg"), 50_000_000)).toEqual({ width: 321, height: 123 });
  });
});
