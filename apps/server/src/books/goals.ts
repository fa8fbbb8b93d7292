/**
 * A person's goals, written as operations on the books (docs/books.md, "Undo"). Deleting a goal
 * unties, inside the same operation, the records put towards it (they stay in the books), so one
 * undo brings the goal back with its progress.
 */
import { AppError, type Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type GoalType, type GoalView, listGoals } from "../planning/goals/goals.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

async function goalById(tx: SqlRunner, actor: BooksActor, id: number | undefined, today: string) {
  const goal = (await listGoals(tx, { userId: actor.userId, today, book: actor.book })).find(
    (g) => g.id === id,
  );
  if (!goal) throw new Error("goal vanished");
  return goal;
}

/** Creates the goal, or updates the one of the same name with what is given. */
export async function saveGoal(
  tx: SqlRunner,
  actor: BooksActor,
  input: { kind: GoalType; name: string; target: Centavos; deadline: string | null; today: string },
): Promise<OperationResult<{ goal: GoalView; created: boolean }>> {
  const name = input.name.trim().slice(0, 80);
  const existing = await tx.query<{ id: number; name: string }>(
    "SELECT id, name FROM goals WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3)",
    [actor.userId, actor.book, name],
  );
  const found = existing[0];
  return inOperation(
    tx,
    actor,
    "goal",
    async () => {
      let id = found?.id;
      if (id === undefined) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO goals (user_id, book, kind, name, target_centavos, deadline) VALUES ($1, $2, $3, $4, $5, $6::date)
           ON CONFLICT (user_id, book, lower(name)) DO UPDATE SET updated_at = now() RETURNING id`,
          [actor.userId, actor.book, input.kind, name, input.target, input.deadline],
        );
        id = rows[0]?.id;
      } else {
        await tx.query(
          `UPDATE goals SET kind = $2, target_centavos = $3, deadline = COALESCE($4::date, deadline), updated_at = now()
           WHERE id = $1`,
          [id, input.kind, input.target, input.deadline],
        );
      }
      return { goal: await goalById(tx, actor, id, input.today), created: found === undefined };
    },
    { summary: { goal: found?.name ?? name, action: found ? "changed" : "created" } },
  );
}

export interface GoalChanges {
  kind?: GoalType;
  name?: string;
  target?: Centavos;
  /** Null removes the deadline. */
  deadline?: string | null;
}

/** Changes the fields given of one of the person's goals; a name another goal has is refused. */
export async function changeGoal(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number; changes: GoalChanges; today: string },
): Promise<OperationResult<GoalView>> {
  const { changes } = input;
  const goals = await listGoals(tx, { userId: actor.userId, today: input.today, book: actor.book });
  const goal = goals.find((g) => g.id === input.id);
  if (!goal) throw new AppError("not_found", "Meta não encontrada.");
  const name = changes.name?.trim();
  if (
    name !== undefined &&
    goals.some((g) => g.id !== input.id && g.name.toLowerCase() === name.toLowerCase())
  )
    throw new AppError("conflict", `Você já tem uma meta chamada "${name}".`);
  return inOperation(
    tx,
    actor,
    "goal",
    async () => {
      await tx.query(
        `UPDATE goals SET kind = COALESCE($2, kind), name = COALESCE($3, name),
           target_centavos = COALESCE($4, target_centavos),
           deadline = CASE WHEN $5::boolean THEN $6::date ELSE deadline END, updated_at = now()
         WHERE id = $1 AND user_id = $7`,
        [
          input.id,
          changes.kind ?? null,
          name ?? null,
          changes.target ?? null,
          changes.deadline !== undefined,
          changes.deadline ?? null,
          actor.userId,
        ],
      );
      return goalById(tx, actor, input.id, input.today);
    },
    { summary: { goal: goal.name, action: "changed" } },
  );
}

/**
 * Deletes one of the person's goals. The records put towards it stay in the books, tied to no
 * goal; undone, the goal comes back with them. Not found: an error naming it.
 */
export async function deleteGoal(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number },
): Promise<OperationResult<{ id: number; name: string }>> {
  const rows = await tx.query<{ id: number; name: string }>(
    "SELECT id, name FROM goals WHERE id = $1 AND user_id = $2 AND book = $3 FOR UPDATE",
    [input.id, actor.userId, actor.book],
  );
  const goal = rows[0];
  if (!goal) throw new AppError("not_found", "Meta não encontrada.");
  return inOperation(
    tx,
    actor,
    "goal",
    async () => {
      // Untied here rather than by the foreign key, so the operation captures it.
      await tx.query("UPDATE transactions SET goal_id = NULL, updated_at = now() WHERE goal_id = $1", [
        goal.id,
      ]);
      await tx.query("UPDATE account_transfers SET goal_id = NULL WHERE goal_id = $1", [goal.id]);
      await tx.query("DELETE FROM goals WHERE id = $1", [goal.id]);
      return { id: Number(goal.id), name: goal.name };
    },
    { summary: { goal: goal.name, action: "deleted" } },
  );
}
