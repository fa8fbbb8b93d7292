import type { SqlRunner } from "../migrate.ts";

/** One column as the migrations left it. */
export interface ColumnInfo {
  name: string;
  /** PostgreSQL's type name (udt_name): int8, text, timestamptz, _int4 for int4[]… */
  type: string;
  nullable: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
}

/**
 * The tables of the current schema (`public` unless the search path says otherwise), bookkeeping
 * ones aside, in name order, columns in table order.
 */
export async function describeTables(db: SqlRunner): Promise<TableInfo[]> {
  const rows = await db.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
  }>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables: TableInfo[] = [];
  for (const row of rows) {
    let table = tables.at(-1);
    if (table?.name !== row.table_name) {
      table = { name: row.table_name, columns: [] };
      tables.push(table);
    }
    table.columns.push({ name: row.column_name, type: row.udt_name, nullable: row.is_nullable === "YES" });
  }
  return tables;
}
