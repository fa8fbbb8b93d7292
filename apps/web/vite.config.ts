import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { parseEnv, toPublicConfig } from "@tostao/core";
import { defineConfig } from "vite";

// The same schema the server uses decides what the pages link to; the build fails on bad values.
const env = parseEnv(process.env);
if (!env.ok) throw new Error(`Configuração inválida:\n${env.problems.join("\n")}`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(toPublicConfig(env.env)) },
  build: { assetsInlineLimit: 0 },
});
