import type { SqlRunner } from "@tostao/db";
import {
  type Column,
  type Section,
  sections,
  transactionsBatchSql,
  transactionsSection,
} from "./personal-data-sections.ts";

export type Row = Record<string, unknown>;

// Small enough that one batch's query (on PGlite, on the server's own thread) takes a few
// milliseconds: a thousand of these rows, with their four joins, took 30-110 ms.
const BATCH = 250;

/** A section's rows as stored (centavos, dates as text, times as timestamps), codes in words. */
async function sectionRows(tx: SqlRunner, section: Section, userId: number): Promise<Row[]> {
  const rows = await tx.query<Row>(section.sql, [userId]);
  return section.label ? rows.map(section.label) : rows;
}

/** Every section but the records, read in one go (each is small). */
export async function personalData(
  tx: SqlRunner,
  userId: number,
): Promise<{ section: Section; rows: Row[] }[]> {
  const out: { section: Section; rows: Row[] }[] = [];
  for (const section of sections) out.push({ section, rows: await sectionRows(tx, section, userId) });
  return out;
}

/** The person's records in batches of 250, oldest first, codes in words. */
export async function* transactionRows(db: SqlRunner, userId: number): AsyncGenerator<Row[]> {
  let after: { date: string; id: number } = { date: "0001-01-01", id: 0 };
  for (;;) {
    const rows = await db.query<Row>(transactionsBatchSql, [userId, after.date, after.id, BATCH]);
    if (rows.length === 0) return;
    const last = rows.at(-1) as Row;
    after = { date: String(last.date), id: Number(last.id) };
    yield transactionsSection.label ? rows.map(transactionsSection.label) : rows;
    if (rows.length < BATCH) return;
  }
}

const isoTime = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** One value as the JSON copy writes it: money in reais, times in ISO 8601 (UTC). */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case "money":
      return Number(value) / 100;
    case "number":
      return Number(value);
    case "datetime":
      return isoTime(value);
    case "boolean":
      return Boolean(value);
    default:
      return value;
  }
}

/** A row with only its section's columns, written for JSON. */
export function jsonRow(columns: readonly Column[], row: Row): Row {
  return Object.fromEntries(columns.map((column) => [column.key, jsonValue(column, row[column.key])]));
}
