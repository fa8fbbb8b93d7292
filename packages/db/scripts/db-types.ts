/**
 * `npm run db:types`: regenerates packages/db/src/tables.generated.ts from the migrations.
 * Run it after adding a migration; a test fails while the file and the migrations disagree.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateTables, TABLES_FILE } from "../src/types/generate-tables.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
writeFileSync(`${root}${TABLES_FILE}`, await generateTables());
process.stdout.write(`${TABLES_FILE} atualizado.\n`);
