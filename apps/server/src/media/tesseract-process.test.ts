import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MediaError } from "./media-error.ts";
import { createTesseractCli, tesseractCliAvailable } from "./ocr-engine.ts";
import { prepareImage, toPgm } from "./preprocess-image.ts";
import { renderPhoto } from "./samples/render.ts";
import { createTesseractProcess } from "./tesseract-process.ts";

const page = async (lines: string[]) =>
  toPgm(await prepareImage(await renderPhoto(lines, { format: "png" })));

/** The tesseract processes this test process started that are still running. */
function tesseractChildren(): number[] {
  const out = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((l) => l.includes("tesseract"))
    .map((l) => Number.parseInt(l, 10));
}

describe.runIf(tesseractCliAvailable())("one tesseract process for many images", () => {
  const reader = createTesseractProcess();
  afterAll(() => reader.close());

  it("reads images one after another with the same process, each with its own text", async () => {
    const [a, b] = await Promise.all([
      page(["MERCADO PAGUE POUCO", "TOTAL R$ 12,34"]),
      page(["FARMACIA BOA SAUDE"]),
    ]);
    const texts = await Promise.all([reader.recognize(a), reader.recognize(b), reader.recognize(a)]);
    expect(texts[0]).toContain("TOTAL R$ 12,34");
    expect(texts[0]).not.toContain("FARMACIA");
    expect(texts[1]).toContain("FARMACIA BOA SAUDE");
    expect(texts[1]).not.toContain("MERCADO");
    expect(texts[2]).toBe(texts[0]);
    expect(tesseractChildren()).toHaveLength(1);
  }, 60_000);

  it("starts a new process when the old one was killed", async () => {
    const [pid] = tesseractChildren();
    process.kill(pid as number, "SIGKILL");
    const text = await reader.recognize(await page(["PADARIA PAO QUENTE"]));
    expect(text).toContain("PADARIA PAO QUENTE");
    expect(tesseractChildren()).not.toContain(pid);
  }, 60_000);

  it("fails one unreadable image with a reading error and goes on with the next", async () => {
    const error = await reader.recognize(Buffer.from("not an image")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: "unreadable" });
    expect(await reader.recognize(await page(["POSTO BOA VIAGEM"]))).toContain("POSTO BOA VIAGEM");
  }, 60_000);

  it("goes on when its temporary folder was swept away", async () => {
    const root = mkdtempSync(join(tmpdir(), "tostao-ocr-test-"));
    const own = createTesseractProcess({ tempRoot: root });
    try {
      expect(await own.recognize(await page(["MERCADO"]))).toContain("MERCADO");
      for (const name of readdirSync(root)) rmSync(join(root, name), { recursive: true, force: true });
      expect(await own.recognize(await page(["ACOUGUE BOI GORDO"]))).toContain("ACOUGUE BOI GORDO");
    } finally {
      await own.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it("stops its process when closed", async () => {
    const other = createTesseractProcess();
    await other.recognize(await page(["LOJA"]));
    const before = tesseractChildren().length;
    await other.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(tesseractChildren().length).toBe(before - 1);
  }, 60_000);

  it("reads images sent at the same time on as many processes as allowed, no more", async () => {
    const engine = createTesseractCli({ processes: 2 });
    const before = tesseractChildren().length;
    const images = await Promise.all([page(["LOJA UM"]), page(["LOJA DOIS"]), page(["LOJA TRES"])]);
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, tesseractChildren().length - before);
    }, 50);
    const texts = await Promise.all(images.map((image) => engine.recognize(image)));
    clearInterval(watch);
    await engine.close();
    expect(texts.map((t) => t.trim())).toEqual(["LOJA UM", "LOJA DOIS", "LOJA TRES"]);
    expect(most).toBe(2);
  }, 60_000);
});

describe("a tesseract that does not answer", () => {
  it("is stopped at the reading's deadline, which ends the reading as too slow (not retried)", async () => {
    const root = mkdtempSync(join(tmpdir(), "tostao-ocr-test-"));
    const bin = join(root, "tesseract");
    writeFileSync(bin, "#!/bin/sh\nexec sleep 60\n");
    chmodSync(bin, 0o755);
    const stuck = createTesseractProcess({ bin, tempRoot: root });
    try {
      const image = Buffer.concat([Buffer.from("P5\n32 32\n255\n"), Buffer.alloc(1024, 255)]);
      const started = performance.now();
      const error = await stuck.read(image, Date.now() + 400).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MediaError);
      expect(error).toMatchObject({ code: "took_too_long", retryable: false });
      expect(performance.now() - started).toBeLessThan(3_000);
      // No time left: refused before any work.
      await expect(stuck.read(image, Date.now() - 1)).rejects.toMatchObject({ code: "took_too_long" });
    } finally {
      await stuck.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
