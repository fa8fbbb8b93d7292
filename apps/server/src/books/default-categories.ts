import { DEFAULT_CATEGORIES, fallbackCategory as fallbackFor, type RecordKind } from "@tostao/core";

const kinds: readonly RecordKind[] = ["expense", "income", "investment"];

/** The categories every new person starts with: the parser's defaults (message contract). */
export const defaultCategories: ReadonlyArray<{ name: string; kind: RecordKind }> = kinds.flatMap((kind) =>
  DEFAULT_CATEGORIES[kind].map((name) => ({ name, kind })),
);

/** Where a record lands when its category is not one of the person's. */
export const fallbackCategory: Record<RecordKind, string> = {
  expense: fallbackFor("expense"),
  income: fallbackFor("income"),
  investment: fallbackFor("investment"),
};
