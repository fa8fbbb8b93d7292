import type { Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Book, fold } from "../cards/card-row.ts";

export interface PlannedPurchase {
  id: number;
  description: string;
  amount: Centavos | null;
  /** The month it is planned for: the last day of it (YYYY-MM-DD), or null. */
  plannedFor: string | null;
  status: "planned" | "bought" | "cancelled";
  transactionId: number | null;
}

const COLUMNS = `id, description, amount_centavos AS amount, planned_for::text AS "plannedFor", status,
  transaction_id AS "transactionId"`;

/** Adds something the person plans to buy. */
export async function addPlannedPurchase(
  tx: SqlRunner,
  input: {
    userId: number;
    book?: Book;
    description: string;
    amount: Centavos | null;
    plannedFor: string | null;
  },
): Promise<PlannedPurchase> {
  const rows = await tx.query<PlannedPurchase>(
    `INSERT INTO planned_purchases (user_id, book, description, amount_centavos, planned_for)
     VALUES ($1, $2, $3, $4, $5::date) RETURNING ${COLUMNS}`,
    [
      input.userId,
      input.book ?? "personal",
      input.description.trim().slice(0, 120),
      input.amount,
      input.plannedFor,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error("planned purchase insert returned nothing");
  return row;
}

/** The person's planned purchases still to buy, soonest first (undated last). */
export function listPlannedPurchases(
  tx: SqlRunner,
  input: { userId: number; book?: Book; status?: PlannedPurchase["status"] },
): Promise<PlannedPurchase[]> {
  return tx.query<PlannedPurchase>(
    `SELECT ${COLUMNS} FROM planned_purchases WHERE user_id = $1 AND book = $2 AND status = $3
     ORDER BY planned_for NULLS LAST, id`,
    [input.userId, input.book ?? "personal", input.status ?? "planned"],
  );
}

/** The planned purchase a description names ("comprei a tv" finds "tv"), if exactly one fits. */
export async function findPlannedPurchase(
  tx: SqlRunner,
  input: { userId: number; description: string; book?: Book },
): Promise<PlannedPurchase | null> {
  const key = fold(input.description).replace(/^(o|a|os|as|um|uma|meu|minha)\s+/, "");
  if (key === "") return null;
  const planned = await listPlannedPurchases(tx, input);
  const exact = planned.filter((p) => fold(p.description) === key);
  if (exact.length === 1) return exact[0] ?? null;
  const words = (text: string) => new Set(fold(text).split(/\s+/));
  const said = words(key);
  const near = planned.filter((p) => [...words(p.description)].every((w) => said.has(w)));
  return near.length === 1 ? (near[0] ?? null) : null;
}

/**
 * Changes the fields given of a purchase still planned (a null amount or month removes it);
 * null when the person has no such planned purchase.
 */
export async function updatePlannedPurchase(
  tx: SqlRunner,
  input: {
    userId: number;
    book?: Book;
    id: number;
    changes: { description?: string; amount?: Centavos | null; plannedFor?: string | null };
  },
): Promise<PlannedPurchase | null> {
  const { changes } = input;
  const rows = await tx.query<PlannedPurchase>(
    `UPDATE planned_purchases SET description = COALESCE($4, description),
       amount_centavos = CASE WHEN $5::boolean THEN $6::bigint ELSE amount_centavos END,
       planned_for = CASE WHEN $7::boolean THEN $8::date ELSE planned_for END, updated_at = now()
     WHERE id = $1 AND user_id = $2 AND book = $3 AND status = 'planned' RETURNING ${COLUMNS}`,
    [
      input.id,
      input.userId,
      input.book ?? "personal",
      changes.description?.trim().slice(0, 120) ?? null,
      changes.amount !== undefined,
      changes.amount ?? null,
      changes.plannedFor !== undefined,
      changes.plannedFor ?? null,
    ],
  );
  return rows[0] ?? null;
}
