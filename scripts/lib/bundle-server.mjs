// Bundles the server (src/main/server.ts) into `outdir`/bin/main.js (and the reading process it forks
// into bin/reading-child.js) with its migrations beside it in
// `outdir`/migrations: what `npm run build` ships, and what the fault tests run as a child process.
// Also the page renderer's worker, which the build ships beside the web app.
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("../../", import.meta.url).pathname;

/** Workspace packages are bundled from source; every npm dependency stays in node_modules. */
const externaliseNpm = {
  name: "externalise-npm",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@tostao/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** @param {{ outdir: string }} options */
export async function bundleServer({ outdir }) {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  await build({
    // The reading processes the server forks run their own entry, beside main.js.
    entryPoints: {
      "bin/main": join(root, "apps/server/src/main/server.ts"),
      "bin/reading-child": join(root, "apps/server/src/media/reading-child.ts"),
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    define: { __TOSTAO_VERSION__: JSON.stringify(version) },
    plugins: [externaliseNpm],
  });
  mkdirSync(outdir, { recursive: true });
  cpSync(join(root, "packages/db/migrations"), join(outdir, "migrations"), { recursive: true });
  return join(outdir, "bin/main.js");
}

/**
 * Bundles the page renderer's worker (apps/web/render/worker.ts) into `outfile`: the server starts
 * it at start-up to render the pages with its configuration.
 * @param {{ outfile: string }} options
 */
export async function bundlePageRenderer({ outfile }) {
  await build({
    entryPoints: [join(root, "apps/web/render/worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    plugins: [externaliseNpm],
  });
}
