import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The books module is the only writer of the books: records, categories, fixed items, reminders,
 * cards, goals, spending limits, planned purchases, accounts and their balances, and their links
 * (bill payments, limit marks). This reads every server source outside books/
 * (tests and test helpers aside) and fails on a statement that writes one of those tables,
 * naming the file and line.
 */
const BOOKS_TABLES = [
  "transactions",
  "categories",
  "recurring_rules",
  "reminders",
  "card_bill_payments",
  "account_transfers",
  "accounts",
  "limit_alerts",
  "cards",
  "goals",
  "spending_limits",
  "planned_purchases",
  "books_operations",
  "books_changes",
];

const serverSources = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

const isTestCode = (file: string) => file.endsWith(".test.ts") || file.split(sep).includes("testing");

const tables = BOOKS_TABLES.join("|");
// INSERT INTO t, UPDATE t, DELETE FROM t, and a table handed to generic SQL ("DELETE FROM ${table}" with the name as a string).
const WRITE = new RegExp(
  `\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?["']?(${tables})\\b`,
  "gi",
);
const DYNAMIC = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+\$\{/g;
const TABLE_NAME = new RegExp(`["'\`](${tables})["'\`]`, "g");

/** Each write to a books table outside books/: "file:line: statement". */
function writesOutsideBooks(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const lines = text.split("\n");
    const lineOf = (index: number) => text.slice(0, index).split("\n").length;
    for (const match of text.matchAll(WRITE)) {
      const line = lineOf(match.index ?? 0);
      found.push(`${path}:${line}: ${lines[line - 1]?.trim()}`);
    }
    // Generic SQL over a table name given as a string: flag when a books table's name is in the file.
    if (DYNAMIC.test(text) && TABLE_NAME.test(text)) {
      DYNAMIC.lastIndex = 0;
      for (const match of text.matchAll(DYNAMIC)) {
        const line = lineOf(match.index ?? 0);
        found.push(`${path}:${line}: ${lines[line - 1]?.trim()} (a books table named in this file)`);
      }
    }
    DYNAMIC.lastIndex = 0;
    TABLE_NAME.lastIndex = 0;
  }
  return found;
}

describe("the books module", () => {
  it("is the only writer of records, categories, fixed items, reminders, cards, goals, limits, plans, accounts and their links", () => {
    const outside = sources(serverSources)
      .map((path) => relative(serverSources, path))
      .filter((path) => !path.startsWith(`books${sep}`) && !isTestCode(path))
      .map((path) => ({ path, text: readFileSync(join(serverSources, path), "utf8") }));
    expect(outside.length).toBeGreaterThan(100);
    expect(writesOutsideBooks(outside)).toEqual([]);
  });

  it("would name the file and line of a write elsewhere", () => {
    const text =
      "const a = 1;\nawait tx.query(\n  `UPDATE transactions SET amount_centavos = 1 WHERE id = $1`,\n);\n";
    expect(writesOutsideBooks([{ path: "dashboard/x.ts", text }])).toEqual([
      "dashboard/x.ts:3: `UPDATE transactions SET amount_centavos = 1 WHERE id = $1`,",
    ]);
    expect(writesOutsideBooks([{ path: "a.ts", text: "`insert into categories (name)`" }])).toHaveLength(1);
    expect(writesOutsideBooks([{ path: "a.ts", text: "`SELECT * FROM transactions FOR UPDATE`" }])).toEqual(
      [],
    );
    const generic =
      'deleteOwnedRow(tx, "reminders", input);\nawait tx.query(`DELETE FROM $' + "{table} WHERE id = $1`);";
    expect(writesOutsideBooks([{ path: "b.ts", text: generic }])).toHaveLength(1);
  });
});
