import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { keepPageRenderer, preactInBrowser, renderWithDefaults } from "./build-config";

/** Module ids matching a pattern written with "/" (ids use the platform's separator). */
const modules = (pattern: string) => new RegExp(pattern.replaceAll("/", "[\\\\/]"));

const clientChunkGroups = [
  // The router, Preact and the root route: all the entry evaluates before hydration (next-task is
  // the one helper the entry shares with the areas; left alone it would land in an area's chunk).
  { name: "app", test: modules("app/(root\\.tsx|lib/next-task\\.ts)$"), priority: 6 },
  // The API client and what every signed-in area parses with, evaluated in a task of its own before
  // hydration (entry.client.tsx). "zod without eval", which the query client imports, travels with
  // zod, so it is configured before any schema in another chunk is built.
  {
    name: "data",
    test: modules(
      "node_modules/(zod|@tanstack/(query-core|react-query))/|app/lib/(zod-without-eval|api-client|api|query-client)\\.tsx?$|packages/core/src/api/",
    ),
    priority: 5,
  },
  // What the areas' shells are drawn with, and the person's session they all check.
  {
    name: "ui",
    test: modules(
      "node_modules/(tailwind-merge|clsx|class-variance-authority|@radix-ui/react-slot|lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|shared/))|app/lib/(utils|seo)\\.ts$|app/components/ui/(button|query-gate)\\.tsx$|app/components/site/(logo|theme-toggle|bare-page)\\.tsx$|app/features/auth/(use-person-session|lazy-sign-in-form|api-error-message)\\.tsx?$",
    ),
    priority: 3,
  },
  // The form library, for the pages with forms (none of them on a signed-in first load).
  {
    name: "forms",
    test: modules("node_modules/(react-hook-form|@hookform)/|app/components/ui/(form-field|input)\\.tsx$"),
    priority: 3,
  },
  { name: "painel", test: modules("app/routes/painel/layout\\.tsx$"), priority: 2 },
  { name: "admin", test: modules("app/routes/admin/layout\\.tsx$"), priority: 2 },
];

// This build bundles the public pages for the server, which renders them to HTML when it starts
// (with its own configuration, see keepPageRenderer), and builds the client-side app that runs
// /chat, /admin and /painel in the browser (Preact's compatibility layer, see build-config.ts). The
// islands of the public pages are bundled separately (islands.build.ts). Nothing in the output
// depends on the environment.
renderWithDefaults();
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [keepPageRenderer()] : [])],
  resolve: {
    alias: isSsrBuild
      ? []
      : Object.entries(preactInBrowser).map(([name, path]) => ({
          find: new RegExp(`^${name}$`),
          replacement: path,
        })),
  },
  build: {
    assetsInlineLimit: 0,
    // Few, larger chunks for the client-side app: over HTTP/1.1 a phone fetches about six files at
    // a time, so a signed-in /painel that needed 63 small files waited on round trips, not bytes.
    // A module goes to the first group (by priority) that matches it, with what it imports.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups } } },
  },
}));
