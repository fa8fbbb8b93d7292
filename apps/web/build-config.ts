import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageValues, parseEnv, toPublicConfig } from "@tostao/core";
import type { Plugin } from "vite";

/** Where the build keeps the server bundle of the pages (see keepPageRenderer). */
const rendererDir = fileURLToPath(new URL("./build/renderer", import.meta.url));

/**
 * React Router pre-renders the public pages at the end of the build, as a check that they render;
 * those copies are not served (the server renders the pages again at start-up, with its own
 * configuration). They get the defaults, the same whatever the environment of the build.
 */
export function renderWithDefaults(): void {
  const env = parseEnv({});
  if (!env.ok) throw new Error(env.problems.join("\n"));
  globalThis.__TOSTAO_PAGE_VALUES__ = pageValues(toPublicConfig(env.env), new Date(0));
}

/**
 * With `ssr: false` React Router deletes its server bundle once it has pre-rendered the pages. The
 * server needs it to render them at start-up, so its scripts are copied to build/renderer first.
 */
export function keepPageRenderer(): Plugin {
  return {
    name: "tostao:keep-page-renderer",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options, bundle) {
        const outDir = options.dir;
        if (!outDir) throw new Error("the server build has no output directory");
        rmSync(rendererDir, { recursive: true, force: true });
        for (const file of Object.keys(bundle).filter((name) => name.endsWith(".js"))) {
          mkdirSync(dirname(join(rendererDir, file)), { recursive: true });
          cpSync(join(outDir, file), join(rendererDir, file));
        }
      },
    },
  };
}

// Pages are pre-rendered with React; in the browser Preact's compatibility layer runs them, about
// 60 KB (gzip) less on every first load. What that asks of the code:
// - a component that takes a ref uses forwardRef (Preact does not pass `ref` as a prop);
// - an id rendered both in the HTML and in the browser is a fixed string, not useId (the two differ).
// Absolute paths, so modules anywhere in node_modules resolve to this one copy of Preact.
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** React's entry points and the Preact modules that stand in for them in the browser. */
export const preactInBrowser: Record<string, string> = {
  "react-dom/client": preact("preact/compat/client"),
  "react-dom": preact("preact/compat"),
  "react/jsx-runtime": preact("preact/jsx-runtime"),
  "react/jsx-dev-runtime": preact("preact/jsx-dev-runtime"),
  react: preact("preact/compat"),
};
