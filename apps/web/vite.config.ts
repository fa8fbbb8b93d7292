import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { parseEnv, toPublicConfig } from "@tostao/core";
import { defineConfig } from "vite";

// The same schema the server uses decides what the pages link to; the build fails on bad values.
const env = parseEnv(process.env);
if (!env.ok) throw new Error(`Configuração inválida:\n${env.problems.join("\n")}`);

// Pages are pre-rendered with React; in the browser Preact's compatibility layer hydrates and runs
// them, about 60 KB (gzip) less on every first load. What that asks of the code:
// - a component that takes a ref uses forwardRef (Preact does not pass `ref` as a prop);
// - an id rendered both in the HTML and in the browser is a fixed string, not useId (the two differ);
// - the browser hydrates <body> only (see Layout in root.tsx and entry.client.tsx).
// Absolute paths, so modules anywhere in node_modules resolve to this one copy of Preact.
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactInBrowser = [
  { find: /^react-dom\/client$/, replacement: preact("preact/compat/client") },
  { find: /^react-dom$/, replacement: preact("preact/compat") },
  { find: /^react\/jsx-runtime$/, replacement: preact("preact/jsx-runtime") },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact("preact/jsx-dev-runtime") },
  { find: /^react$/, replacement: preact("preact/compat") },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(toPublicConfig(env.env)) },
  resolve: { alias: isSsrBuild ? [] : preactInBrowser },
  build: { assetsInlineLimit: 0 },
}));
