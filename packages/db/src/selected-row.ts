/**
 * Row types for raw queries, derived from the generated table types (tables.generated.ts) so a
 * store never writes a row shape by hand:
 *
 *     const COLUMNS = "id, status, created_at";
 *     type Row = SelectedRow<SubscriptionsRow, typeof COLUMNS, { status: SubscriptionStatus }>;
 *     await db.query<Row>(`SELECT ${COLUMNS} FROM subscriptions`);
 *
 * The column list is plain names separated by commas; a name the table lacks makes the row type
 * an error that names it, so a renamed column breaks the build instead of reading undefined.
 */
type Blank = " " | "\n" | "\t" | "\r";
type Trim<S extends string> = S extends `${Blank}${infer R}`
  ? Trim<R>
  : S extends `${infer L}${Blank}`
    ? Trim<L>
    : S;
type ColumnNames<S extends string> = S extends `${infer Head},${infer Tail}`
  ? Trim<Head> | ColumnNames<Tail>
  : Trim<S>;

/**
 * The row `SELECT <Columns> FROM <table>` gives, with the generated type `Row` of the table;
 * `Narrowed` replaces the types of some columns (a CHECK constraint's values, say).
 */
export type SelectedRow<Row, Columns extends string, Narrowed = Record<never, never>> = [
  Exclude<ColumnNames<Columns>, keyof Row>,
] extends [never]
  ? Omit<Pick<Row, ColumnNames<Columns> & keyof Row>, keyof Narrowed> & Narrowed
  : { unknownColumn: Exclude<ColumnNames<Columns>, keyof Row> };
