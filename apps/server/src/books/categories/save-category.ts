import { AppError, type Book } from "@tostao/core";
import type { Category, CategoryCreate, CategoryUpdate } from "@tostao/core/dashboard/categories";
import { isUniqueViolation, type SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "../operation.ts";
import { findCategory } from "./list-categories.ts";

export const categoryNotFound = () => new AppError("not_found", "Categoria não encontrada.");

const duplicate = () =>
  new AppError("conflict", "Já existe uma categoria com esse nome.", {
    fields: { name: "Já existe uma categoria com esse nome." },
  });

/** Runs a write that may hit the (user, book, kind, name) unique key inside a savepoint-free statement. */
async function uniqueName<T>(
  tx: SqlRunner,
  userId: number,
  book: Book,
  kind: string,
  name: string,
  exceptId: number | null,
  run: () => Promise<T>,
) {
  const clash = await tx.query(
    "SELECT 1 FROM categories WHERE user_id = $1 AND book = $5 AND kind = $2 AND lower(name) = lower($3) AND id <> $4",
    [userId, kind, name, exceptId ?? 0, book],
  );
  if (clash.length > 0) throw duplicate();
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Adds a category of one kind to the actor's book, as one operation. */
export function createCategory(
  tx: SqlRunner,
  actor: BooksActor,
  data: CategoryCreate,
): Promise<OperationResult<Category>> {
  return inOperation(tx, actor, "category", () =>
    create(tx, { userId: actor.userId, data, book: actor.book }),
  );
}

async function create(
  tx: SqlRunner,
  input: { userId: number; data: CategoryCreate; book: Book },
): Promise<Category> {
  const { userId, data, book } = input;
  const rows = await uniqueName(tx, userId, book, data.kind, data.name, null, () =>
    tx.query<{ id: number }>(
      "INSERT INTO categories (user_id, name, kind, color, book) VALUES ($1, $2, $3, $4, $5) RETURNING id",
      [userId, data.name, data.kind, data.color ?? null, book],
    ),
  );
  const created = await findCategory(tx, userId, Number(rows[0]?.id));
  if (!created) throw categoryNotFound();
  return created;
}

/** Renames, recolours, archives or brings back a category, as one operation. */
export function updateCategory(
  tx: SqlRunner,
  actor: BooksActor,
  id: number,
  data: CategoryUpdate,
): Promise<OperationResult<Category>> {
  return inOperation(tx, actor, "category", () =>
    update(tx, { userId: actor.userId, id, data, now: actor.now, book: actor.book }),
  );
}

async function update(
  tx: SqlRunner,
  input: { userId: number; id: number; data: CategoryUpdate; now: Date; book: Book },
): Promise<Category> {
  const { userId, id, data } = input;
  const current = await findCategory(tx, userId, id);
  if (!current) throw categoryNotFound();
  const write = () =>
    tx.query(
      `UPDATE categories SET name = COALESCE($3, name),
         color = CASE WHEN $4::boolean THEN $5 ELSE color END,
         archived_at = CASE WHEN $6::boolean IS NULL THEN archived_at WHEN $6 THEN COALESCE(archived_at, $7) ELSE NULL END
       WHERE id = $1 AND user_id = $2`,
      [
        id,
        userId,
        data.name ?? null,
        data.color !== undefined,
        data.color ?? null,
        data.archived ?? null,
        input.now,
      ],
    );
  if (data.name !== undefined) await uniqueName(tx, userId, input.book, current.kind, data.name, id, write);
  else await write();
  const updated = await findCategory(tx, userId, id);
  if (!updated) throw categoryNotFound();
  return updated;
}
