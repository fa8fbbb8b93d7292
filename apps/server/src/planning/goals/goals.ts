import { type Centavos, centavos, type GoalKind, type GoalProgress, goalProgress } from "@tostao/core";
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
 * The person's goals with their progress on `today`: what the records tied to each add up to
 * (money set aside, or paid towards a debt).
 */
export async function listGoals(
  tx: SqlRunner,
  input: { userId: number; today: string; book?: Book },
): Promise<GoalView[]> {
  const rows = await tx.query<GoalRow>(
    `SELECT g.id, g.kind, g.name, g.target_centavos AS target, g.deadline::text AS deadline,
       COALESCE((SELECT SUM(t.amount_centavos) FROM transactions t WHERE t.goal_id = g.id), 0)::bigint AS saved
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
  const goals = await listGoals(tx, input);
  const key = fold(input.name);
  const exact = goals.find((g) => fold(g.name) === key);
  if (exact) return exact;
  const near = goals.filter((g) => fold(g.name).includes(key) || key.includes(fold(g.name)));
  return near.length === 1 ? (near[0] ?? null) : null;
}

/** Creates the goal, or updates the one of the same name with what is given. */
export async function upsertGoal(
  tx: SqlRunner,
  input: {
    userId: number;
    book?: Book;
    kind: GoalType;
    name: string;
    target: Centavos;
    deadline: string | null;
    today: string;
  },
): Promise<{ goal: GoalView; created: boolean }> {
  const book = input.book ?? "personal";
  const name = input.name.trim().slice(0, 80);
  const existing = await tx.query<{ id: number }>(
    "SELECT id FROM goals WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3)",
    [input.userId, book, name],
  );
  let id = existing[0]?.id;
  const created = id === undefined;
  if (id === undefined) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO goals (user_id, book, kind, name, target_centavos, deadline) VALUES ($1, $2, $3, $4, $5, $6::date)
       ON CONFLICT (user_id, book, lower(name)) DO UPDATE SET updated_at = now() RETURNING id`,
      [input.userId, book, input.kind, name, input.target, input.deadline],
    );
    id = rows[0]?.id;
  } else {
    await tx.query(
      `UPDATE goals SET kind = $2, target_centavos = $3, deadline = COALESCE($4::date, deadline), updated_at = now()
       WHERE id = $1`,
      [id, input.kind, input.target, input.deadline],
    );
  }
  const goal = (await listGoals(tx, { userId: input.userId, today: input.today, book })).find(
    (g) => g.id === id,
  );
  if (!goal) throw new Error("goal vanished");
  return { goal, created };
}
