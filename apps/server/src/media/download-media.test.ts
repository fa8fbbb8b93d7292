import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGraphApi, startFakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { downloadMedia } from "./download-media.ts";

let graph: FakeGraphApi;
const TOKEN = "graph-token";
const options = () => ({ apiBase: graph.apiBase, accessToken: TOKEN, maxBytes: 1000 });

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN, phoneNumberId: "123" });
});
afterAll(() => graph.close());

describe("WhatsApp media download", () => {
  it("looks the id up, downloads the bytes with the token and checks the sha256", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small bill");
    const id = graph.addMedia(bytes, "application/pdf");
    const media = await downloadMedia(id, options());
    expect(media.bytes.equals(bytes)).toBe(true);
    expect(media.mimeType).toBe("application/pdf");
    expect(graph.mediaDownloads(id)).toBe(1);
  });

  it("refuses a file whose declared size is over the limit without downloading it", async () => {
    const id = graph.addMedia(Buffer.alloc(2000), "image/jpeg");
    await expect(downloadMedia(id, options())).rejects.toMatchObject({ code: "too_large", retryable: false });
    expect(graph.mediaDownloads(id)).toBe(0);
  });

  it("stops a download that grows past the limit even when the declared size lied", async () => {
    const id = graph.addMedia(Buffer.alloc(5000), "image/jpeg", { declaredSize: 10 });
    await expect(downloadMedia(id, options())).rejects.toMatchObject({ code: "too_large" });
  });

  it("reports an expired id as a final failure and a server error as retryable", async () => {
    await expect(downloadMedia("999", options())).rejects.toMatchObject({
      code: "download_failed",
      retryable: false,
    });
    const id = graph.addMedia(Buffer.from("x"), "image/jpeg", { fail: 500 });
    await expect(downloadMedia(id, options())).rejects.toMatchObject({
      code: "download_failed",
      retryable: true,
    });
  });

  it("is refused without the right token", async () => {
    const id = graph.addMedia(Buffer.from("x"), "image/jpeg");
    await expect(downloadMedia(id, { ...options(), accessToken: "wrong" })).rejects.toMatchObject({
      code: "download_failed",
    });
  });
});
