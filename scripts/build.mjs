// Builds the web app (pre-rendered public pages + SPA shell), pre-compresses it, and bundles the server.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { configHash, root, sourcesMtime, stampFile } from "./lib/build-state.mjs";
import { bundleServer } from "./lib/bundle-server.mjs";

const started = Date.now();
const mtime = sourcesMtime();
const web = join(root, "apps/web");
const server = join(root, "apps/server");

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log("› building the web app");
rmSync(join(web, "build"), { recursive: true, force: true });
// tsx lets the Vite config import the shared TypeScript config schema from packages/core.
run(
  process.execPath,
  ["--import", "tsx", join(root, "node_modules/@react-router/dev/bin.js"), "build"],
  web,
  {
    NODE_ENV: "production",
  },
);

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
  ".ico",
]);
function compressTree(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (compressible.has(extname(path))) {
      const body = readFileSync(path);
      if (body.length < 512) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
const clientDir = join(web, "build/client");

// The stylesheet is small (about 8 KB compressed) and blocks the first paint: inline it into every
// pre-rendered page so the first paint needs the HTML alone. The <link> stays in the shell used by
// client-only routes.
function inlineStylesheets(html) {
  return html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g,
    (_, href, precedence) =>
      `<style data-href="${href}" data-precedence="${precedence}">${readFileSync(join(clientDir, href), "utf8")}</style>`,
  );
}

// The islands of the public pages (the only parts that run in the browser) are bundled apart from
// the client-side app; see apps/web/app/islands.
run(process.execPath, ["--import", "tsx", join(web, "islands.build.ts")], web, { NODE_ENV: "production" });
const islandsEntry = JSON.parse(readFileSync(join(web, "build/islands.json"), "utf8")).entry;

// A pre-rendered page is complete HTML and ships none of the router's scripts: everything from the
// marker root.tsx renders before them up to </body> is cut, and so are their module preloads. If the
// page has islands, it references one small script that waits for the page to load and then
// hydrates them; a page without islands gets no script at all. The only inline script left is the
// theme boot script in <head> (plus JSON-LD, which is data and never runs).
const routerScriptsMarker = '<template id="router-scripts"></template>';
function keepIslandsOnly(html, path) {
  const start = html.indexOf(routerScriptsMarker);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) throw new Error(`${path}: the router scripts marker is missing`);
  const page = html.slice(0, start).replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  const scripts = page.includes(" data-island=")
    ? `<script type="module" src="${islandsEntry}"></script>`
    : "";
  return `${page}${scripts}${html.slice(end)}`;
}

/** Rewrites every pre-rendered page (not the shell that client-only routes start from). */
function forEachPage(dir, transform) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) forEachPage(path, transform);
    else if (extname(path) === ".html" && entry !== "__spa-fallback.html") {
      writeFileSync(path, transform(readFileSync(path, "utf8"), path));
    }
  }
}
forEachPage(clientDir, (html, path) => keepIslandsOnly(inlineStylesheets(html), path));

// The client-side app starts from one shell that preloads only the router and the root route: left
// alone, the browser would learn which modules a page needs once the router runs, and then each
// level of their imports one round trip after the other. So every route the build did not
// pre-render (the client routes without parameters) gets its own copy of the shell, served for its
// path, that also preloads its route modules and everything they import (the router's manifest),
// with the stylesheet inlined like the pre-rendered pages'.
function writeClientRouteShells() {
  const shell = readFileSync(join(clientDir, "__spa-fallback.html"), "utf8");
  const assets = join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error("the router's manifest is missing from build/client/assets");
  const source = readFileSync(join(assets, manifestFile), "utf8");
  const { routes } = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const all = Object.values(routes);
  const lastPreload = shell.lastIndexOf('<link rel="modulepreload"');
  if (lastPreload < 0) throw new Error("__spa-fallback.html has no module preloads");
  const insertAt = shell.indexOf(">", lastPreload) + 1;
  let written = 0;
  const visit = (route, path, chain) => {
    const fullPath = route.path ? `${path}/${route.path}`.replace(/\/+/g, "/") : path;
    const children = all.filter((child) => child.parentId === route.id);
    if (children.length > 0) {
      for (const child of children) visit(child, fullPath, [...chain, route]);
      return;
    }
    // Pre-rendered pages already have their HTML; parameters, splats and files have no shell.
    if (/[:*.]/.test(fullPath) || existsSync(join(clientDir, fullPath, "index.html"))) return;
    const files = new Set([...chain, route].flatMap((r) => [r.module, ...r.imports]));
    const links = [...files]
      .filter((file) => !shell.includes(`href="${file}"`))
      .map((file) => `<link rel="modulepreload" href="${file}"/>`)
      .join("");
    mkdirSync(join(clientDir, fullPath), { recursive: true });
    writeFileSync(
      join(clientDir, fullPath, "index.html"),
      inlineStylesheets(shell.slice(0, insertAt) + links + shell.slice(insertAt)),
    );
    written++;
  };
  visit(routes.root, "", []);
  if (written === 0) throw new Error("no client route got its shell: has the manifest's shape changed?");
}
writeClientRouteShells();

// For a Content-Security-Policy without 'unsafe-inline': the hash of every inline script and style
// the pages carry (the theme boot script, the inlined stylesheet, and the router's scripts in the
// shell of the client-side app). JSON-LD is data that never runs and needs none. Not served.
const inlineHashes = { scripts: new Set(), styles: new Set() };
const sha256 = (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
(function collectInline(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) collectInline(path);
    else if (extname(path) === ".html") {
      const html = readFileSync(path, "utf8");
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (!/\bsrc=|application\/ld\+json/.test(attributes)) inlineHashes.scripts.add(sha256(body));
      }
      for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
        inlineHashes.styles.add(sha256(body));
      if (/<[^>]+\sstyle="/.test(html))
        throw new Error(`${path}: a style attribute would need 'unsafe-inline'`);
    }
  }
})(clientDir);
writeFileSync(
  join(web, "build/csp-inline-hashes.json"),
  JSON.stringify({ scripts: [...inlineHashes.scripts], styles: [...inlineHashes.styles] }, null, 2),
);
compressTree(clientDir);

console.log("› bundling the server");
rmSync(join(server, "dist"), { recursive: true, force: true });
await bundleServer({ outdir: join(server, "dist") });
writeFileSync(
  stampFile,
  JSON.stringify({ sourcesMtime: mtime, configHash: configHash(), builtAt: new Date().toISOString() }),
);
console.log(`› build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
