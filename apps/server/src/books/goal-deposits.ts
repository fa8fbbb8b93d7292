import { AppError, type Centavos } from "@tostao/core";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import type { Book } from "../planning/cards/card-row.ts";
import { type GoalView, listGoals } from "../planning/goals/goals.ts";
import { getTransaction } from "./get-transaction.ts";
import { type BooksActor, inOperation } from "./operation.ts";
import { recordEntry } from "./record-entry.ts";
import {
  type TransactionRow,
  toTransaction,
  transactionColumns,
  transactionFrom,
} from "./transaction-row.ts";

async function ownGoal(
  tx: SqlRunner,
  input: { userId: number; book?: Book; goalId: number; today: string },
): Promise<GoalView> {
  const goal = (await listGoals(tx, input)).find((g) => g.id === input.goalId);
  if (!goal) throw new AppError("not_found", "Meta não encontrada.");
  return goal;
}

/** The records tied to one of the person's goals, newest first. */
export async function listGoalDeposits(
  tx: SqlRunner,
  input: { userId: number; book?: Book; goalId: number; today: string },
): Promise<Transaction[]> {
  await ownGoal(tx, input);
  const rows = await tx.query<TransactionRow>(
    `SELECT ${transactionColumns} FROM ${transactionFrom}
     WHERE t.user_id = $1 AND t.goal_id = $2 ORDER BY t.date DESC, t.id DESC`,
    [input.userId, input.goalId],
  );
  return rows.map(toTransaction);
}

/**
 * Records money put towards a goal, as the chat records "guardei 500 pra viagem": set aside
 * (an investment) for a savings or investment goal, paid (an expense in Dívidas) for a debt.
 */
export async function addGoalDeposit(
  tx: SqlRunner,
  actor: BooksActor,
  input: { goalId: number; amount: Centavos; date: string; today: string },
): Promise<{ goal: GoalView; transaction: Transaction; operationId: number | null }> {
  const goal = await ownGoal(tx, {
    userId: actor.userId,
    book: actor.book,
    goalId: input.goalId,
    today: input.today,
  });
  const debt = goal.kind === "debt";
  const done = await inOperation(
    tx,
    actor,
    "goal_deposit",
    async () =>
      (
        await recordEntry(tx, actor, {
          kind: debt ? "expense" : "investment",
          amount: input.amount,
          date: input.date,
          category: { name: debt ? "Dívidas" : "Investimentos" },
          description: goal.name,
          goal: { id: goal.id },
        })
      ).value,
    { summary: { goal: goal.name, amount: input.amount } },
  );
  const outcome = done.value;
  const id = outcome.status === "recorded" ? outcome.entry.transactionIds[0] : undefined;
  if (outcome.status !== "recorded" || !outcome.goal || id === undefined)
    throw new Error("goal deposit vanished");
  return {
    goal: outcome.goal,
    transaction: await getTransaction(tx, { userId: actor.userId, id }),
    operationId: done.operationId,
  };
}
