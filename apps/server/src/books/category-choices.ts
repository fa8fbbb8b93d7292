import {
  type Book,
  BUSINESS_CATEGORIES,
  choiceWords,
  DEFAULT_CATEGORIES,
  describesNothing,
  isOwnChoice,
  type OwnWords,
  type RecordKind,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { forgetPreloaded, preloaded } from "./preloaded-reads.ts";

const DEFAULTS = [...Object.values(DEFAULT_CATEGORIES), ...Object.values(BUSINESS_CATEGORIES)].flat();
const DEFAULT_NAMES = new Set(DEFAULTS);

/** How many records filed in the person's own categories teach their words, newest first. */
const TAUGHT_BY_RECORDS = 200;

/**
 * What the person made of their books, for the chat to read their words with: the categories they
 * created (by name), the words they moved to a category by hand (category_choices), and the words
 * of the records filed in their own categories.
 */
export async function loadOwnWords(tx: SqlRunner, userId: number, book: Book): Promise<OwnWords> {
  // Read with the person's arrival when they still hold (books/preloaded-reads.ts).
  const reads = preloaded(tx, userId, book);
  const own = reads
    ? {
        categories: reads.categories
          .filter((c) => !c.archived && !DEFAULT_NAMES.has(c.name))
          .map((c) => ({ name: c.name, kind: c.kind })),
        chosen: reads.chosen,
      }
    : await readOwnWords(tx, userId, book);
  return withFiledWords(tx, userId, book, own);
}

/** The categories the person created and the words they moved to a category by hand. */
interface OwnLists {
  categories: Array<{ name: string; kind: RecordKind }> | null;
  chosen: Array<{ words: string; category: string; kind: RecordKind }> | null;
}

/** The person's own categories and the words they moved by hand, in one round trip. */
async function readOwnWords(tx: SqlRunner, userId: number, book: Book): Promise<OwnLists> {
  const [own] = await tx.query<OwnLists>(
    `SELECT
       (SELECT json_agg(json_build_object('name', name, 'kind', kind)) FROM categories
        WHERE user_id = $1 AND book = $2 AND archived_at IS NULL AND NOT (name = ANY($3::text[]))) AS categories,
       (SELECT json_agg(json_build_object('words', ch.words, 'category', c.name, 'kind', c.kind)
                        ORDER BY ch.updated_at DESC)
        FROM category_choices ch JOIN categories c ON c.id = ch.category_id AND c.archived_at IS NULL
        WHERE ch.user_id = $1 AND ch.book = $2) AS chosen`,
    [userId, book, DEFAULTS],
  );
  return { categories: own?.categories ?? null, chosen: own?.chosen ?? null };
}

/** Adds the words of the records filed in the person's own categories to the ones chosen by hand. */
async function withFiledWords(tx: SqlRunner, userId: number, book: Book, own: OwnLists): Promise<OwnWords> {
  const categories = own.categories ?? [];
  const chosen = own.chosen ?? [];
  const filed =
    categories.length === 0
      ? []
      : await tx.query<{ description: string; category: string; kind: RecordKind }>(
          `SELECT t.description, c.name AS category, c.kind FROM transactions t
             JOIN categories c ON c.id = t.category_id
           WHERE t.user_id = $1 AND t.book = $2 AND c.archived_at IS NULL AND NOT (c.name = ANY($3::text[]))
             AND t.description <> ''
           ORDER BY t.id DESC LIMIT ${TAUGHT_BY_RECORDS}`,
          [userId, book, DEFAULTS],
        );
  const choices = [...chosen];
  const seen = new Set(choices.map((c) => c.words));
  for (const r of filed) {
    const words = choiceWords(r.description);
    if (words === "" || describesNothing(r.description) || seen.has(words)) continue;
    seen.add(words);
    choices.push({ words, category: r.category, kind: r.kind });
  }
  return { categories, choices };
}

/**
 * Remembers that a record with this description was moved to `category` by hand. Moving it to the
 * category its words go to anyway forgets the choice instead.
 * @returns the words remembered when this is news (to say once), else null
 */
export async function rememberCategory(
  tx: SqlRunner,
  owner: { userId: number; book: Book },
  record: { description: string; category: string; kind: RecordKind },
): Promise<string | null> {
  const { userId, book } = owner;
  const { description, category, kind } = record;
  const words = choiceWords(description);
  // "gastei 100 reais" is described by its category ("outros"): nothing to learn from it
  if (words === "" || describesNothing(description)) return null;
  // The words filed by hand change: what was read with the person's arrival no longer holds.
  forgetPreloaded(tx);
  if (!isOwnChoice(description, category, kind, book)) {
    await tx.query("DELETE FROM category_choices WHERE user_id = $1 AND book = $2 AND words = $3", [
      userId,
      book,
      words,
    ]);
    return null;
  }
  const rows = await tx.query<{ changed: boolean }>(
    `WITH cat AS (
       SELECT id FROM categories WHERE user_id = $1 AND book = $2 AND kind = $5 AND lower(name) = lower($4) LIMIT 1
     ), before AS (
       SELECT category_id FROM category_choices WHERE user_id = $1 AND book = $2 AND words = $3
     )
     INSERT INTO category_choices (user_id, book, words, category_id, updated_at)
     SELECT $1, $2, $3, cat.id, now() FROM cat
     ON CONFLICT (user_id, book, words) DO UPDATE SET category_id = EXCLUDED.category_id, updated_at = now()
     RETURNING category_id IS DISTINCT FROM (SELECT category_id FROM before) AS changed`,
    [userId, book, words, category, kind],
  );
  return rows[0]?.changed ? words : null;
}
