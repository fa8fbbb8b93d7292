import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTables } from "./generate-tables.ts";

describe("tables.generated.ts", () => {
  it("matches the migrations", async () => {
    const committed = readFileSync(new URL("../tables.generated.ts", import.meta.url), "utf8");
    const fresh = await generateTables();
    if (fresh !== committed) {
      expect.fail(
        "packages/db/src/tables.generated.ts differs from the migrations: run `npm run db:types` and commit the result.",
      );
    }
  }, 60_000);
});
