import { centavos, type GoalKind, type GoalProgress, goalProgress } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Book, fold } from "../cards/card-row.ts";

export type GoalType = GoalKind;

export interface GoalView extends GoalProgress {
  id: number;
  kind: GoalType;
  name: string;
  deadline: string | null;
}

interface GoalRow {
  id: number;
  kind: GoalType;
  name: string;
  target: number;
  deadline: string | null;
  saved: number;
}

/**
 * What is saved in goal `g` (centavos): the records tied to it (money set aside, or paid towards a
 * debt), less the money taken back out of it (transfers tied to it), never below nothing.
 */
export const goalSaved = `GREATEST(
    COALESCE((SELECT SUM(t.amount_centavos) FROM transactions t WHERE t.goal_id = g.id), 0)
    - COALESCE((SELECT SUM(m.amount_centavos) FROM account_transfers m WHERE m.goal_id = g.id), 0), 0)::bigint`;

/**
 * The person's goals with their progress on `today`: what the records tied to each add up to
 * (money set aside, or paid towards a debt), less what was taken back out of it.
 */
export async function listGoals(
  tx: SqlRunner,
  input: { userId: number; today: string; book?: Book },
): Promise<GoalView[]> {
  const rows = await tx.query<GoalRow>(
    `SELECT g.id, g.kind, g.name, g.target_centavos AS target, g.deadline::text AS deadline,
       ${goalSaved} AS saved
     FROM goals g WHERE g.user_id = $1 AND g.book = $2 ORDER BY g.deadline NULLS LAST, g.id`,
    [input.userId, input.book ?? "personal"],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    deadline: r.deadline,
    ...goalProgress({
      target: centavos(r.target),
      saved: centavos(r.saved),
      deadline: r.deadline,
      today: input.today,
    }),
  }));
}

/**
 * The goal a message names: the same name (ignoring case and accents), else the only goal whose
 * name holds the words said or is held by them ("viagem" finds "viagem pra europa").
 */
export async function findGoal(
  tx: SqlRunner,
  input: { userId: number; name: string; today: string; book?: Book },
): Promise<GoalView | null> {
  return goalNamed(await listGoals(tx, input), input.name);
}

/** The goal `name` names among `goals`, as findGoal reads it. */
export function goalNamed(goals: readonly GoalView[], name: string): GoalView | null {
  const key = fold(name);
  const exact = goals.find((g) => fold(g.name) === key);
  if (exact) return exact;
  const near = goals.filter((g) => fold(g.name).includes(key) || key.includes(fold(g.name)));
  return near.length === 1 ? (near[0] ?? null) : null;
}
