/**
 * `npm run bench:dashboard [-- --no-build] [--no-web] [--no-api] [--runs N] [--only pglite|postgres]`
 *
 * The dashboard's speed on both databases: seed:demo's books (100,000 records for one person among
 * 50 people) are written to a fresh PGlite data directory and to a throwaway PostgreSQL 15, the real
 * server (production mode, child process) is started on each, and over HTTP it measures the p95 of
 * filtered, sorted pages of /api/me/transactions and of /api/me/summary, the full CSV and xlsx
 * exports with the server's peak memory, the Cartões page's bills for another person with 5 cards
 * and 3 years of purchases (/api/me/cards) and, on PGlite, Lighthouse mobile and the first-load
 * JavaScript of a signed-in /painel. Every figure is printed against its target with ✓ or ✗; the
 * exit code is 1 when one misses. BENCH_TRANSACTIONS and BENCH_REQUESTS change the sizes.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { saoPauloTodayIso } from "@tostao/core";
import { openDb } from "@tostao/db";
import { startPgCluster } from "../../../scripts/lib/pg-cluster.mjs";
import { createSession } from "../src/auth/create-session.ts";
import { ensureUser } from "../src/books/ensure-user.ts";
import { seedDemoPeople } from "../src/dashboard/seed/seed-demo-people.ts";
import { type Figure, measureExports, measureSummary, measureTransactions, passes } from "./dashboard-api.ts";
import { measureCards, seedCardPurchases } from "./dashboard-cards.ts";
import { measureWeb, webBuildPresent } from "./dashboard-web.ts";
import { startServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-web": { type: "boolean", default: false },
    "no-api": { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    only: { type: "string" },
  },
});
const root = fileURLToPath(new URL("../../../", import.meta.url));
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const PEOPLE = 50;
// The process start is the benchmark's one clock reading: the books end today.
const now = new Date();
const today = saoPauloTodayIso(now);

interface Cookies {
  /** The demo person's, with the 100,000 records. */
  books: string;
  /** The person with 5 cards and 3 years of purchases on them. */
  cards: string;
}

async function sessionCookie(db: Awaited<ReturnType<typeof openDb>>, userId: number): Promise<string> {
  const { token } = await createSession(db, { kind: "person", userId, userAgent: null, now });
  return `tostao_session=${token}`;
}

/** Seeds the books on `target`, then opens a session for each measured person; returns their cookies. */
async function seed(target: { dataDir: string } | { databaseUrl: string }): Promise<Cookies> {
  const started = performance.now();
  const db = await openDb(target);
  try {
    const userId = await seedDemoPeople(db, {
      phone: "+5511999990001",
      name: "Ana Demonstração",
      transactions: TRANSACTIONS,
      people: PEOPLE,
      today,
    });
    console.log(
      `  seeded ${TRANSACTIONS} records for one person among ${PEOPLE} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const cardHolder = await ensureUser(db, "+5511999990002", "Bruno Cartões");
    const purchases = await seedCardPurchases(db, cardHolder.id, today);
    console.log(`  seeded 5 cards with ${purchases} purchases over 3 years for another person`);
    return { books: await sessionCookie(db, userId), cards: await sessionCookie(db, cardHolder.id) };
  } finally {
    await db.close();
  }
}

const unitText = (f: Figure, n: number) =>
  f.unit === "s" ? `${n.toFixed(2)} s` : f.unit === "" ? String(Math.round(n)) : `${n.toFixed(1)} ${f.unit}`;

function print(figures: Figure[]) {
  for (const f of figures) {
    const target = f.max !== undefined ? `< ${unitText(f, f.max)}` : `≥ ${unitText(f, f.min ?? 0)}`;
    const mark = passes(f) ? "✓" : "✗";
    console.log(
      `  ${mark} ${f.label}: ${unitText(f, f.value)} (meta ${target})${f.note ? ` [${f.note}]` : ""}`,
    );
  }
}

async function run(
  engine: string,
  env: Record<string, string>,
  cookies: Cookies,
  web: boolean,
): Promise<Figure[]> {
  const cookie = cookies.books;
  const { url, child } = await startServer(env, 2400);
  const figures: Figure[] = [];
  try {
    console.log(`  server up at ${url} (load ${loadavg()[0]?.toFixed(2)})`);
    if (!values["no-api"]) {
      const { count, figures: pages } = await measureTransactions(url, cookie, child.pid as number, today);
      figures.push(...pages);
      figures.push(...(await measureSummary(url, cookie, child.pid as number, today)));
      figures.push(...(await measureExports(url, cookie, child.pid as number, count)));
      figures.push(...(await measureCards(url, cookies.cards, child.pid as number)));
    }
    if (web) figures.push(...measureWeb(url, cookie, Number(values.runs)));
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  console.log(`\n${engine} (load ${loadavg()[0]?.toFixed(2)}, ${availableParallelism()} cores):`);
  print(figures);
  console.log("");
  return figures;
}

const web = !values["no-web"];
if (web && !values["no-build"]) {
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (web && !webBuildPresent()) throw new Error("no web build: run without --no-build (or --no-web)");

const all: Figure[] = [];
if (values.only !== "postgres") {
  console.log("\nPGlite:");
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-bench-dashboard-"));
  try {
    const cookies = await seed({ dataDir });
    all.push(...(await run("PGlite", { DATA_DIR: dataDir }, cookies, web)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.only !== "pglite") {
  console.log("\nPostgreSQL 15:");
  const cluster = await startPgCluster();
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-bench-dashboard-"));
  try {
    const cookies = await seed({ databaseUrl: cluster.url });
    all.push(
      ...(await run(
        "PostgreSQL 15",
        { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
        cookies,
        web && values.only === "postgres",
      )),
    );
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const missed = all.filter((f) => !passes(f)).length;
console.log(missed ? `${missed} figure(s) miss their target ✗` : "every figure meets its target ✓");
process.exitCode = missed ? 1 : 0;
