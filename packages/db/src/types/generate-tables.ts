import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../migrate.ts";
import { openDb, pgliteOptions } from "../open-db.ts";
import { describeTables } from "./describe-tables.ts";
import { renderTables } from "./render-tables.ts";

/** Path of the generated file, from the repository root. */
export const TABLES_FILE = "packages/db/src/tables.generated.ts";

/** Migrates a fresh in-memory PGlite and renders its tables as TypeScript row types. */
export async function generateTables(): Promise<string> {
  const db = await openDb({ pglite: await PGlite.create(pgliteOptions), migrate: false });
  try {
    await migrate(db);
    return renderTables(await describeTables(db));
  } finally {
    await db.close();
  }
}
