/**
 * The real server (the bundle, as a child process, as `npm start` runs it) under hostile files: an
 * unknown WhatsApp number sends voice-note, picture and PDF bombs and a file that takes longer than
 * the time limit to read, someone uploads a file at the size limit in the web chat, and meanwhile
 * nine other people send ordinary receipt photos. Each bomb is refused (or read) within its limits
 * with its own pt-BR reason, the nine are answered on time, /api/health keeps answering fast and
 * the memory of the whole server (its own process and its reading processes with the tesseract and
 * pdftoppm they start, resident, sampled from /proc every 50 ms) stays under 600 MB with a margin
 * (printed process by process at its peak). About a minute on an idle 2-core machine.
 */
import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { replyMediaProblem } from "@tostao/core";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { signPayload } from "../channels/whatsapp/verify-signature.ts";
import { freePort } from "../testing/free-port.ts";
import { drillCredentials, startDrillGraphApi, whatsappEnv } from "../testing/kill-drill.ts";
import { percentile } from "../testing/percentile.ts";
import {
  type ServerProcess,
  serverBundle,
  serverDatabase,
  startServerProcess,
} from "../testing/server-process.ts";
import { treeMemory } from "./reading-pool.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto } from "./samples/render.ts";
import {
  jpegBomb,
  oggOpusBomb,
  pdfHugePage,
  pdfImageBomb,
  pdfManyPages,
  pngBomb,
} from "./testing/hostile-files.ts";
import { mediaPayload } from "./testing/whatsapp-conversation.ts";

const ATTACKER = "5511990000000";
const READ_SECONDS = 8;
const cpus = availableParallelism();
/** The whole server's peak memory asserted: the 600 MB goal less a margin. */
const PEAK_BOUND_MB = 560;
const MB = 1_048_576;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let photos: Buffer[];
let scans: Buffer;

/** Resident memory of one process (Linux). */
const rss = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** Each process of a tree (a process and its descendants) with its resident memory, largest first. */
function treeProcesses(pid: number): Array<{ name: string; bytes: number }> {
  const found: Array<{ name: string; bytes: number }> = [];
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? "?";
      found.push({ name, bytes: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024 });
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(" ") : []) visit(Number(child));
      }
    } catch {
      // Gone meanwhile.
    }
  };
  visit(pid);
  return found.sort((a, b) => b.bytes - a.bytes);
}

/** GET on a fresh connection (a probe must not reuse a keep-alive socket the server is closing). */
const status = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = get(url, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("health probe timed out")));
    req.on("error", reject);
  });

async function until(check: () => boolean, ms: number, what: string | (() => string)) {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  photos = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      renderPhoto(receiptLines((RECEIPTS[i % RECEIPTS.length] as (typeof RECEIPTS)[number]).spec), {
        rotate: (i % 3) - 1,
      }),
    ),
  );
  // Twelve scanned pages: far more than READ_SECONDS of pdftoppm and OCR.
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await sharp(photos[0]).jpeg({ quality: 80 }).toBuffer());
  for (let i = 0; i < 12; i++)
    pdf.addPage([595, 842]).drawImage(jpeg, { x: 0, y: 0, width: 595, height: 842 });
  scans = Buffer.from(await pdf.save());
}, 120_000);

// On the embedded database only: there the database shares the server's thread and memory, so the
// health probes and the memory bound are hardest to keep; the readings themselves are the same on
// PostgreSQL, and a minute of OCR each time.
describe.each(["pglite"] as const)("hostile files against the running server (%s)", (engine) => {
  let server: ServerProcess | null = null;
  let graph: FakeGraphApi | null = null;
  let drop: (() => Promise<void>) | null = null;
  beforeAll(() => serverBundle(), 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") console.log(server?.output().slice(-6000));
    await server?.stop("SIGTERM");
    await graph?.close();
    await drop?.();
  });

  it("refuses every bomb with its reason, answers nine other people on time, and stays responsive", async () => {
    graph = await startDrillGraphApi();
    const database = await serverDatabase(engine, "hostile");
    drop = database.drop;
    const port = await freePort();
    server = await startServerProcess(
      {
        ...whatsappEnv(graph),
        ...database.env,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        MEDIA_READ_SECONDS: String(READ_SECONDS),
        MEDIA_READ_SLOTS: "2",
        MEDIA_MAX_MB: "20",
      },
      // Measured as production runs it (no source maps: ~20 MB that production does not spend).
      { port, sourceMaps: false },
    );
    const { url } = server;
    const pid = server.child.pid as number;
    const g = graph;
    const post = async (payload: unknown) => {
      const body = JSON.stringify(payload);
      const res = await fetch(`${url}/webhooks/whatsapp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": signPayload(body, drillCredentials.appSecret),
        },
        body,
      });
      expect(res.status).toBe(200);
    };

    // Health and memory, sampled all along.
    const latencies: number[] = [];
    const t0 = performance.now();
    let phase = "start";
    let peakServer = 0;
    let peakTree = 0;
    let probing = true;
    // Memory on its own clock, so a slow health answer does not thin the samples.
    // What the tree held at its peak, process by process, and during which phase.
    let atPeak = "";
    const sampler = setInterval(() => {
      peakServer = Math.max(peakServer, rss(pid));
      const tree = treeMemory(pid) ?? 0;
      if (tree > peakTree) {
        peakTree = tree;
        atPeak = `${treeProcesses(pid)
          .map((p) => `${p.name} ${(p.bytes / MB).toFixed(0)}`)
          .join(", ")} (${phase})`;
      }
    }, 50);
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const code = await status(`${url}/api/health`);
        latencies.push(performance.now() - started);
        if (performance.now() - started > 1000)
          console.log("slow probe", Math.round(started - t0), Math.round(performance.now() - started), phase);
        expect(code).toBe(200);
        await sleep(50);
      }
    })();

    // Each bomb with the honest answers it may get: the twelve scanned pages pass both the time and
    // the memory a reading may take, and which limit stops them first depends on how busy the
    // machine is (slower pages, or more readings sharing the memory at once); both answers name a
    // real limit, and neither is a reading.
    const bombs: Array<[string, "image" | "document" | "audio", Buffer, string, string | string[]]> = [
      [
        "80-minute voice note",
        "audio",
        oggOpusBomb(80, { lyingGranules: true }),
        "audio/ogg",
        "audio_too_long",
      ],
      [
        "60-megapixel PNG",
        "image",
        pngBomb(10_000, 6_000, { truncated: true }),
        "image/png",
        "image_too_large",
      ],
      ["4-gigapixel JPEG", "image", jpegBomb(65_000, 65_000), "image/jpeg", "image_too_large"],
      ["PDF with a 5 m page", "document", pdfHugePage(), "application/pdf", "pdf_too_large"],
      ["PDF of 100,000 pages", "document", pdfManyPages(100_000), "application/pdf", "pdf_too_large"],
      ["12 scanned pages", "document", scans, "application/pdf", ["took_too_long", "too_complex"]],
    ];
    for (const [i, [, type, bytes, mime]] of bombs.entries()) {
      const mediaId = g.addMedia(bytes, mime);
      await post(mediaPayload(ATTACKER, `wamid.BOMB${i}`, type, mediaId, { mime_type: mime }));
    }
    phase = "bombs sent";
    // A 40-megapixel PNG inflating from 40 KB and a PDF image inflating to 400 MB are read (as
    // nothing) within the limits; they come from a second unknown number.
    const inflating = "5511990000001";
    for (const [i, bytes] of [pngBomb(8_000, 5_000), pdfImageBomb(20_000, 20_000)].entries()) {
      const mime = i === 0 ? "image/png" : "application/pdf";
      const mediaId = g.addMedia(bytes, mime);
      await post(
        mediaPayload(inflating, `wamid.INFLATE${i}`, i === 0 ? "image" : "document", mediaId, {
          mime_type: mime,
        }),
      );
    }

    phase = "inflating sent";
    // A web chat upload at the size limit, from a person who signs in with the code WhatsApp brings.
    const uploader = "5511990000002";
    const start = await fetch(`${url}/api/auth/login/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: uploader }),
    });
    expect(start.status).toBeLessThan(300);
    // a number that never wrote gets its code as the authentication template, not as text
    const codeSent = () =>
      /(\d{6})/.exec(g.sentTexts().find((m) => m.to === uploader)?.body ?? "")?.[1] ??
      g
        .sentTemplates()
        .find((m) => m.to === uploader)
        ?.params.find((p) => /^\d{6}$/.test(p));
    await until(() => codeSent() !== undefined, 60_000, "the sign-in code");
    const code = codeSent();
    const verify = await fetch(`${url}/api/auth/login/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: uploader, code }),
    });
    expect(verify.status).toBe(200);
    const cookie = (verify.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const form = new FormData();
    const big = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(19 * MB, 0x20),
      Buffer.from("\n%%EOF\n"),
    ]);
    form.set("file", new File([big], "grande.pdf", { type: "application/pdf" }));
    form.set("clientId", "upload-19mb-0001");
    phase = "uploading";
    const upload = await fetch(`${url}/api/chat/files`, { method: "POST", body: form, headers: { cookie } });
    expect(upload.status).toBe(202);

    phase = "uploaded";
    // Nine ordinary people, each with a receipt photo.
    const people = photos.map((_, i) => `55119800000${String(i + 10)}`);
    const sent = new Map<string, number>();
    for (const [i, photo] of photos.entries()) {
      const mediaId = g.addMedia(photo, "image/jpeg");
      sent.set(people[i] as string, performance.now());
      await post(
        mediaPayload(people[i] as string, `wamid.PHOTO${i}`, "image", mediaId, { mime_type: "image/jpeg" }),
      );
    }
    phase = "photos sent";
    // The load while the photos are read, sampled each second: the 1-minute average lags, so its
    // highest value is kept.
    let photoLoad = loadavg()[0] ?? 0;
    const loadSampler = setInterval(() => {
      photoLoad = Math.max(photoLoad, loadavg()[0] ?? 0);
    }, 1000);
    const answeredIn = new Map<string, number>();
    await until(
      () => {
        for (const phone of people)
          if (!answeredIn.has(phone) && g.sentTexts().some((m) => m.to === phone))
            answeredIn.set(phone, performance.now() - (sent.get(phone) as number));
        return answeredIn.size === people.length;
      },
      400_000,
      "the nine photos' answers",
    );
    clearInterval(loadSampler);
    const attackerAnswers = () =>
      g
        .sentTexts()
        .filter((m) => m.to === ATTACKER)
        .map((m) => m.body);
    await until(
      () =>
        bombs.every(([, , , , problem]) =>
          [problem]
            .flat()
            .some((p) => attackerAnswers().some((b) => b.includes(replyMediaProblem(p as never)))),
        ),
      180_000,
      () => `an answer to each bomb; answered: ${JSON.stringify(attackerAnswers())}`,
    );
    await until(
      () => g.sentTexts().filter((m) => m.to === inflating).length >= 2,
      120_000,
      "the inflating files' answers",
    );
    probing = false;
    await probe;
    clearInterval(sampler);

    const load = loadavg()[0] ?? 0;
    const p99 = percentile(
      [...latencies].sort((a, b) => a - b),
      99,
    );
    const slowest = Math.max(...answeredIn.values());
    console.log(
      `hostile files (${engine}): nine photos answered in at most ${(slowest / 1000).toFixed(1)} s; health p99 ${p99.toFixed(0)} ms over ${latencies.length} probes; peak memory ${(peakServer / MB).toFixed(0)} MB (server alone), ${(peakTree / MB).toFixed(0)} MB (server with its reading processes; goal 600 MB, asserted under ${PEAK_BOUND_MB} MB: ${peakTree < PEAK_BOUND_MB * MB ? "met" : "NOT MET"}); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    console.log(`at the peak, MB by process: ${atPeak}`);
    // The nine were read, not refused for want of memory beside the bombs, nor for want of time, nor
    // given up on, whatever the load: the time limit is CPU time (a receipt photo takes 1.6 s of it),
    // and a machine loaded ten times over only makes its wall time longer.
    for (const phone of people)
      for (const problem of ["too_complex", "took_too_long", "unreadable"] as const)
        expect(
          g.sentTexts().filter((m) => m.to === phone && m.body.includes(replyMediaProblem(problem))),
          `${phone}: ${problem}`,
        ).toEqual([]);
    // Nothing was retried into a generic failure: only the honest answers.
    expect(attackerAnswers().filter((b) => b.includes(replyMediaProblem("unreadable")))).toEqual([]);
    // The nine went through the slot the attacker did not hold: on time, even on a busy machine,
    // where each process gets its share of the cores (the readings' limit is CPU time). The budget
    // of an idle machine, the time limit plus 30 s (the nine photos, the scanned pages, the inflating
    // files and the upload share two slots: about 26 s of reading on two cores), stretched by the
    // load per core when it is over 1.
    const budget = (READ_SECONDS * 1000 + 30_000) * Math.max(1, photoLoad / cpus);
    console.log(
      `slowest photo ${(slowest / 1000).toFixed(1)} s against ${(budget / 1000).toFixed(1)} s at load ${photoLoad.toFixed(1)}`,
    );
    expect(slowest).toBeLessThan(budget);
    // The server with everything it started stays under the 600 MB goal with a margin, whatever the
    // load: the readings share 240 MB (MEDIA_READ_MEMORY_MB), the server itself holds ~220 MB with
    // PGlite (its WebAssembly compiled by Liftoff only), and the margin is room for what grows
    // between two 50 ms samples.
    expect(peakTree).toBeLessThan(PEAK_BOUND_MB * MB);
    // Latency budgets hold on a machine that is not overloaded; otherwise they are reported above.
    if (load <= cpus && engine === "pglite") expect(p99).toBeLessThan(200);
    // What the readings wrote (the bombs' PDFs and pages, the pictures for tesseract) went with
    // them, killed or not: the idle reading processes keep only tesseract's blank page.
    const readings = readdirSync(tmpdir()).filter((name) => name.startsWith(`tostao-readings-${pid}-`));
    expect(readings).toHaveLength(1);
    const left = readdirSync(join(tmpdir(), readings[0] as string), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(left.filter((name) => name !== "blank.pgm")).toEqual([]);
    // And the server's stop removes the rest.
    await server.stop("SIGTERM");
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith(`tostao-readings-${pid}-`))).toEqual([]);
  }, 600_000);
});
