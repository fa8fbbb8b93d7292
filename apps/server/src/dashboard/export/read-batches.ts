import type { SqlRunner } from "@tostao/db";
import { type DaysFilter, filterConditions } from "../transactions/filter-sql.ts";

// Small enough that one batch's query (on PGlite, on the server's own thread) takes a few milliseconds.
const BATCH = 1000;

/** Where a batch ends: the next one starts after this record (oldest first). */
interface Key {
  date: string;
  id: number;
}

/**
 * Keyset batches of the records matching the filter, oldest first: `read` runs one batch's query
 * (the WHERE clause, its params and the LIMIT placeholder are given) and says where it ended.
 * The next batch is asked for while the caller handles the current one, so a database in another
 * process works while this one formats; only two batches are ever held in memory.
 */
async function* keysetBatches<T>(
  userId: number,
  filter: DaysFilter,
  read: (where: string, params: unknown[], limit: string) => Promise<{ value: T; last: Key | null }>,
  size = BATCH,
): AsyncGenerator<T> {
  const next = (after: Key | null) => {
    const params: unknown[] = [userId];
    const where = filterConditions(filter, params);
    if (after) {
      params.push(after.date, after.id);
      where.push(`(t.date, t.id) > ($${params.length - 1}::date, $${params.length}::bigint)`);
    }
    params.push(size);
    return read(where.join(" AND "), params, `$${params.length}`);
  };
  let pending = next(null);
  for (;;) {
    const { value, last } = await pending;
    if (!last) return;
    pending = next(last);
    // A rejected prefetch is awaited (and thrown) on the next turn; never left unhandled.
    pending.catch(() => {});
    yield value;
  }
}

/**
 * Keyset batches of the matching records, each folded by the database into one value (a text of
 * CSV lines, a JSON array of rows): `columns` are computed for each record (`t` is transactions,
 * `c` its category), `aggregate` folds them (over `page`, which also has `date` and `id`).
 * One value per batch spares building and parsing a row object per record here.
 */
export function foldedBatches<T>(
  db: SqlRunner,
  userId: number,
  filter: DaysFilter,
  fold: { columns: string; aggregate: string; empty: T },
  size = BATCH,
): AsyncGenerator<T> {
  return keysetBatches(
    userId,
    filter,
    async (where, params, limit) => {
      const [row] = await db.query<{ value: T | null; last_date: string | null; last_id: number | null }>(
        `WITH page AS MATERIALIZED (
           SELECT t.id, t.date, ${fold.columns}
           FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
           WHERE ${where} ORDER BY t.date, t.id LIMIT ${limit})
         SELECT ${fold.aggregate} AS value,
           (SELECT date::text FROM page ORDER BY date DESC, id DESC LIMIT 1) AS last_date,
           (SELECT id FROM page ORDER BY date DESC, id DESC LIMIT 1) AS last_id
         FROM page`,
        params,
      );
      return {
        value: row?.value ?? fold.empty,
        last: row?.last_date && row.last_id ? { date: row.last_date, id: Number(row.last_id) } : null,
      };
    },
    size,
  );
}
