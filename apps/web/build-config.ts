import { fileURLToPath } from "node:url";
import { parseEnv, toPublicConfig } from "@tostao/core";

/**
 * The same schema the server uses decides what the pages link to; the build fails on bad values.
 * Baked into the browser code as __PUBLIC_CONFIG__.
 */
export function publicConfigDefine(): string {
  const env = parseEnv(process.env);
  if (!env.ok) throw new Error(`Configuração inválida:\n${env.problems.join("\n")}`);
  return JSON.stringify(toPublicConfig(env.env));
}

/**
 * The year in São Paulo when the build runs: the copyright line says the current year without
 * anyone editing it (every deploy rebuilds). Baked in as __BUILD_YEAR__.
 */
export function buildYearDefine(): string {
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(
    new Date(),
  );
  return JSON.stringify(Number(year));
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
