import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from "../../scripts/lib/chromium.mjs";

// E2E_PORT lets several checkouts, or several runs of one (npm test runs the journeys in parts
// side by side), run their browser tests at once: the specs that start their own servers take the
// ports up to E2E_PORT + 12, and the shared server's data directory is named by its port.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const root = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = `${root}.tmp/e2e-data-${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // npm test splits the journeys by file (E2E_SPLIT_BY_FILE): a file's servers then start in one part only.
  fullyParallel: !process.env.E2E_SPLIT_BY_FILE,
  // npm test chooses how many run at once by what else runs beside them (scripts/test.mjs).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: on two shared cores a journey has failed once in a few hundred runs without a cause
  // that repeats. npm test names every test that needed it, with what broke the first time.
  retries: 1,
  // Room for a journey on a loaded machine: npm test runs the browser tests beside the integration
  // tests on 2 cores, where a page's update has taken over 5 s and a journey over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace (each action's DOM snapshot, network, console); the
    // screencast frames it would also carry cost the browser about a third of its CPU in every
    // journey, failed or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The built app, started the way npm start runs it, on an empty embedded database migrated
    // already (a first start's migrations are main/server.int.test.ts's subject).
    command: `rm -rf "${dataDir}" && node --import tsx ${root}apps/web/e2e/migrated-data-dir.ts "${dataDir}" && node ${root}apps/server/dist/bin/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // As long as the specs' own servers may take (support.ts): under a load of 30 on two cores, a
    // start-up took over a minute.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "senha-de-teste-e2e",
      // The operator console's billing pages are fed by signed checkout deliveries in the specs.
      HOTMART_HOTTOK: "hottok-e2e",
      PLAN_PRODUCTS: "hotmart:4567890=annual,hotmart:4567891=monthly",
    },
  },
});
