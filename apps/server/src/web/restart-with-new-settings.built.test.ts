// The production build as `npm start` runs it: new settings need a restart, never a build. Needs the
// build (`node scripts/build.mjs`; `npm test` runs these tests after its build step).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PAGE_VALUES_ELEMENT_ID, type PageValues } from "@tostao/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNeeded, stampFile } from "../../../../scripts/lib/build-state.mjs";
import { freePort } from "../testing/free-port.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const start = join(root, "scripts/start.mjs");

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` (scripts/start.mjs) with these settings and no others. */
function npmStart(env: Record<string, string>): Omit<Started, "url"> {
  const child = spawn(process.execPath, [start], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startHealthy(
  env: Record<string, string>,
  withinMs: number,
): Promise<Started & { ms: number }> {
  const port = await freePort();
  const began = performance.now();
  const started = npmStart({ ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ...started, url, ms: performance.now() - began };
    if (performance.now() - began > withinMs) {
      started.child.kill("SIGKILL");
      throw new Error(`not healthy within ${withinMs} ms:\n${started.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(server: Started) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** Every file of the build with its size and time: any rebuild or rewrite changes it. */
function buildFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      const info = statSync(path);
      if (info.isDirectory()) walk(path);
      else hash.update(`${path} ${info.size} ${info.mtimeMs}\n`);
    }
  };
  walk(join(root, "apps/web/build"));
  walk(join(root, "apps/server/dist"));
  return hash.digest("hex");
}

/** The bytes as sent (fetch() would decode them on its own). */
function rawGet(url: string, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

/** A page as the browser gets it, plain, brotli and gzip. */
async function page(url: string): Promise<{ plain: string; br: string; gzip: string }> {
  const get = (encoding: string) => rawGet(url, encoding);
  const plain = await get("identity");
  const br = await get("br");
  const gzip = await get("gzip");
  expect([plain.encoding, br.encoding, gzip.encoding]).toEqual([undefined, "br", "gzip"]);
  return {
    plain: plain.body.toString(),
    br: brotliDecompressSync(br.body).toString(),
    gzip: gunzipSync(gzip.body).toString(),
  };
}

function pageValuesOf(html: string): PageValues {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_VALUES_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error("the page carries no page values");
  return JSON.parse(match[1]) as PageValues;
}

async function operatorLogin(url: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  return response.status;
}

describe("restarting the built server with new settings", { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-restart-"));
  let fingerprint = "";
  beforeAll(() => {
    const reason = buildNeeded();
    if (reason)
      throw new Error(`these tests run the production build: ${reason}; run node scripts/build.mjs`);
    fingerprint = buildFingerprint();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const first = {
    DATA_DIR: dataDir,
    PUBLIC_URL: "https://um.exemplo.com.br",
    ADMIN_PASSWORD: "primeira-senha-do-operador",
    WHATSAPP_APP_SECRET: "segredo-antigo",
    CHECKOUT_URL_MONTHLY: "https://pay.exemplo.com.br/mensal-antigo",
    STATS_RECORDS: "1234",
  };
  const second = {
    ...first,
    PUBLIC_URL: "https://dois.exemplo.com.br",
    ADMIN_PASSWORD: "segunda-senha-do-operador",
    WHATSAPP_APP_SECRET: "segredo-novo",
    CHECKOUT_URL_MONTHLY: "https://pay.exemplo.com.br/mensal-novo",
    STATS_RECORDS: "98765",
    // Markup in a value stays text: in the HTML and in the JSON the browser code reads.
    COMPANY_NAME: "Nova </script><script>alert(1)</script> Ltda.",
    VIDEO_LANDING_DEMO: "",
  };

  it("serves the new links at once, without a rebuild, and refuses a second process", async () => {
    const one = await startHealthy(first, 180_000);
    try {
      expect((await page(`${one.url}/planos`)).br).toContain(first.CHECKOUT_URL_MONTHLY);
      expect(await operatorLogin(one.url, first.ADMIN_PASSWORD)).toBe(200);
    } finally {
      await stop(one);
    }

    const two = await startHealthy(second, 30_000);
    try {
      expect(two.output()).not.toContain("› building");
      expect(two.ms).toBeLessThan(30_000);

      const planos = await page(`${two.url}/planos`);
      for (const html of [planos.plain, planos.br, planos.gzip]) {
        expect(html).toContain(`href="${second.CHECKOUT_URL_MONTHLY}"`);
        expect(html).not.toContain(first.CHECKOUT_URL_MONTHLY);
        expect(html).toContain('<link rel="canonical" href="https://dois.exemplo.com.br/planos"/>');
        expect(html).not.toContain("<script>alert(1)");
      }
      expect(planos.br).toBe(planos.plain);
      expect(planos.gzip).toBe(planos.plain);

      // The browser code reads the values the HTML was rendered with.
      const home = await page(`${two.url}/`);
      const values = pageValuesOf(home.br);
      expect(values.publicConfig.checkout.monthly).toBe(second.CHECKOUT_URL_MONTHLY);
      expect(values.publicConfig.company.name).toBe(second.COMPANY_NAME);
      expect(values.publicConfig.videos["landing-demo"]).toBeNull();
      expect(home.br).toMatch(/\+98,8\smil/);
      expect(home.br).not.toContain("tostaoDemo01");
      expect(pageValuesOf((await page(`${two.url}/painel`)).gzip).publicConfig.publicUrl).toBe(
        second.PUBLIC_URL,
      );

      expect((await page(`${two.url}/sitemap.xml`)).br).toContain(
        "<loc>https://dois.exemplo.com.br/planos</loc>",
      );
      expect(await (await fetch(`${two.url}/robots.txt`)).text()).toContain(
        "Sitemap: https://dois.exemplo.com.br/sitemap.xml",
      );

      expect(await operatorLogin(two.url, first.ADMIN_PASSWORD)).toBe(401);
      expect(await operatorLogin(two.url, second.ADMIN_PASSWORD)).toBe(200);

      // A second npm start on the same data directory stops before touching anything, and so does
      // a build of the build this server runs from.
      const intruder = npmStart({ ...second, PORT: String(await freePort()) });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toContain("já está em uso pelo processo");
      const rebuild = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
        cwd: root,
        encoding: "utf8",
      });
      expect(rebuild.status).toBe(1);
      expect(rebuild.stderr).toContain(`está em uso pelo servidor (processo ${two.child.pid})`);
      expect((await page(`${two.url}/planos`)).plain).toContain(second.CHECKOUT_URL_MONTHLY);
    } finally {
      await stop(two);
    }
    expect(buildFingerprint()).toBe(fingerprint);
    expect(readFileSync(stampFile, "utf8")).toContain("sourcesMtime");
  });
});
