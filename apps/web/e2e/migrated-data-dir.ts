// Fills the directory named by the first argument with a migrated, empty PGlite data directory:
// the shared server's (playwright.config.ts's webServer), which starts before any spec can make it.
import { copyMigratedDataDir } from "@tostao/db/testing";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node --import tsx e2e/migrated-data-dir.ts <directory>");
await copyMigratedDataDir(dir);
