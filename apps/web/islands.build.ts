// Bundles the islands of the pre-rendered public pages (app/islands): one tiny entry that waits for
// the page's "load" event, then one chunk per island plus shared chunks (Preact, utilities).
// Run by scripts/build.mjs after the React Router build; writes build/islands.json, which names
// the entry that every page with islands references.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildYearDefine, preactInBrowser, publicConfigDefine } from "./build-config";

const web = fileURLToPath(new URL(".", import.meta.url));
const client = `${web}build/client`;

const result = await build({
  absWorkingDir: web,
  entryPoints: { islands: "app/islands/client.ts" },
  outdir: `${client}/assets/islands`,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
  define: {
    __PUBLIC_CONFIG__: publicConfigDefine(),
    __BUILD_YEAR__: buildYearDefine(),
    "process.env.NODE_ENV": JSON.stringify("production"),
    "import.meta.env.SSR": "false",
  },
  plugins: [
    {
      name: "preact-in-browser",
      setup(b) {
        b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
          const path = preactInBrowser[args.path];
          return path ? { path } : undefined;
        });
      },
    },
  ],
});

const entry = Object.entries(result.metafile.outputs).find(([, output]) =>
  output.entryPoint?.endsWith("app/islands/client.ts"),
);
if (!entry) throw new Error("the islands entry is missing from the build");
const url = `/${relative(client, `${web}${entry[0]}`)}`;
writeFileSync(`${web}build/islands.json`, JSON.stringify({ entry: url }));
console.log(`› islands bundled: ${url}`);
