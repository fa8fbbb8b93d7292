import { AppError, type Book } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** Refuses a category that is not the person's, is in the other book, or is of another kind than the record. */
export async function checkCategory(
  tx: SqlRunner,
  userId: number,
  categoryId: number | null | undefined,
  kind: string,
  book: Book,
): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const rows = await tx.query<{ kind: string }>(
    "SELECT kind FROM categories WHERE id = $1 AND user_id = $2 AND book = $3",
    [categoryId, userId, book],
  );
  const row = rows[0];
  if (!row) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { categoryId: "Categoria não encontrada." },
    });
  }
  if (row.kind !== kind) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { categoryId: "Essa categoria é de outro tipo de registro." },
    });
  }
}
