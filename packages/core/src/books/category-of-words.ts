import { fallbackCategory, findCategory } from "../parser/categories.ts";
import { foldWords } from "../parser/normalise.ts";
import type { RecordKind } from "../parser/types.ts";
import type { Book } from "./book.ts";
import { businessCategory } from "./books.ts";

/**
 * The category a record's own words point to, as the chat would file them ("tv nova" is Compras,
 * "mercado do mês" Mercado), or the book's fallback one: for records that come with a description
 * but no category (a planned purchase bought, a statement line).
 * @example categoryOfWords("expense", "ingresso do cinema", "personal") // "Lazer"
 */
export function categoryOfWords(kind: RecordKind, description: string, book: Book = "personal"): string {
  if (book === "business") return businessCategory(kind, description);
  return findCategory(foldWords(description), kind)?.category ?? fallbackCategory(kind);
}
