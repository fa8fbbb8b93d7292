/**
 * The web half of `bench:dashboard`: Lighthouse 12 (mobile profile, Debian chromium) on a signed-in
 * /painel and on the landing page, and the first-load JavaScript (gzip) of each: every script the
 * page fetched during Lighthouse's load, measured from the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM, CHROMIUM_ARGS } from "../../../scripts/lib/chromium.mjs";
import type { Figure } from "./dashboard-api.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const clientDir = join(root, "apps/web/build/client");

export const webBuildPresent = () => existsSync(join(clientDir, "assets"));

interface LighthouseRun {
  performance: number;
  accessibility: number;
  scripts: string[];
  failed: string[];
  lcpMs: number;
  tbtMs: number;
}

function lighthouse(url: string, cookie: string | null): LighthouseRun {
  const cli = [
    join(root, "node_modules/lighthouse/cli/index.js"),
    join(root, "apps/web/node_modules/lighthouse/cli/index.js"),
  ].find(existsSync);
  if (!cli) throw new Error("lighthouse is not installed (npm ci)");
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility",
      `--chrome-flags=${["--headless=new", ...CHROMIUM_ARGS].join(" ")}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    finalDisplayedUrl: string;
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      {
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: { items?: Array<{ url: string; resourceType?: string }> };
      }
    >;
  };
  if (cookie && !new URL(report.finalDisplayedUrl).pathname.startsWith("/painel")) {
    throw new Error(`signed-in /painel ended at ${report.finalDisplayedUrl}`);
  }
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const scripts = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((r) => r.resourceType === "Script" && new URL(r.url).origin === new URL(url).origin)
    .map((r) => new URL(r.url).pathname);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    scripts: [...new Set(scripts)],
    failed: Object.entries(report.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map(([id]) => id),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

const gzipKb = (scripts: string[]) =>
  scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(clientDir, src)), { level: 9 }).length, 0) /
  1024;

/** Lighthouse `runs` times on each page; the median run by performance is reported. */
export function measureWeb(base: string, cookie: string, runs: number): Figure[] {
  const figures: Figure[] = [];
  for (const [label, path, signedIn, jsBudget] of [
    ["/painel (com sessão)", "/painel", true, 160],
    ["página inicial /", "/", false, 70],
  ] as const) {
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) all.push(lighthouse(`${base}${path}`, signedIn ? cookie : null));
    const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor((runs - 1) / 2)];
    if (!median) continue;
    figures.push({
      label: `JS da primeira carga de ${label}, gzip, ${median.scripts.length} arquivos`,
      value: gzipKb(median.scripts),
      unit: "KB",
      max: jsBudget + 0.05,
    });
    if (!signedIn) continue;
    figures.push({
      label: `Lighthouse mobile ${label}: desempenho (LCP ${Math.round(median.lcpMs)} ms, TBT ${Math.round(median.tbtMs)} ms; runs ${all.map((r) => r.performance).join(", ")})`,
      value: median.performance,
      unit: "",
      min: 90,
    });
    figures.push({
      label: `Lighthouse mobile ${label}: acessibilidade`,
      value: median.accessibility,
      unit: "",
      min: 100,
      note: median.failed.filter((id) => !id.includes("http")).join(", "),
    });
  }
  return figures;
}
