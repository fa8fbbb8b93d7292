// Builds the web app (the pages' server bundle, the client-side app, the islands), pre-compresses its
// files, and bundles the server. The output is the same whatever the environment: the links and
// figures the pages show are filled in when the server starts (apps/web/render).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { claimRebuildOrExit, root, sourcesMtime, stampFile } from "./lib/build-state.mjs";
import { bundlePageRenderer, bundleServer } from "./lib/bundle-server.mjs";

const started = Date.now();
const web = join(root, "apps/web");
const server = join(root, "apps/server");
const clientDir = join(web, "build/client");

// The build is deleted first: never under a server that runs from it.
const release = await claimRebuildOrExit();
process.on("exit", release);
const mtime = sourcesMtime();

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

// React Router pre-rendered the public pages (with the default configuration) as a check that they
// render; they are not served: the server renders them again when it starts, with its own settings
// (apps/web/render), from the bundle of the pages kept in build/renderer.
const renderedAtStart = (name) =>
  /\.(html|data)$/.test(name) || name === "sitemap.xml" || name === "robots.txt";
(function removePages(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      removePages(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (renderedAtStart(entry)) rmSync(path);
  }
})(clientDir);
if (!existsSync(join(web, "build/renderer/index.js"))) throw new Error("the pages' server bundle is missing");

// The islands of the public pages (the only parts that run in the browser) are bundled apart from
// the client-side app; see apps/web/app/islands.
run(process.execPath, ["--import", "tsx", join(web, "islands.build.ts")], web, { NODE_ENV: "production" });

console.log("› bundling the page renderer");
await bundlePageRenderer({ outfile: join(web, "build/render-site.js") });

// What the browser fetches as files (scripts, stylesheets, icons) is the same whatever the
// configuration: compressed once, here. The pages are compressed when the server renders them.
const compressible = new Set([".js", ".css", ".json", ".xml", ".txt", ".svg", ".webmanifest", ".ico"]);
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
compressTree(clientDir);

console.log("› bundling the server");
rmSync(join(server, "dist"), { recursive: true, force: true });
await bundleServer({ outdir: join(server, "dist") });
writeFileSync(stampFile, JSON.stringify({ sourcesMtime: mtime, builtAt: new Date().toISOString() }));
console.log(`› build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
