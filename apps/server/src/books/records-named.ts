import { type Book, centavos, descriptionPatterns, type RecordKind, type RecordRef } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** How far back a correction that names its record looks: the newest records of the book. */
const RECENT = 40;

/**
 * The recent records whose words hold every word of `target` ("aluguel", "uber", "gasolina"):
 * their description or their category's name, folded; a word that names a thing several words say
 * ("gasolina", "combustível", "posto": the fuel; "farmácia", "remédio") holds when any of them
 * does, so "apaga a gasolina" finds the record booked from "abasteci 180"; every recent record when `target` has no
 * words ("apaga o de 45" names its record by the amount alone). Newest first; an instalment purchase is
 * one record with all its parts' ids; `message` is the message that booked it (several records of
 * one message share it), or null.
 * @example recordsNamed(tx, 7, "personal", "aluguel") // [{ ids: [91], total: 145000, … }]
 */
export async function recordsNamed(
  tx: SqlRunner,
  userId: number,
  book: Book,
  target: string,
): Promise<(RecordRef & { message: number | null })[]> {
  // each word said, as the LIKE patterns of its forms: [word index, pattern] pairs
  const forms = descriptionPatterns(target).flatMap((patterns, k) => patterns.map((p) => [k, p] as const));
  const rows = await tx.query<{
    ids: number[];
    kind: RecordKind;
    total: number;
    date: string;
    category: string | null;
    description: string;
    message: number | null;
  }>(
    `WITH recent AS (
       SELECT COALESCE(t.installment_group::text, t.id::text) AS record, max(t.id) AS newest
       FROM transactions t WHERE t.user_id = $1 AND t.book = $2
       GROUP BY 1 ORDER BY newest DESC LIMIT ${RECENT}
     )
     SELECT array_agg(t.id ORDER BY t.installment_number NULLS FIRST, t.id) AS ids, min(t.kind) AS kind,
       sum(t.amount_centavos)::bigint AS total, min(t.date)::text AS date, min(c.name) AS category,
       min(t.description) AS description, min(t.source_message_id) AS message
     FROM recent r JOIN transactions t ON t.user_id = $1 AND COALESCE(t.installment_group::text, t.id::text) = r.record
       LEFT JOIN categories c ON c.id = t.category_id
     WHERE NOT EXISTS (
       SELECT 1 FROM unnest($3::int[], $4::text[]) AS f(word, pattern) GROUP BY f.word
       HAVING NOT bool_or(t.description_folded || ' ' || fold_text(COALESCE(c.name, '')) LIKE f.pattern))
     GROUP BY r.record, r.newest ORDER BY r.newest DESC`,
    [userId, book, forms.map(([k]) => k), forms.map(([, p]) => p)],
  );
  return rows.map((r) => ({
    ids: r.ids.map(Number),
    kind: r.kind,
    total: centavos(Number(r.total)),
    date: r.date.slice(0, 10),
    category: r.category,
    description: r.description,
    message: r.message === null ? null : Number(r.message),
  }));
}
