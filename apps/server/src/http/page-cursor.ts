/** A list page's cursor (Transações, the transfers list): where the next page starts, opaque to clients. */
import { AppError } from "@tostao/core";
import type { TransactionSort } from "@tostao/core/dashboard/transactions";

/** Where the next page starts: the sort key and id of the last record shown. */
export interface Cursor {
  sort: TransactionSort;
  key: string | number;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString("base64url");
}

const invalid = () =>
  new AppError("validation", "Alguns campos estão inválidos.", {
    fields: { cursor: "Cursor inválido: use o nextCursor da página anterior com a mesma ordenação." },
  });

/** Reads a cursor given back by a client; refuses one from another sort order or tampered. */
export function decodeCursor(text: string, sort: TransactionSort): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== sort) throw invalid();
  const [, key, id] = value as [unknown, unknown, unknown];
  if (!Number.isSafeInteger(id) || (id as number) < 1) throw invalid();
  const byDate = sort.endsWith("date");
  if (byDate && (typeof key !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(key))) throw invalid();
  if (!byDate && (!Number.isSafeInteger(key) || (key as number) < 0)) throw invalid();
  return { sort, key: key as string | number, id: id as number };
}
