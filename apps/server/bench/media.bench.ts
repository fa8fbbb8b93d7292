/**
 * `npm run bench:media`: reads three sets and prints their figures. First the real documents of
 * bench/corpus/real (made by others; fields written by hand) and the sample set photographed at
 * three levels of phone degradation, scored per kind and per field (kind, layout, amount, date,
 * merchant) with the count of confidently wrong amounts (an amount returned that is not the
 * document's: the goal is 0), CPU per file and peak memory. Then it builds the media sample set (photos, PDFs, scans, voice notes), reads every
 * file one after another on one core with the real engines (tesseract, unpdf + poppler, Ogg/Opus
 * decoding and a local OpenAI-compatible transcription server), and prints per-kind time (median,
 * p95), amount-and-date accuracy, and the peak memory while reading 20 files in a row.
 * Targets (CPU median on one core): receipt photo < 0.7 s, scanned page < 1.5 s (a whole page
 * photographed too: an A4 bill or boleto), text PDF < 0.1 s;
 * memory < 400 MB with the OCR process (a reading in the server's reading process, read again there at
 * the end: this process holds every set besides). The last lines say which are met.
 * Besides wall time it prints CPU time (this process and the tesseract/poppler processes it ran),
 * which a machine busy with other work inflates much less, and the load average it ran under.
 * For pictures it also prints where their CPU goes (preparing the picture, the first recognition,
 * the QR code, the second pass) and what the second pass changed: the files whose amount or date
 * only it got right (rescued), and those it made wrong (lost).
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { DocumentFields } from "@tostao/core";
import { createLogger } from "../src/logger.ts";
import { chooseOcrEngine } from "../src/media/ocr-engine.ts";
import type { MediaReaderDeps, ReadingStage, StageObserver } from "../src/media/read-media.ts";
import { readMedia } from "../src/media/read-media.ts";
import { createReadingPool } from "../src/media/reading-pool.ts";
import { accuracy, evaluateSample, type SampleResult } from "../src/media/samples/evaluate.ts";
import { buildSampleSet } from "../src/media/samples/sample-set.ts";
import { byDuration, startFakeTranscriptionServer } from "../src/media/testing/fake-transcription-server.ts";
import { createOpenAiTranscriber } from "../src/media/transcriber.ts";
import {
  type CorpusFile,
  degradedCorpus,
  type ExpectedFields,
  type FieldScore,
  photographedCorpus,
  realCorpus,
  scoreFields,
} from "./media-corpus.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
const TODAY = "2026-11-24";

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const set = await buildSampleSet();
const transcriptionServer = await startFakeTranscriptionServer({
  apiKey: "bench-key",
  answer: byDuration(
    set.filter((s) => s.spoken).map((s) => ({ text: s.spoken as string, seconds: s.seconds as number })),
  ),
});
const deps: MediaReaderDeps = {
  ocr: chooseOcrEngine(createLogger("warn")),
  transcriber: createOpenAiTranscriber({
    url: transcriptionServer.url,
    apiKey: "bench-key",
    model: "whisper-1",
  }),
};

// Warm-up: load the WebAssembly decoders, pdf.js and the OCR process once, as a running server has.
for (const group of ["voice_note", "text_pdf", "photo_document"] as const)
  await evaluateSample(
    deps,
    set.find((s) => s.group === group) ?? (set[0] as (typeof set)[number]),
    NOW,
    TODAY,
  );

/** CPU milliseconds of a /proc stat line's own time (utime + stime) and its waited-for children's. */
function statMs(path: string): { own: number; children: number } {
  const fields = readFileSync(path, "utf8").split(") ")[1]?.split(" ") ?? [];
  // Fields after the command: utime, stime, cutime, cstime are the 12th-15th, at 100 ticks/s.
  return {
    own: (Number(fields[11]) + Number(fields[12])) * 10,
    children: (Number(fields[13]) + Number(fields[14])) * 10,
  };
}

/** The processes this one started that are still running (Linux; none elsewhere). */
function childPids(): string[] {
  const pids: string[] = [];
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        if (stat.split(") ")[1]?.split(" ")[1] === String(process.pid)) pids.push(pid);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    // Not Linux.
  }
  return pids;
}

// The running children seen by the last cpuMs(), so sampling memory does not walk /proc each time.
let runningChildren: string[] = [];

/**
 * CPU milliseconds used so far by this process and its child processes, the finished ones and the
 * running ones (the long-lived tesseract) (Linux; elsewhere this process only).
 */
function cpuMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    children = statMs("/proc/self/stat").children;
    runningChildren = childPids();
    for (const pid of runningChildren) children += statMs(`/proc/${pid}/stat`).own;
  } catch {
    // Not Linux, or a child ended meanwhile.
  }
  return (own.user + own.system) / 1000 + children;
}

/**
 * CPU milliseconds of every process this one started, their children included (the server's reading
 * processes with their tesseract and pdftoppm), running or ended (Linux; 0 elsewhere).
 */
function descendantsCpuMs(): number {
  try {
    const parents = new Map<string, string>();
    const stats = new Map<string, string[]>();
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        parents.set(pid, fields[1] ?? "");
        stats.set(pid, fields);
      } catch {
        // The process ended meanwhile.
      }
    }
    const mine = (pid: string) => {
      for (let up = parents.get(pid); up && up !== "0" && up !== "1"; up = parents.get(up))
        if (up === String(process.pid)) return true;
      return false;
    };
    // Ended children's time is in their parent's; this process's ended children's in its own.
    let total = statMs("/proc/self/stat").children;
    for (const [pid, f] of stats)
      if (mine(pid)) total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
    return total;
  } catch {
    return 0;
  }
}

/** CPU milliseconds so far of this process and of the children last seen running (no /proc walk). */
function knownCpuMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    children = statMs("/proc/self/stat").children;
    for (const pid of runningChildren) children += statMs(`/proc/${pid}/stat`).own;
  } catch {
    // Not Linux, or a child ended meanwhile.
  }
  return (own.user + own.system) / 1000 + children;
}

type Stages = Partial<Record<ReadingStage, number>>;

/**
 * Watches one reading's stages: the CPU each took (this process and the OCR process) and the fields
 * read before the second pass, if one ran.
 */
function stageWatch(): { onStage: StageObserver; stages: Stages; beforeSecond: () => DocumentFields | null } {
  const stages: Stages = {};
  let last = knownCpuMs();
  let fields: DocumentFields | null = null;
  let second = false;
  return {
    stages,
    onStage(stage, read) {
      const now = knownCpuMs();
      stages[stage] = (stages[stage] ?? 0) + now - last;
      last = now;
      if (read) fields = read;
      if (stage === "second_pass") second = true;
    },
    beforeSecond: () => (second ? fields : null),
  };
}

/** Resident memory of this process and of its running children (the OCR process), in bytes. */
function rss(): number {
  let total = process.memoryUsage().rss;
  for (const pid of runningChildren) {
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096;
    } catch {
      // It ended meanwhile.
    }
  }
  return total;
}

// Real documents and degraded photos, scored per field.
const corpus: CorpusFile[] = [
  ...realCorpus(),
  ...(await photographedCorpus(["light", "moderate"])),
  ...(await degradedCorpus(TODAY)),
];
/** A picture's reading: CPU per stage, and its score before the second pass when one ran. */
interface PictureCost {
  set: string;
  file: string;
  cpu: number;
  stages: Stages;
  before: FieldScore | null;
  after: FieldScore;
}
const pictures: PictureCost[] = [];
const isPicture = (file: string) => /\.(jpe?g|png|webp)$/.test(file);

const scored: Array<{ file: CorpusFile; score: FieldScore; cpu: number; got: string }> = [];
let corpusPeak = 0;
for (const file of corpus) {
  const before = cpuMs();
  const watch = stageWatch();
  let got: Parameters<typeof scoreFields>[0] = null;
  let shown = "";
  try {
    const reading = await readMedia(deps, { bytes: file.bytes, onStage: watch.onStage }, file.today);
    if (reading.type === "document") {
      got = reading.fields;
      const f = reading.fields;
      shown = `${f.docType} ${f.amount ?? "-"} ${f.date ?? "-"} ${f.dueDate ?? "-"} ${f.merchant ?? "-"} (amount conf ${f.confidence.amount})`;
    }
  } catch (error) {
    shown = `error: ${(error as Error).message.slice(0, 60)}`;
  }
  const cpu = cpuMs() - before;
  const score = scoreFields(got, file.expected);
  scored.push({ file, score, cpu, got: shown });
  const first = watch.beforeSecond();
  if (isPicture(file.file))
    pictures.push({
      set: file.set,
      file: file.file,
      cpu,
      stages: watch.stages,
      before: first ? scoreFields(first, file.expected) : null,
      after: score,
    });
  corpusPeak = Math.max(corpusPeak, rss());
}
const pct = (ok: number, n: number) => (n === 0 ? "  -  " : `${((ok / n) * 100).toFixed(0).padStart(3)} %`);
const fieldLine = (rows: typeof scored) => {
  const count = (k: keyof FieldScore) => {
    const judged = rows.filter((r) => r.score[k] !== null);
    return pct(judged.filter((r) => r.score[k] === true).length, judged.length);
  };
  const both = rows.filter((r) => r.score.amount && r.score.date).length;
  const cpu = rows.map((r) => r.cpu);
  return `n=${String(rows.length).padStart(2)}  kind ${count("kind")}  layout ${count("docType")}  amount ${count("amount")}  date ${count("date")}  merchant ${count("merchant")}  amount+date ${pct(both, rows.length)}  confident-wrong ${rows.filter((r) => r.score.confidentWrong).length}  cpu median ${quantile(cpu, 0.5).toFixed(0)} ms p95 ${quantile(cpu, 0.95).toFixed(0)} ms`;
};
console.log(
  `\nreal documents and degraded photos (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")})`,
);
for (const r of scored) {
  const s = r.score;
  const mark = (v: boolean | null) => (v === null ? "  " : v ? "ok" : "--");
  console.log(
    `  ${r.file.set.padEnd(17)} ${r.file.file.padEnd(40)} kind ${mark(s.kind)} amount ${mark(s.amount)} date ${mark(s.date)} merchant ${mark(s.merchant)}${s.confidentWrong ? " CONFIDENT-WRONG" : ""}  ${Math.round(r.cpu)} ms  ${r.got}`,
  );
}
for (const set of [...new Set(scored.map((r) => r.file.set))]) {
  const rows = scored.filter((r) => r.file.set === set);
  console.log(`\n  ${set}: ${fieldLine(rows)}`);
  for (const group of [...new Set(rows.map((r) => r.file.group))])
    console.log(`    ${group.padEnd(16)} ${fieldLine(rows.filter((r) => r.file.group === group))}`);
}
console.log(
  `\n  all: ${fieldLine(scored)}\n  peak memory (this process and the OCR process) ${(corpusPeak / 1e6).toFixed(0)} MB`,
);

const results: Array<SampleResult & { cpu: number }> = [];
let peakRss = 0;
cpuMs();
const baseRss = rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rss());
}, 20);
for (const sample of set) {
  const cpuBefore = cpuMs();
  const watch = stageWatch();
  const result = await evaluateSample(deps, sample, NOW, TODAY, watch.onStage);
  const cpu = cpuMs() - cpuBefore;
  results.push({ ...result, cpu });
  if (sample.group === "receipt_photo" || sample.group === "photo_document") {
    const want: ExpectedFields = { ...sample.expected };
    const first = watch.beforeSecond();
    pictures.push({
      set: `sample ${sample.group}`,
      file: sample.file,
      cpu,
      stages: watch.stages,
      before: first ? scoreFields(first, want) : null,
      after: {
        ...scoreFields(null, want),
        kind: result.kindOk,
        amount: result.amountOk,
        date: result.dateOk,
        confidentWrong: result.got.amount !== null && !result.amountOk,
      },
    });
  }
  peakRss = Math.max(peakRss, rss());
}
clearInterval(sampler);

// Peak memory while reading 20 files in a row (the photos and PDFs, cycling).
const documents = set.filter((s) => s.group !== "voice_note");
let peak20 = 0;
cpuMs();
const before20 = rss();
for (let i = 0; i < 20; i++) {
  await evaluateSample(deps, documents[i % documents.length] as (typeof documents)[number], NOW, TODAY);
  peak20 = Math.max(peak20, rss());
}

// A reading's memory as the server spends it: one reading process of the server's pool (with the
// tesseract and pdftoppm it starts, resident, sampled every 50 ms) reads the sample set and the real
// documents one after another. The figures above are this process's, which also holds every set it
// scores (the corpora, the sample set, their renderings) and the transcription server: a server does not.
const pool = createReadingPool({
  settings: { transcribeUrl: transcriptionServer.url, transcribeApiKey: "bench-key" },
  logger: createLogger("warn"),
  slots: 1,
  timeoutMs: 60_000,
});
// CPU per reading there (the reading process with its tesseract and pdftoppm): the first starts the
// process and tesseract (a reading after a minute without any pays this again).
const poolCpu: Array<{ group: string; cpu: number }> = [];
for (const file of [
  ...set.map((s) => ({ group: s.group as string, bytes: s.bytes })),
  ...realCorpus().map((f) => ({ group: "real", bytes: f.bytes })),
]) {
  const before = descendantsCpuMs();
  await pool.read({ owner: "bench", bytes: file.bytes, today: TODAY }).catch(() => null);
  poolCpu.push({ group: file.group, cpu: descendantsCpuMs() - before });
}
const poolStats = pool.stats();
await pool.close();

console.log(
  `media sample set: ${set.length} files, engine ${deps.ocr.name}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log("file".padEnd(34), "ms".padStart(6), "cpu ms".padStart(7), " amount date  kind  got");
for (const r of results) {
  const got =
    r.got.error ?? `${r.got.kind} ${r.got.amount ?? "-"} ${r.got.date ?? "-"} ${r.got.dueDate ?? "-"}`;
  console.log(
    r.file.padEnd(34),
    String(Math.round(r.ms)).padStart(6),
    String(Math.round(r.cpu)).padStart(7),
    r.amountOk ? "  ok   " : "  MISS ",
    r.dateOk ? "ok   " : "MISS ",
    r.kindOk ? "ok   " : "MISS ",
    got,
  );
}
// The targets, on CPU time (what one core spends, whatever else the machine is doing).
const CPU_TARGET_MS: Partial<Record<string, number>> = {
  receipt_photo: 700,
  scanned_pdf: 1500,
  text_pdf: 100,
};
console.log("\nper kind (one file at a time, one core):");
for (const group of [
  "receipt_photo",
  "photo_document",
  "text_pdf",
  "protected_pdf",
  "scanned_pdf",
  "voice_note",
] as const) {
  const rows = results.filter((r) => r.group === group);
  if (rows.length === 0) continue;
  const ms = rows.map((r) => r.ms);
  const cpu = rows.map((r) => r.cpu);
  console.log(
    `  ${group.padEnd(15)} n=${String(rows.length).padStart(2)}  median ${quantile(ms, 0.5).toFixed(0).padStart(5)} ms  p95 ${quantile(ms, 0.95).toFixed(0).padStart(5)} ms  (cpu median ${quantile(cpu, 0.5).toFixed(0).padStart(5)} ms${CPU_TARGET_MS[group] ? ` [target < ${CPU_TARGET_MS[group]}]` : ""}, p95 ${quantile(cpu, 0.95).toFixed(0).padStart(5)} ms)  amount+date right ${(accuracy(rows) * 100).toFixed(0)} %`,
  );
}
const right = results.filter((r) => r.amountOk && r.dateOk).length;
console.log(
  `\namount and date right: ${right}/${results.length} = ${(accuracy(results) * 100).toFixed(1)} %`,
);
console.log(
  `amount right: ${results.filter((r) => r.amountOk).length}/${results.length}; date right: ${results.filter((r) => r.dateOk).length}/${results.length}; kind right: ${results.filter((r) => r.kindOk).length}/${results.length}`,
);
console.log(
  `memory (this process, holding every set, and the OCR process): rss before ${(baseRss / 1e6).toFixed(0)} MB, peak over the set ${(peakRss / 1e6).toFixed(0)} MB, over the real documents and degraded photos ${(corpusPeak / 1e6).toFixed(0)} MB; 20 files in a row: before ${(before20 / 1e6).toFixed(0)} MB, peak ${(peak20 / 1e6).toFixed(0)} MB`,
);
console.log(
  `memory of a reading in the server's reading process (with its tesseract and pdftoppm), ${poolStats.readings} files: peak ${(poolStats.peakBytes / 1e6).toFixed(0)} MB; processes replaced for what a reading left them ${poolStats.retired}, killed for memory ${poolStats.killedForMemory}`,
);
// Where a picture's CPU goes, per set: the median of each stage over the pictures that ran it.
const STAGES: Array<[ReadingStage, string]> = [
  ["pdf", "page rendering"],
  ["prepare", "prepare"],
  ["ocr", "OCR pass 1"],
  ["qr", "QR"],
  ["second_pass", "second pass"],
];
console.log("\nwhere a picture's CPU goes (median ms over the pictures that ran the stage; ran/all):");
for (const group of [...new Set(pictures.map((p) => p.set))]) {
  const rows = pictures.filter((p) => p.set === group);
  const parts = STAGES.flatMap(([stage, name]) => {
    const ran = rows.map((r) => r.stages[stage]).filter((v): v is number => v !== undefined);
    return ran.length === 0
      ? []
      : [`${name} ${quantile(ran, 0.5).toFixed(0)} (${ran.length}/${rows.length})`];
  });
  console.log(
    `  ${group.padEnd(28)} total ${quantile(
      rows.map((r) => r.cpu),
      0.5,
    )
      .toFixed(0)
      .padStart(5)}: ${parts.join(", ")}`,
  );
}
{
  const second = pictures.filter((p) => p.before !== null);
  const fixed = (k: "amount" | "date") =>
    second.filter((p) => p.after[k] && !(p.before as FieldScore)[k]).map((p) => p.file);
  const broke = (k: "amount" | "date") =>
    second.filter((p) => !p.after[k] && (p.before as FieldScore)[k]).map((p) => p.file);
  const cost = second.reduce((sum, p) => sum + (p.stages.second_pass ?? 0), 0);
  const all = pictures.reduce((sum, p) => sum + p.cpu, 0);
  console.log(
    `second pass: ran on ${second.length} of ${pictures.length} pictures, ${((cost / Math.max(1, all)) * 100).toFixed(0)} % of their CPU; amount rescued ${fixed("amount").length} [${fixed("amount").join(", ")}], lost ${broke("amount").length} [${broke("amount").join(", ")}]; date rescued ${fixed("date").length} [${fixed("date").join(", ")}], lost ${broke("date").length} [${broke("date").join(", ")}]; confidently wrong amounts withheld ${second.filter((p) => (p.before as FieldScore).confidentWrong && !p.after.confidentWrong).length}`,
  );
}

const poolMedian = (group: string) =>
  quantile(
    poolCpu
      .slice(1)
      .filter((r) => r.group === group)
      .map((r) => r.cpu),
    0.5,
  );
console.log(
  `\nCPU of a reading in the server's reading process (with its tesseract and pdftoppm; median): receipt photo ${poolMedian("receipt_photo").toFixed(0)} ms, photo of a bill ${poolMedian("photo_document").toFixed(0)} ms, scanned page ${poolMedian("scanned_pdf").toFixed(0)} ms, text PDF ${poolMedian("text_pdf").toFixed(0)} ms; the first reading, which starts the process and tesseract, ${(poolCpu[0]?.cpu ?? 0).toFixed(0)} ms`,
);

const cpuMedian = (group: string) =>
  quantile(
    results.filter((r) => r.group === group).map((r) => r.cpu),
    0.5,
  );
// The issue's targets are a receipt photo's and a scanned page's: a real receipt photographed is held
// to the first; a whole page as a picture (an A4 bill or boleto photographed, or a boleto's page image)
// carries a page's text, whose recognition is what a scanned page costs, and is held to the second.
const realPictures = scored.filter((r) => r.file.set === "real" && /\.(jpe?g|png)$/.test(r.file.file));
const realReceiptPhotos = realPictures.filter((r) => r.file.expected.kind === "receipt");
const pagePictures = [
  ...realPictures.filter((r) => r.file.expected.kind !== "receipt"),
  ...scored.filter((r) => r.file.set.startsWith("real-photographed")),
];
const targets: Array<[string, number, number, string]> = [
  ["receipt photo, sample set", cpuMedian("receipt_photo"), 700, "ms"],
  ["receipt photo, in a reading process", poolMedian("receipt_photo"), 700, "ms"],
  [
    `receipt photo, real (${realReceiptPhotos.length})`,
    quantile(
      realReceiptPhotos.map((r) => r.cpu),
      0.5,
    ),
    700,
    "ms",
  ],
  [
    `page as a picture (A4 photo), real (${pagePictures.length})`,
    quantile(
      pagePictures.map((r) => r.cpu),
      0.5,
    ),
    1500,
    "ms",
  ],
  ["scanned page", cpuMedian("scanned_pdf"), 1500, "ms"],
  ["scanned page, in a reading process", poolMedian("scanned_pdf"), 1500, "ms"],
  ["text PDF", cpuMedian("text_pdf"), 100, "ms"],
  ["memory of a reading with the OCR process", poolStats.peakBytes / 1e6, 400, "MB"],
];
console.log(
  `\ntargets (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}):`,
);
for (const [name, value, limit, unit] of targets)
  console.log(
    `  ${name.padEnd(36)} ${value.toFixed(0).padStart(5)} ${unit} (target < ${limit} ${unit}) ${value < limit ? "met" : "NOT MET"}`,
  );
await deps.ocr.close();
await transcriptionServer.close();
