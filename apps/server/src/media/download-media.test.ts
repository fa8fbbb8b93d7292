import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGraphApi, startFakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { downloadMedia } from "./download-media.ts";

let graph: FakeGraphApi;
let dir: string;
let serial = 0;
const TOKEN = "graph-token";
const options = () => ({ apiBase: graph.apiBase, accessToken: TOKEN, maxBytes: 1000 });
/** A new file's place, as the reading's temporary folder gives it. */
const into = () => join(dir, `file-${++serial}`);

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN, phoneNumberId: "123" });
  dir = mkdtempSync(join(tmpdir(), "tostao-download-test-"));
});
afterAll(async () => {
  await graph.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("WhatsApp media download", () => {
  it("looks the id up, downloads the bytes with the token and checks the sha256", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small bill");
    const id = graph.addMedia(bytes, "application/pdf");
    const file = into();
    const media = await downloadMedia(id, file, options());
    expect(media).toEqual({ path: file, size: bytes.length, mimeType: "application/pdf" });
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(graph.mediaDownloads(id)).toBe(1);
  });

  it("refuses a file whose declared size is over the limit without downloading it", async () => {
    const id = graph.addMedia(Buffer.alloc(2000), "image/jpeg");
    await expect(downloadMedia(id, into(), options())).rejects.toMatchObject({
      code: "too_large",
      retryable: false,
    });
    expect(graph.mediaDownloads(id)).toBe(0);
  });

  it("stops a download that grows past the limit even when the declared size lied", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000)]);
    const id = graph.addMedia(jpeg, "image/jpeg", { declaredSize: 10 });
    await expect(downloadMedia(id, into(), options())).rejects.toMatchObject({ code: "too_large" });
  });

  it("reports an expired id as a final failure and a server error as retryable", async () => {
    await expect(downloadMedia("999", into(), options())).rejects.toMatchObject({
      code: "download_failed",
      retryable: false,
    });
    const id = graph.addMedia(Buffer.from("x"), "image/jpeg", { fail: 500 });
    await expect(downloadMedia(id, into(), options())).rejects.toMatchObject({
      code: "download_failed",
      retryable: true,
    });
  });

  it("is refused without the right token", async () => {
    const id = graph.addMedia(Buffer.from("x"), "image/jpeg");
    await expect(downloadMedia(id, into(), { ...options(), accessToken: "wrong" })).rejects.toMatchObject({
      code: "download_failed",
    });
  });

  it("refuses a file that is no photo, PDF or voice by its first bytes, before the rest arrives", async () => {
    // A "photo" whose bytes are a Windows program, 40 MB long, streamed as a server would.
    let sent = 0;
    const server = createServer((req, res) => {
      if (req.url === "/media-1") {
        const { port } = server.address() as AddressInfo;
        res.end(JSON.stringify({ url: `http://127.0.0.1:${port}/file`, mime_type: "image/jpeg" }));
        return;
      }
      res.writeHead(200, { "content-type": "image/jpeg" });
      const write = () => {
        while (sent < 40 * 1_048_576) {
          const chunk = Buffer.alloc(65_536, sent === 0 ? 0x4d : 0);
          if (sent === 0) chunk.write("MZ");
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", write);
        }
        res.end();
      };
      write();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      await expect(
        downloadMedia("media-1", into(), { apiBase: base, accessToken: TOKEN, maxBytes: 50 * 1_048_576 }),
      ).rejects.toMatchObject({ code: "unsupported", retryable: false });
      await new Promise((r) => setTimeout(r, 100));
      // What the sockets' buffers held when the download was cancelled, not the 40 MB.
      expect(sent).toBeLessThan(8 * 1_048_576);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("refuses a download cut short (fewer bytes than declared) as worth another try, leaving no file", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(800, 7)]);
    const id = graph.addMedia(jpeg, "image/jpeg", { truncate: 1 });
    const file = into();
    await expect(downloadMedia(id, file, options())).rejects.toMatchObject({
      code: "download_failed",
      retryable: true,
    });
    expect(existsSync(file)).toBe(false);
    // The next try gets the whole file.
    await downloadMedia(id, file, options());
    expect(readFileSync(file).equals(jpeg)).toBe(true);
  });

  it("leaves no file behind when a download grows past the limit", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000)]);
    const id = graph.addMedia(jpeg, "image/jpeg", { declaredSize: 10 });
    const file = into();
    await expect(downloadMedia(id, file, options())).rejects.toMatchObject({ code: "too_large" });
    expect(existsSync(file)).toBe(false);
  });
});
