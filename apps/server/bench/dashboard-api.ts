/**
 * The API half of `bench:dashboard`: pages of GET /api/me/transactions under realistic filters,
 * GET /api/me/summary, and the full CSV and xlsx exports (time, size and the server's peak RSS),
 * all over HTTP against a running server, as the dashboard asks for them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { addMonths, fromIso, toIso } from "@tostao/core";
import { percentile } from "../src/testing/percentile.ts";

export interface Figure {
  label: string;
  value: number;
  unit: "ms" | "s" | "MB" | "KB" | "";
  /** The figure passes when it is at most (`max`) or at least (`min`) this. */
  max?: number;
  min?: number;
  note?: string;
}

export const passes = (f: Figure) =>
  Number.isFinite(f.value) &&
  (f.max === undefined || f.value < f.max) &&
  (f.min === undefined || f.value >= f.min);

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 5;

interface Page {
  items: Array<{ id: number }>;
  totals: { count: number };
  nextCursor: string | null;
}

export async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  // Fields after the command name's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * p95 of `REQUESTS` timed calls of `once` (after a few untimed ones), and the server's mean CPU
 * time per call: on a shared machine the wall time grows with everyone else's load, the CPU time
 * much less (with PGlite it includes the database; with PostgreSQL only the Node process).
 */
export async function p95Of(pid: number, once: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  let cpuBefore = 0;
  for (let i = 0; i < REQUESTS + WARMUP; i++) {
    if (i === WARMUP) cpuBefore = cpuMs(pid);
    const started = performance.now();
    await once(i);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  const cpu = (cpuMs(pid) - cpuBefore) / REQUESTS;
  const p95 = percentile(
    times.sort((a, b) => a - b),
    95,
  );
  return { p95, note: `CPU do servidor ${cpu.toFixed(1)} ms/pedido` };
}

/** The filters a person uses on Transações, as query strings. `today` is São Paulo's civil date. */
function scenarios(today: string): Array<[label: string, query: string]> {
  const month = today.slice(0, 7);
  const monthRange = `from=${month}-01&to=${lastMonthDay(month)}`;
  const year = today.slice(0, 4);
  return [
    ["sem filtro, 1ª página", "sort=-date"],
    ["este mês (padrão da página)", `${monthRange}&sort=-date`],
    ['texto "mercado"', "q=mercado&sort=-date"],
    ['texto "uber", tudo', "q=uber"],
    // Rare words: the list cannot stop early after 100 matches, so every record would be read
    // without an index on the description's words; written without accents and in capitals.
    ['texto "farmacia" (sem acento)', "q=farmacia&sort=-date"],
    ['texto "MATERIAL ESCOLAR"', "q=MATERIAL%20ESCOLAR&sort=-amount"],
    ['texto sem resultado "passagem"', "q=passagem&sort=-date"],
    ["categoria Mercado", "category=Mercado&sort=-date"],
    ["valor R$ 5 a R$ 50, maior primeiro", "minCents=500&maxCents=5000&sort=-amount"],
    // Amount ranges over most records: the totals of the filtered set must not read them all.
    ["valor a partir de R$ 20, tudo", "minCents=2000&sort=-date"],
    ["valor até R$ 1.000 este ano", `maxCents=100000&from=${year}-01-01&to=${year}-12-31&sort=-date`],
    ["despesas no crédito este ano", `kind=expense&payment=credit&from=${year}-01-01&to=${year}-12-31`],
    ["duas categorias, menor valor", "category=Lazer&category=Saúde&sort=amount"],
  ];
}

function lastMonthDay(month: string): string {
  const next = addMonths(fromIso(`${month}-01`), 1);
  const last = new Date(Date.UTC(next.y, next.m - 1, 1) - 86_400_000);
  return last.toISOString().slice(0, 10);
}

export async function measureTransactions(
  base: string,
  cookie: string,
  pid: number,
  today: string,
): Promise<{ count: number; figures: Figure[] }> {
  const figures: Figure[] = [];
  const url = (query: string) => `${base}/api/me/transactions?limit=100&${query}`;
  const all = await getJson<Page>(url("sort=-date"), cookie);
  console.log(`    the person has ${all.totals.count} records`);
  for (const [label, query] of scenarios(today)) {
    const first = await getJson<Page>(url(query), cookie);
    const { p95, note } = await p95Of(pid, () => getJson<Page>(url(query), cookie));
    figures.push({
      label: `transações: ${label} (${first.totals.count})`,
      value: p95,
      unit: "ms",
      max: 50,
      note,
    });
  }
  // Scrolling: the cursors of the first 60 pages of the unfiltered list and of a text search,
  // each fetched in turn (every request a cursor page, not the first one).
  for (const [label, query] of [
    ["páginas seguintes (cursor), por data", "sort=-date"],
    ["páginas seguintes (cursor), por valor", "sort=-amount"],
  ] as const) {
    const cursors: string[] = [];
    let page = await getJson<Page>(url(query), cookie);
    while (page.nextCursor && cursors.length < REQUESTS + WARMUP) {
      cursors.push(page.nextCursor);
      page = await getJson<Page>(`${url(query)}&cursor=${page.nextCursor}`, cookie);
    }
    const { p95, note } = await p95Of(pid, (i) =>
      getJson<Page>(`${url(query)}&cursor=${cursors[i % cursors.length]}`, cookie),
    );
    figures.push({ label: `transações: ${label}`, value: p95, unit: "ms", max: 50, note });
  }
  return { count: all.totals.count, figures };
}

export async function measureSummary(
  base: string,
  cookie: string,
  pid: number,
  today: string,
): Promise<Figure[]> {
  const months = Array.from({ length: 12 }, (_, i) => toIso(addMonths(fromIso(today), -i)).slice(0, 7));
  const { p95, note } = await p95Of(pid, (i) =>
    getJson(`${base}/api/me/summary?month=${months[i % months.length]}`, cookie),
  );
  return [
    { label: "resumo do mês (/api/me/summary), últimos 12 meses", value: p95, unit: "ms", max: 100, note },
  ];
}

/** Resident set of a process in MB, from /proc (Linux). */
function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Downloads one export, reading it as it streams, and reports the total time, the time to the
 * first byte, its size and the server's peak RSS during the download (the kernel's high-water
 * mark, reset before the request where the kernel allows it, else sampled every 5 ms).
 */
async function download(url: string, cookie: string, pid: number) {
  let resetOk = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    resetOk = false;
  }
  const before = rssMb(pid, "VmRSS");
  const cpuBefore = cpuMs(pid);
  let sampled = before;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, rssMb(pid, "VmRSS"));
  }, 5);
  const started = performance.now();
  let firstByte = Number.NaN;
  let bytes = 0;
  let head = new Uint8Array();
  let newlines = 0;
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      if (bytes === 0) head = chunk.slice(0, 4);
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (cpuMs(pid) - cpuBefore) / 1000;
  const peak = Math.max(sampled, resetOk ? rssMb(pid, "VmHWM") : 0);
  return { seconds, cpuSeconds, firstByte, mb: bytes / 1_048_576, head, newlines, before, peak };
}

export async function measureExports(base: string, cookie: string, pid: number, count: number) {
  const figures: Figure[] = [];
  const csv = await download(`${base}/api/me/export.csv`, cookie, pid);
  if (csv.newlines !== count + 1) throw new Error(`CSV has ${csv.newlines - 1} lines for ${count} records`);
  const xlsx = await download(`${base}/api/me/export.xlsx`, cookie, pid);
  if (xlsx.head[0] !== 0x50 || xlsx.head[1] !== 0x4b) throw new Error("the xlsx is not a zip file");
  for (const [name, d, max] of [
    ["CSV", csv, 1],
    ["xlsx", xlsx, 3],
  ] as const) {
    figures.push({
      label: `exportação ${name} de ${count} registros (${d.mb.toFixed(1)} MB, 1º byte em ${Math.round(d.firstByte)} ms)`,
      value: d.seconds,
      unit: "s",
      max,
      note: `CPU do servidor ${d.cpuSeconds.toFixed(2)} s`,
    });
    figures.push({
      label: `  memória do servidor no ${name}: pico ${Math.round(d.peak)} MB, antes ${Math.round(d.before)} MB; acréscimo`,
      value: d.peak - d.before,
      unit: "MB",
      // Bounded: well under the file's own size held as JavaScript strings or zip buffers.
      max: 128,
    });
  }
  return figures;
}
