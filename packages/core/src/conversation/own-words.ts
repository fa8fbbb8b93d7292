/**
 * The person's own words win (docs/message-understanding.md, "The person's own words"): a category
 * they created is understood by its name, and words they filed somewhere by hand go there again.
 * The parser knows only the default categories; this reads its results again with what the person
 * made of them. Pure: the server loads the person's categories and choices.
 */

import type { Book } from "../books/book.ts";
import { BUSINESS_CATEGORIES } from "../books/books.ts";
import { categoryOfWords } from "../books/category-of-words.ts";
import { foldAccents } from "../fold.ts";
import { DEFAULT_CATEGORIES } from "../parser/categories.ts";
import type { Interpretation, RecordKind } from "../parser/types.ts";

export interface OwnWords {
  /** The person's categories of the book that are not defaults ("Academia", "Delivery", "Bebê"). */
  categories: readonly { name: string; kind: RecordKind }[];
  /** Words filed by hand in a category (`choiceWords` of a description), newest first. */
  choices: readonly { words: string; category: string; kind: RecordKind }[];
}

const STOP = new Set(
  "a,o,as,os,de,do,da,dos,das,no,na,nos,nas,em,com,pra,pro,para,por,um,uma,e,meu,minha,seu,sua,foi,era,gastei,paguei,comprei,reais,real,conto,hoje,ontem,ja".split(
    ",",
  ),
);

const words = (text: string) =>
  foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((w) => w.length > 0);

/**
 * The words of a description that say what it was: folded, no articles, prepositions, verbs of
 * paying or numbers, at most three ("Mensalidade da Academia" → "mensalidade academia").
 * @example choiceWords("iFood do sábado") // "ifood sabado"
 */
export function choiceWords(description: string): string {
  return words(description)
    .filter((w) => !STOP.has(w) && !/^\d/.test(w) && w.length >= 2)
    .slice(0, 3)
    .join(" ");
}

// The words of every default category's name: what a record with no words of its own is described by.
const PLACEHOLDERS = new Set(
  [...Object.values(DEFAULT_CATEGORIES), ...Object.values(BUSINESS_CATEGORIES)].flat().map(choiceWords),
);

/**
 * Whether a description only repeats a default category's name ("outros" for "gastei 100 reais"):
 * it says nothing about the record, and nothing is learnt from it.
 */
export function describesNothing(description: string): boolean {
  return PLACEHOLDERS.has(choiceWords(description));
}

// Whether `phrase`'s words appear in `hay`, in order and next to each other.
function holds(hay: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= hay.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (hay[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

// Singular and plural said alike: "bebês" is "bebe", "academias" "academia".
const singular = (w: string) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w);

/** The person's category of `kind` whose name the words hold, the longest name first. */
function categoryNamed(own: OwnWords, said: string, kind: RecordKind | null): string | null {
  const hay = words(said).map(singular);
  let best: string | null = null;
  let bestLength = 0;
  for (const c of own.categories) {
    if (kind !== null && c.kind !== kind) continue;
    const name = words(c.name).map(singular);
    if (name.length > bestLength && holds(hay, name)) {
      best = c.name;
      bestLength = name.length;
    }
  }
  return best;
}

/** The category the person filed these words in by hand, if any. */
function chosenFor(own: OwnWords, description: string, kind: RecordKind): string | null {
  const hay = words(description).map(singular);
  for (const c of own.choices) {
    if (c.kind !== kind) continue;
    if (c.words.split(" ").every((w) => hay.includes(singular(w)))) return c.category;
  }
  return null;
}

/**
 * The results read again with the person's own categories and choices: a record whose words name
 * one of their categories, or that they filed somewhere by hand before, goes there; a correction
 * or question that names one of their categories means it.
 * @example withOwnWords([record("academia 120" → Saúde)], "academia 120", { categories: [{ name: "Academia", kind: "expense" }], choices: [] })
 *   // the record in Academia
 */
export function withOwnWords(results: Interpretation[], text: string, own: OwnWords): Interpretation[] {
  if (own.categories.length === 0 && own.choices.length === 0) return results;
  const alone = results.length === 1;
  return results.map((r) => {
    switch (r.intent) {
      case "record": {
        const named =
          categoryNamed(own, r.description, r.kind) ?? (alone ? categoryNamed(own, text, r.kind) : null);
        const category = named ?? chosenFor(own, r.description, r.kind);
        return category ? { ...r, category } : r;
      }
      case "edit_last": {
        // "muda pra delivery", "o ifood é delivery": the category said, not the one the word suggests
        // "não coloca em alimentação": a category refused is never read as the one meant
        if ((r.target && r.category === null) || r.not_category) return r;
        const named = categoryNamed(
          own,
          r.target ? text.slice(foldAccents(text).indexOf(r.target) + r.target.length) : text,
          null,
        );
        return named ? { ...r, category: named } : r;
      }
      case "query":
      case "follow_up": {
        if (!("category" in r) && !("text" in r)) return r;
        const named = categoryNamed(own, text, null);
        if (!named) return r;
        const { text: _, ...rest } = r as typeof r & { text?: string | null };
        return { ...rest, category: named } as Interpretation;
      }
      default:
        return r;
    }
  });
}

/**
 * Whether moving a record with this description to `category` is a choice worth remembering:
 * not when the category is the one its words go to anyway (moving it back forgets the choice).
 */
export function isOwnChoice(description: string, category: string, kind: RecordKind, book: Book): boolean {
  return choiceWords(description) !== "" && categoryOfWords(kind, description, book) !== category;
}
