import { AppError } from "@tostao/core";
import { describe, expect, it } from "vitest";
import { readUpload } from "./read-upload.ts";

const BOUNDARY = "----tostao-test";

/** A multipart body streamed in 64 KB chunks, counting how many were pulled. */
function upload(file: Buffer, filename = "f.bin", declare = false) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\nupload-test-01\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const at = pulled * 65_536;
      pulled++;
      if (at >= body.length) controller.close();
      else controller.enqueue(new Uint8Array(body.subarray(at, at + 65_536)));
    },
  });
  const request = new Request("http://x/api/chat/files", {
    method: "POST",
    body: stream,
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      ...(declare ? { "content-length": String(body.length) } : {}),
    },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const options = (maxBytes: number) => ({
  maxBytes,
  tooLarge: () => new AppError("payload_too_large", "grande"),
  accept: (type: string) => {
    if (type !== "pdf") throw new AppError("unsupported_media_type", "tipo");
  },
});

describe("reading a chat upload as it arrives", () => {
  it("reads the file and the other fields", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200_000, 0x20)]);
    const { request } = upload(pdf, "conta.pdf");
    const read = await readUpload(request, options(1_000_000));
    expect(read.filename).toBe("conta.pdf");
    expect(read.fields.clientId).toBe("upload-test-01");
    expect(Buffer.compare(Buffer.from(read.bytes), pdf)).toBe(0);
  });

  it("reads a body whose length the client declared into one buffer of that size", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300_000, 0x41)]);
    const { request } = upload(pdf, "conta.pdf", true);
    const read = await readUpload(request, options(1_000_000));
    expect(Buffer.compare(Buffer.from(read.bytes), pdf)).toBe(0);
    expect(read.fields.clientId).toBe("upload-test-01");
  });

  it("refuses a file of another type from its first bytes, before the rest of 19 MB is read", async () => {
    const { request, pulled } = upload(
      Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(19 * 1_048_576)]),
    );
    await expect(readUpload(request, options(20 * 1_048_576))).rejects.toMatchObject({
      code: "unsupported_media_type",
    });
    expect(pulled()).toBeLessThan(4);
  });

  it("refuses a body over the limit as soon as it passes it", async () => {
    const { request, pulled } = upload(
      Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(19 * 1_048_576)]),
    );
    await expect(readUpload(request, options(1_048_576))).rejects.toMatchObject({
      code: "payload_too_large",
    });
    expect(pulled()).toBeLessThan(20);
  });
});
