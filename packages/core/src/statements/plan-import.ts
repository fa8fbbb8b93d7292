/**
 * Deciding what a statement adds to the books before anything is written (docs/statement-formats.md,
 * "Importing"): an entry whose import key the account already has was imported before (the same
 * file again, an overlapping period); an entry with the same kind and amount as a record made by
 * hand (chat, dashboard) within three days is that record, linked rather than doubled; the rest is
 * new, with the category the person gave the same words before, else the one its own words give.
 */
import type { RecordKind } from "../parser/types.ts";
import type { EntryKind, StatementEntry } from "./types.ts";

/** What an entry becomes in the books: a record of a kind, or money moved between accounts. */
export type BooksKind = RecordKind | "transfer";

/** A record or transfer already in the books, near the statement's dates. */
export interface KnownMovement {
  id: number;
  kind: BooksKind;
  /** Centavos, positive. */
  amount: number;
  date: string;
  /** The account it is in, when it is in one. */
  accountId: number | null;
  /** Set when it came from a statement (`<account>:<layout>:<entry key>`). */
  importKey: string | null;
}

export type ImportAction = "new" | "imported_before" | "matches_record";

export interface PlannedEntry {
  entry: StatementEntry;
  /** `<account id>:<layout>:<entry key>`: the same entry read again has the same key. */
  importKey: string;
  booksKind: BooksKind;
  action: ImportAction;
  /** The record or transfer it is (imported before, or made by hand). */
  knownId: number | null;
  /** The category to record it in (null: the kind's fallback, or none for transfers). */
  category: string | null;
  /**
   * The other half of a transfer between the person's own accounts, already in the books from
   * another account's statement (pair-transfers.ts): a record's id, or a transfer's id negated.
   * The entry and that half become one transfer.
   */
  pairedWith?: { id: number; accountId: number } | null;
}

export interface ImportPlan {
  entries: PlannedEntry[];
  counts: Record<ImportAction, number>;
  /** Centavos of what would be added, by direction. */
  newIn: number;
  newOut: number;
}

export interface PlanImportInput {
  accountId: number;
  /** The layout the file was read with (`nubank-conta`, `ofx-conta`): its keys' family. */
  layout: string;
  entries: readonly StatementEntry[];
  known: readonly KnownMovement[];
  /**
   * The category the person's own records give each description (folded text → category), most
   * recent first; looked up per kind as `${kind}|${folded description}`.
   */
  history: ReadonlyMap<string, string>;
}

const MATCH_DAYS = 3;

/**
 * The books' kind of a statement entry: a refund is money coming back (income, "Reembolso"),
 * an investment redeemed is money moved, a bill paid is money moved to the card.
 * @example booksKindOf("bill_payment", "out") // "transfer"
 */
export function booksKindOf(kind: EntryKind, direction: "in" | "out"): BooksKind {
  if (kind === "expense") return direction === "out" ? "expense" : "income";
  if (kind === "income" || kind === "refund") return "income";
  if (kind === "investment") return direction === "out" ? "investment" : "transfer";
  return "transfer";
}

/** A description as the history map keys it: lower case, no accents, single spaces. */
export function historyKey(kind: BooksKind, description: string): string {
  const folded = description
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return `${kind}|${folded}`;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
// Keys of one layout (one export of a bank) name entries the same way: a different key of the same
// layout is a different entry. Another export of the account (the OFX after the CSV) names them
// otherwise, so its entries are found by amount and day.
const family = (key: string) => key.split(":")[1] ?? "";

/**
 * The key an entry is imported under into an account: the account, the file's layout (its colons
 * made dashes, so the parts split back) and the entry's own key.
 * @example importKey(1, "nubank:conta", "e2e-0001") // "1:nubank-conta:e2e-0001"
 */
export const importKey = (accountId: number, layout: string, entryKey: string): string =>
  `${accountId}:${keyLayout(layout)}:${entryKey}`;

/** A layout as import keys write it (the family `family` reads back). */
const keyLayout = (layout: string) => layout.replaceAll(":", "-");

/**
 * Plans an import into one account.
 * @example planImport({ accountId: 1, layout: "nubank-conta", entries, known: [], history: new Map() }).counts.new // entries.length
 */
export function planImport(input: PlanImportInput): ImportPlan {
  const layout = keyLayout(input.layout);
  const keyOf = (entry: StatementEntry) => importKey(input.accountId, input.layout, entry.key);
  const byKey = new Map<string, KnownMovement>();
  for (const k of input.known) if (k.importKey) byKey.set(k.importKey, k);
  // Entries imported before claim their movements first, wherever they sit in the file.
  const used = new Set<number>();
  for (const e of input.entries) {
    const before = byKey.get(keyOf(e));
    if (before) used.add(before.id);
  }
  // Candidates by kind and amount: a big statement against a big history stays linear.
  const byAmount = new Map<string, KnownMovement[]>();
  for (const k of input.known) {
    const key = `${k.kind}|${k.amount}`;
    const list = byAmount.get(key);
    if (list) list.push(k);
    else byAmount.set(key, [k]);
  }
  const counts: Record<ImportAction, number> = { new: 0, imported_before: 0, matches_record: 0 };
  let newIn = 0;
  let newOut = 0;
  // A statement repeats its merchants and names: each description is folded once.
  const folded = new Map<string, string>();
  const historyOf = (booksKind: BooksKind, description: string) => {
    const asked = `${booksKind}|${description}`;
    let key = folded.get(asked);
    if (key === undefined) {
      key = historyKey(booksKind, description);
      folded.set(asked, key);
    }
    return input.history.get(key);
  };
  const entries = input.entries.map((entry): PlannedEntry => {
    const importKey = keyOf(entry);
    const booksKind = booksKindOf(entry.kind, entry.direction);
    const category =
      booksKind === "transfer" ? null : (historyOf(booksKind, entry.description) ?? entry.category);
    const plan = (action: ImportAction, knownId: number | null): PlannedEntry => {
      counts[action]++;
      if (knownId !== null) used.add(knownId);
      if (action === "new" && entry.direction === "in") newIn += entry.amount;
      if (action === "new" && entry.direction === "out") newOut += entry.amount;
      return { entry, importKey, booksKind, action, knownId, category };
    };
    const before = byKey.get(importKey);
    if (before) return plan("imported_before", before.id);
    let best: KnownMovement | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const k of byAmount.get(`${booksKind}|${entry.amount}`) ?? []) {
      if (used.has(k.id)) continue;
      if (k.accountId !== null && k.accountId !== input.accountId) continue;
      // Another entry of this account read the same way is a different entry: its key would be ours.
      if (k.importKey && (k.accountId !== input.accountId || family(k.importKey) === layout)) continue;
      const gap = Math.abs(dayNumber(k.date) - dayNumber(entry.date));
      if (gap <= MATCH_DAYS && gap < bestGap) {
        best = k;
        bestGap = gap;
      }
    }
    if (!best) return plan("new", null);
    // Already brought in by another export of this account, or a record made by hand.
    return plan(best.importKey ? "imported_before" : "matches_record", best.id);
  });
  return { entries, counts, newIn, newOut };
}
