/**
 * Card statement purchases: matched against what was already recorded (same amount, date within
 * three days, not yet matched) so nothing is counted twice, the rest offered for import, and
 * imported when the person answers "importar".
 */
import {
  type Book,
  businessCategory,
  centavos,
  type DocumentFields,
  fallbackCategory,
  formatBRL,
  type StatementItem,
  shopCategory,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { importEntries } from "../books/import-entries.ts";

const OFFER_HOURS = 48;

/** Splits a statement's purchases into those already in one book and those that are not. */
async function matchStatementItems(tx: SqlRunner, userId: number, book: Book, items: StatementItem[]) {
  const purchases = items.filter((i) => !i.credit);
  if (purchases.length === 0) return { known: [], missing: [] };
  const dates = purchases.map((i) => i.date).sort();
  const existing = await tx.query<{ id: number; amount: number; date: string }>(
    `SELECT id, amount_centavos::int AS amount, date::text AS date FROM transactions
     WHERE user_id = $1 AND book = $4 AND kind = 'expense' AND date BETWEEN ($2::date - 3) AND ($3::date + 3)`,
    [userId, dates[0], dates[dates.length - 1], book],
  );
  const used = new Set<number>();
  const known: StatementItem[] = [];
  const missing: StatementItem[] = [];
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  for (const item of purchases) {
    const match = existing.find(
      (t) => !used.has(t.id) && t.amount === item.amount && Math.abs(day(t.date) - day(item.date)) <= 3,
    );
    if (match) {
      used.add(match.id);
      known.push(item);
    } else missing.push(item);
  }
  return { known, missing };
}

/**
 * Stores the offer and words it: "encontrei 23 compras, 19 já estavam registradas: importar as
 * outras 4?", matched against the book the statement was sent to.
 */
export async function offerStatementImport(
  tx: SqlRunner,
  userId: number,
  messageId: number,
  f: DocumentFields,
  book: Book = "personal",
): Promise<string> {
  const { known, missing } = await matchStatementItems(tx, userId, book, f.items);
  const total = known.length + missing.length;
  if (total === 0) return "🧾 Não encontrei compras listadas nessa fatura.";
  if (missing.length === 0)
    return `🧾 Encontrei ${total} compras na fatura e todas já estavam registradas. Nada a importar.`;
  await tx.query(
    `INSERT INTO statement_import_offers (user_id, message_id, issuer, items) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET message_id = EXCLUDED.message_id, issuer = EXCLUDED.issuer,
       items = EXCLUDED.items, created_at = now()`,
    [userId, messageId, f.merchant, JSON.stringify(missing)],
  );
  const sum = missing.reduce((s, i) => s + i.amount, 0);
  if (known.length === 0) {
    const all = missing.length === 1 ? "importar" : "importar todas";
    return `🧾 Encontrei ${total} ${total === 1 ? "compra" : "compras"} na fatura, nenhuma registrada ainda: ${all} (${formatBRL(centavos(sum))})? Responda "importar".`;
  }
  const already = known.length === 1 ? "1 já estava registrada" : `${known.length} já estavam registradas`;
  const others = missing.length === 1 ? "a outra" : `as outras ${missing.length}`;
  return `🧾 Encontrei ${total} compras na fatura, ${already}: importar ${others} (${formatBRL(centavos(sum))})? Responda "importar".`;
}

/**
 * Imports the offered purchases into the book the chat is on when the text accepts the offer;
 * null when it does not apply.
 */
export async function acceptStatementImport(
  tx: SqlRunner,
  input: { userId: number; messageId: number; text: string; book: Book; now: Date },
): Promise<string | null> {
  const { userId, messageId, text, book, now } = input;
  if (!/^\s*(sim,?\s*)?(pode\s+)?importa(r)?( as compras)?\s*[.!]?\s*$/i.test(text)) return null;
  const offers = await tx.query<{ items: StatementItem[]; issuer: string | null }>(
    `DELETE FROM statement_import_offers WHERE user_id = $1 AND created_at > $2 RETURNING items, issuer`,
    [userId, new Date(now.getTime() - OFFER_HOURS * 3_600_000)],
  );
  const offer = offers[0];
  if (!offer) return null;
  // One operation: "desfaz" takes the whole import back.
  await importEntries(
    tx,
    { userId, book, source: "chat", now, messageId },
    offer.items.map((item) => ({
      kind: "expense" as const,
      amount: centavos(item.amount),
      date: item.date,
      // The shop categories are personal ones; a business purchase is placed from its words.
      category: {
        name:
          book === "business"
            ? businessCategory("expense", item.description)
            : (shopCategory(item.description, "") ?? fallbackCategory("expense")),
      },
      description: item.description.slice(0, 120),
      payment: { method: "credit" as const, card: offer.issuer, instalments: 1 },
    })),
    { issuer: offer.issuer },
  );
  const sum = offer.items.reduce((s, i) => s + i.amount, 0);
  return `✅ Importei ${offer.items.length} ${offer.items.length === 1 ? "compra" : "compras"} da fatura (${formatBRL(centavos(sum))}).`;
}
