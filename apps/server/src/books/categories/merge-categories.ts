import { AppError } from "@tostao/core";
import type { Category } from "@tostao/core/dashboard/categories";
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "../operation.ts";
import { findCategory } from "./list-categories.ts";
import { categoryNotFound } from "./save-category.ts";

/**
 * Moves every record and fixed item of one category into another of the same kind, then removes
 * the first, as one operation (undone, the first comes back with its records).
 */
export function mergeCategories(
  tx: SqlRunner,
  actor: BooksActor,
  input: { fromId: number; intoId: number },
): Promise<OperationResult<{ item: Category; moved: number }>> {
  return inOperation(tx, actor, "category", () => merge(tx, { userId: actor.userId, ...input }));
}

async function merge(
  tx: SqlRunner,
  input: { userId: number; fromId: number; intoId: number },
): Promise<{ item: Category; moved: number }> {
  const { userId, fromId, intoId } = input;
  const from = await findCategory(tx, userId, fromId);
  const into = await findCategory(tx, userId, intoId);
  if (!from || !into) throw categoryNotFound();
  if (from.id === into.id) {
    throw new AppError("validation", "Escolha outra categoria para juntar.", {
      fields: { intoId: "Escolha outra categoria para juntar." },
    });
  }
  if (from.kind !== into.kind) {
    throw new AppError("validation", "Só é possível juntar categorias do mesmo tipo.", {
      fields: { intoId: "Só é possível juntar categorias do mesmo tipo." },
    });
  }
  const moved = await tx.query<{ id: number }>(
    "UPDATE transactions SET category_id = $3 WHERE user_id = $1 AND category_id = $2 RETURNING id",
    [userId, fromId, intoId],
  );
  await tx.query("UPDATE recurring_rules SET category_id = $3 WHERE user_id = $1 AND category_id = $2", [
    userId,
    fromId,
    intoId,
  ]);
  await tx.query("DELETE FROM categories WHERE user_id = $1 AND id = $2", [userId, fromId]);
  const item = await findCategory(tx, userId, intoId);
  if (!item) throw categoryNotFound();
  return { item, moved: moved.length };
}
