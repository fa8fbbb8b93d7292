import { AppError, brl, type Centavos } from "@tostao/core";
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

/** The records tied to one of the person's goals, and the money taken back out of it, newest first. */
export async function listGoalDeposits(
  tx: SqlRunner,
  input: { userId: number; book?: Book; goalId: number; today: string },
): Promise<{ items: Transaction[]; withdrawals: { id: number; date: string; amountCents: number }[] }> {
  await ownGoal(tx, input);
  const rows = await tx.query<TransactionRow>(
    `SELECT ${transactionColumns} FROM ${transactionFrom}
     WHERE t.user_id = $1 AND t.goal_id = $2 ORDER BY t.date DESC, t.id DESC`,
    [input.userId, input.goalId],
  );
  const taken = await tx.query<{ id: number; date: string; amount: number }>(
    `SELECT id, date::text AS date, amount_centavos AS amount FROM account_transfers
     WHERE user_id = $1 AND goal_id = $2 ORDER BY date DESC, id DESC`,
    [input.userId, input.goalId],
  );
  return {
    items: rows.map(toTransaction),
    withdrawals: taken.map((w) => ({ id: Number(w.id), date: w.date, amountCents: Number(w.amount) })),
  };
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

/** Money taken back out of a goal: the goal as it is left, and the operation that did it. */
export interface GoalWithdrawal {
  goal: GoalView;
  amount: Centavos;
  operationId: number | null;
}

/**
 * Takes money back out of a goal, as the chat hears "tirei 300 da meta da viagem": the person's own
 * money only moved (a transfer tied to the goal, never spending nor income), and the goal's saved
 * amount counts it off. Refused (`conflict`) past what the goal holds.
 */
export async function takeFromGoal(
  tx: SqlRunner,
  actor: BooksActor,
  input: { goalId: number; amount: Centavos; date: string; today: string },
): Promise<GoalWithdrawal> {
  const goal = await ownGoal(tx, {
    userId: actor.userId,
    book: actor.book,
    goalId: input.goalId,
    today: input.today,
  });
  if (goal.kind === "debt")
    throw new AppError("validation", "Uma meta de dívida não guarda dinheiro: não há o que retirar dela.");
  if (input.amount > goal.saved)
    throw new AppError("conflict", `A meta ${goal.name} tem ${brl(goal.saved)} guardados.`);
  const done = await inOperation(
    tx,
    actor,
    "goal_deposit",
    () =>
      tx.query(
        `INSERT INTO account_transfers (user_id, book, date, amount_centavos, kind, description, goal_id)
         VALUES ($1, $2, $3::date, $4, 'investment', $5, $6)`,
        [actor.userId, actor.book, input.date, input.amount, goal.name, goal.id],
      ),
    { summary: { goal: goal.name, amount: input.amount, action: "withdrawn" } },
  );
  return {
    goal: await ownGoal(tx, { userId: actor.userId, book: actor.book, goalId: goal.id, today: input.today }),
    amount: input.amount,
    operationId: done.operationId,
  };
}
