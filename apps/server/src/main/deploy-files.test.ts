// The Dockerfile and compose.yaml cannot be built where the tests run (no Docker daemon), so this
// checks what can go stale without one: the stages and copied paths exist, every workspace's
// manifest reaches `npm ci`, the image runs what the build writes, and compose's services, files,
// ports and variables agree with the Dockerfile, the Caddyfile and the configuration.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Dockerfile instructions, continuation lines joined and comments dropped. */
const instructions = read("Dockerfile")
  .replace(/\\\n(\s*#.*\n)*/g, " ")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"))
  .map((line) => {
    const [keyword = "", ...rest] = line.trim().split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
  });
const args = (keyword: string) => instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
}
const compose = load(read("compose.yaml")) as { services: Record<string, Service> };
const caddyfile = read("deploy/Caddyfile");
const port = /PORT=(\d+)/.exec(args("ENV").join(" "))?.[1];

describe("Dockerfile", () => {
  it("copies from stages it declared, and only paths that exist", () => {
    const stages = args("FROM").flatMap((a) => /\bAS\s+(\S+)/i.exec(a)?.[1] ?? []);
    expect(stages).toEqual(["build"]);
    for (const copy of args("COPY")) {
      const from = /--from=(\S+)/.exec(copy)?.[1];
      if (from) {
        expect(stages).toContain(from);
        continue;
      }
      const sources = copy
        .split(/\s+/)
        .filter((p) => !p.startsWith("--"))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(join(root, source)), source).toBe(true);
    }
  });

  it("gives npm ci every workspace's manifest before the sources", () => {
    const { workspaces } = JSON.parse(read("package.json")) as { workspaces: string[] };
    const copied = args("COPY").join("\n");
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    expect(args("RUN")[0]).toMatch(/^npm ci\b/);
  });

  it("builds with the project's build and runs the bundle it writes, on the port it exposes", () => {
    expect(args("RUN").join("\n")).toContain("node scripts/build.mjs");
    // scripts/build.mjs bundles the server into apps/server/dist (bin/main.js).
    expect(read("scripts/build.mjs")).toMatch(/bundleServer\(\{ outdir: join\(server, "dist"\) \}\)/);
    expect(args("CMD").at(-1)).toBe('["node", "apps/server/dist/bin/main.js"]');
    expect(port).toBeDefined();
    expect(args("EXPOSE")).toEqual([port]);
    expect(args("HEALTHCHECK").join(" ")).toContain("/api/health");
  });

  it("keeps what the build needs out of .dockerignore", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    for (const needed of ["package-lock.json", "scripts", "packages", "apps"])
      expect(ignored).not.toContain(needed);
  });
});

describe("compose.yaml", () => {
  const { services } = compose;
  const apps = Object.entries(services).filter(([, s]) => s.build === ".");

  it("runs two app replicas of this Dockerfile on PostgreSQL 15 behind the proxy", () => {
    expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    expect(services.postgres?.image).toBe("postgres:15");
    for (const [, app] of apps)
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
  });

  it("sends the proxy's traffic to those replicas on the image's port", () => {
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:${port}`));
    const mounted = (services.proxy?.volumes ?? []).map((v) => v.split(":")[0] ?? "");
    for (const file of mounted.filter((v) => v.startsWith("./")))
      expect(existsSync(join(root, file)), file).toBe(true);
  });

  it("depends only on services it defines, and sets only variables the server reads", () => {
    const documented = new Set([...read(".env.example").matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const [name, service] of Object.entries(services)) {
      const needs = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const need of needs) expect(Object.keys(services), `${name} → ${need}`).toContain(need);
    }
    for (const [, app] of apps) {
      for (const variable of Object.keys(app.environment ?? {}))
        expect(documented, variable).toContain(variable);
    }
  });
});
