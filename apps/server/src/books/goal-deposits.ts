import { AppError, type Centavos, centavosToReais } from "@tostao/core";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import type { Book } from "../planning/cards/card-row.ts";
import { type GoalView, listGoals, tieToGoal } from "../planning/goals/goals.ts";
import { resyncLimitAlerts } from "../planning/limits/limit-alerts.ts";
import { getTransaction } from "./get-transaction.ts";
import { recordTransaction } from "./record-transaction.ts";
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
  input: { userId: number; book?: Book; goalId: number; amount: Centavos; date: string; today: string },
): Promise<{ goal: GoalView; transaction: Transaction }> {
  const goal = await ownGoal(tx, input);
  const debt = goal.kind === "debt";
  const recorded = await recordTransaction(
    tx,
    input.userId,
    {
      intent: "record",
      kind: debt ? "expense" : "investment",
      amount: centavosToReais(input.amount),
      date: input.date,
      category: debt ? "Dívidas" : "Investimentos",
      description: goal.name,
      recurrence: null,
      payment: null,
    },
    null,
    input.book,
  );
  const after = await tieToGoal(tx, {
    userId: input.userId,
    book: input.book,
    goalId: goal.id,
    transactionIds: recorded.transactionIds,
    today: input.today,
  });
  if (debt) await resyncLimitAlerts(tx, input.userId, input.date.slice(0, 7));
  const id = recorded.transactionIds[0];
  if (!after || id === undefined) throw new Error("goal deposit vanished");
  return { goal: after, transaction: await getTransaction(tx, { userId: input.userId, id }) };
}
