// Bundles the islands of the pre-rendered public pages (app/islands): one tiny entry that waits for
// the page's "load" event, then one chunk per island plus shared chunks (Preact, utilities).
// Run by scripts/build.mjs after the React Router build; writes build/islands.json, which names
// the entry that every page with islands references. Vite (Rolldown) rather than esbuild: it
// tree-shakes zod's namespace, which keeps the affiliate form's validation chunk five times smaller.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { preactInBrowser } from "./build-config";

const web = fileURLToPath(new URL(".", import.meta.url));
const base = "/assets/islands/";

const result = await build({
  configFile: false,
  root: web,
  base,
  publicDir: false,
  logLevel: "warn",
  mode: "production",
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${web}app/` },
      ...Object.entries(preactInBrowser).map(([name, path]) => ({
        find: new RegExp(`^${name}$`),
        replacement: path,
      })),
    ],
  },
  build: {
    outDir: `${web}build/client${base}`,
    emptyOutDir: false,
    assetsDir: "",
    copyPublicDir: false,
    target: "es2022",
    rolldownOptions: {
      input: { islands: `${web}app/islands/client.ts` },
      // lucide-react marks its modules "use client", which means nothing in a browser bundle.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
      output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});

const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const entry = outputs
  .flatMap((o) => o.output)
  .find((chunk) => chunk.type === "chunk" && chunk.isEntry && chunk.name === "islands");
if (!entry) throw new Error("the islands entry is missing from the build");
const url = `${base}${entry.fileName}`;
writeFileSync(`${web}build/islands.json`, JSON.stringify({ entry: url }));
console.log(`› islands bundled: ${url}`);
