import { AppError, type Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Book } from "../cards/card-row.ts";
import { type GoalType, type GoalView, listGoals } from "./goals.ts";

export interface GoalChanges {
  kind?: GoalType;
  name?: string;
  target?: Centavos;
  /** Null removes the deadline. */
  deadline?: string | null;
}

/** Changes the fields given of one of the person's goals; a name another goal has is refused. */
export async function updateGoal(
  tx: SqlRunner,
  input: { userId: number; book?: Book; id: number; changes: GoalChanges; today: string },
): Promise<GoalView> {
  const { changes } = input;
  const goals = await listGoals(tx, input);
  if (!goals.some((g) => g.id === input.id)) throw new AppError("not_found", "Meta não encontrada.");
  const name = changes.name?.trim();
  if (
    name !== undefined &&
    goals.some((g) => g.id !== input.id && g.name.toLowerCase() === name.toLowerCase())
  )
    throw new AppError("conflict", `Você já tem uma meta chamada "${name}".`);
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
      input.userId,
    ],
  );
  const goal = (await listGoals(tx, input)).find((g) => g.id === input.id);
  if (!goal) throw new Error("goal vanished");
  return goal;
}
