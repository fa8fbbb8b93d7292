/** Word lists written as one string, the way the parser's tables are kept. */

/**
 * The set of the comma-separated folded words; a comma itself is listed as ",,," between two words
 * (",," first or last).
 * @example wordSet("e,,,.,mas") // Set {"e", ",", ".", "mas"}
 */
export function wordSet(list: string): Set<string> {
  return new Set(
    list
      .replace(/(^|,),(,|$)/g, "$1\u0000$2")
      .split(",")
      .map((w) => (w === "\u0000" ? "," : w)),
  );
}
