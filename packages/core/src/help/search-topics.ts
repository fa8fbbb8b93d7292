import { foldAccents } from "../fold.ts";
/** What the help search looks at in a topic. */
export interface SearchableTopic {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** The help centre shows at most this many matches. */
export const HELP_SEARCH_LIMIT = 5;

/**
 * Lower-cases and strips accents so "Áudio" and "audio" compare equal.
 * @example foldForSearch("  Relatórios ") // "relatorios"
 */
export function foldForSearch(text: string): string {
  return foldAccents(text).trim();
}

/**
 * Topics whose title, description or a keyword contains the query (case- and accent-insensitive),
 * in their original order, at most `limit`. A blank query matches nothing.
 * @example searchTopics("audio", topics) // the "Registro por áudio" topic, among others
 */
export function searchTopics<T extends SearchableTopic>(
  query: string,
  topics: readonly T[],
  limit: number = HELP_SEARCH_LIMIT,
): T[] {
  const needle = foldForSearch(query).replace(/\s+/g, " ");
  if (needle === "" || limit <= 0) return [];
  const matches: T[] = [];
  for (const topic of topics) {
    const haystacks = [topic.title, topic.description, ...topic.keywords];
    if (haystacks.some((text) => foldForSearch(text).replace(/\s+/g, " ").includes(needle))) {
      matches.push(topic);
      if (matches.length === limit) break;
    }
  }
  return matches;
}
