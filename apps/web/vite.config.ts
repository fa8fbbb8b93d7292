import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildYearDefine, preactInBrowser, publicConfigDefine } from "./build-config";

// This build pre-renders the public pages (React) and builds the client-side app that runs /chat,
// /admin and /painel in the browser (Preact's compatibility layer, see build-config.ts). The islands
// of the public pages are bundled separately (islands.build.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_CONFIG__: publicConfigDefine(), __BUILD_YEAR__: buildYearDefine() },
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
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "app", test: /[\\/]app[\\/]root\.tsx$/, priority: 3 },
                { name: "painel", test: /[\\/]routes[\\/]painel[\\/]layout\.tsx$/, priority: 2 },
              ],
            },
          },
        },
  },
}));
