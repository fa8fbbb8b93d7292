/**
 * The two halves of money the person moved between their own accounts (docs/statement-formats.md,
 * "Transfers between your accounts"): a "TED enviada" in one account's statement and a "TED
 * recebida" or Pix in another's, same amount, close dates. Each half alone reads as spending or
 * income; together they are one transfer, counted as neither.
 */
import { plain } from "./clean-description.ts";
import type { StatementEntry } from "./types.ts";

/** Banks' words for money sent or received by transfer (TED, DOC, TEF, Pix, "transferência"). */
const TRANSFER_WORDS =
  /\b(ted|doc|tef|pix|transf|transfer|transferencia|transferencias|transferido|transferida|trans pix|pix enviado|pix recebido)\b/;

/**
 * Whether a statement's words name a transfer (so a same-amount pair can be one).
 * @example looksLikeTransfer("TED ENVIADA 237 0001 JOSE") // true
 * @example looksLikeTransfer("Compra no débito - iFood") // false
 */
export function looksLikeTransfer(text: string): boolean {
  return TRANSFER_WORDS.test(plain(text).replace(/\s+/g, " "));
}

/**
 * Whether a statement entry may be one half of money moved between the person's own accounts: a
 * transfer, or money out read as spending (in read as income) sent by Pix or TED or worded as a
 * transfer.
 * @example mayBeTransferHalf({ kind: "income", direction: "in", method: "pix", raw: "PIX RECEBIDO JOSE" }) // true
 * @example mayBeTransferHalf({ kind: "expense", direction: "out", method: "debit", raw: "Compra no débito - iFood" }) // false
 */
export function mayBeTransferHalf(
  entry: Pick<StatementEntry, "kind" | "direction" | "method" | "raw">,
): boolean {
  if (entry.kind === "transfer") return true;
  const spentOrEarned =
    (entry.kind === "expense" && entry.direction === "out") ||
    (entry.kind === "income" && entry.direction === "in");
  return (
    spentOrEarned && (entry.method === "pix" || entry.method === "transfer" || looksLikeTransfer(entry.raw))
  );
}

/** One half: an entry being imported, or a movement already in the books. */
export interface TransferHalf {
  /** The entry's index in its import, or the known movement's id. */
  id: number;
  accountId: number;
  direction: "in" | "out";
  /** Centavos, positive. */
  amount: number;
  date: string;
  /**
   * Who the bank says is on the other side ("JOSE SILVA"), when it says: money moved to oneself
   * names the same person on both halves, so two different names are two different people.
   */
  name?: string | null;
}

const nameKey = (name: string | null | undefined) =>
  name
    ? plain(name)
        .replace(/[^a-z ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : "";

/** Whether two halves' names may be the same person (one missing, or one within the other). */
function sameName(a: TransferHalf, b: TransferHalf): boolean {
  const x = nameKey(a.name);
  const y = nameKey(b.name);
  return x === "" || y === "" || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/** Days apart the two halves may be: a TED sent on a Friday lands on Monday at the latest. */
export const PAIR_DAYS = 3;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * Pairs entries being imported with the other halves already in the books: opposite directions,
 * different accounts, the same amount, at most PAIR_DAYS apart, not naming two different people. The caller gives only halves that
 * may be transfers (worded as one, or sent by Pix or TED). The closest in date wins; two equally
 * close candidates are not guessed between, and each half pairs once.
 * @example pairTransfers([{ id: 0, accountId: 2, direction: "in", amount: 50000, date: "2026-03-02" }], [{ id: 9, accountId: 1, direction: "out", amount: 50000, date: "2026-03-02" }]) // [{ entry: 0, other: 9 }]
 */
export function pairTransfers(
  entries: readonly TransferHalf[],
  others: readonly TransferHalf[],
): { entry: number; other: number }[] {
  const byAmount = new Map<number, TransferHalf[]>();
  for (const o of others) {
    const list = byAmount.get(o.amount);
    if (list) list.push(o);
    else byAmount.set(o.amount, [o]);
  }
  const used = new Set<number>();
  const pairs: { entry: number; other: number }[] = [];
  // Entries in date order, so a run of equal transfers pairs day by day.
  const ordered = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  for (const e of ordered) {
    let best: TransferHalf | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    let tie = false;
    for (const o of byAmount.get(e.amount) ?? []) {
      if (used.has(o.id) || o.accountId === e.accountId || o.direction === e.direction) continue;
      if (!sameName(e, o)) continue;
      const gap = Math.abs(dayNumber(o.date) - dayNumber(e.date));
      if (gap > PAIR_DAYS) continue;
      if (gap < bestGap) {
        best = o;
        bestGap = gap;
        tie = false;
      } else if (gap === bestGap) tie = true;
    }
    if (!best || tie) continue;
    used.add(best.id);
    pairs.push({ entry: e.id, other: best.id });
  }
  return pairs;
}
