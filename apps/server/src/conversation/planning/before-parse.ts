import { centavosToReais, type Question, replyConfirmationDropped, replyPlannedDone } from "@tostao/core";
import { markPlannedBought } from "../../planning/future/planned-purchases.ts";
import { runPlanningCommand } from "./act-on-planning.ts";
import { readPlanningCommand } from "./commands.ts";
import type { PlanningContext } from "./planning-context.ts";
import { recordWithPlanning } from "./record-with-planning.ts";

type PlannedQuestion = Extract<Question, { type: "buy_planned" | "planned_done" }>;

/**
 * The answer to a question about a planned purchase: "comprei a tv" (record it now?) or a record
 * that matched one (was it that one?).
 */
export async function answerPlannedQuestion(
  ctx: PlanningContext,
  action: PlannedQuestion,
  yes: boolean,
): Promise<string> {
  if (!yes)
    return action.type === "buy_planned"
      ? replyConfirmationDropped()
      : "Certo, a compra planejada continua na lista.";
  const rows = await ctx.tx.query<{ description: string; amount: number | null; status: string }>(
    "SELECT description, amount_centavos AS amount, status FROM planned_purchases WHERE id = $1 AND user_id = $2",
    [action.plannedId, ctx.userId],
  );
  const planned = rows[0];
  if (planned?.status !== "planned") return "Essa compra já não está nas compras futuras.";
  if (action.type === "planned_done") {
    await markPlannedBought(ctx.tx, {
      userId: ctx.userId,
      id: action.plannedId,
      transactionId: action.transactionId,
    });
    return replyPlannedDone(planned.description);
  }
  if (planned.amount === null) return "Essa compra não tem valor planejado: me diga quanto custou.";
  const reais = centavosToReais(planned.amount as never);
  // The parser picks the category from the item's name, as if the person had said it.
  const said = ctx
    .understand(`comprei ${planned.description} por ${reais}`, ctx.now)
    .find((r) => r.intent === "record");
  const { reply, transactionIds } = await recordWithPlanning(
    ctx,
    {
      intent: "record",
      kind: "expense",
      amount: reais,
      date: ctx.today,
      category: said?.intent === "record" ? said.category : "",
      description: planned.description,
      recurrence: null,
      payment: null,
    },
    { matchPlanned: false },
  );
  await markPlannedBought(ctx.tx, {
    userId: ctx.userId,
    id: action.plannedId,
    transactionId: transactionIds[0] ?? null,
  });
  return `${reply}\n${replyPlannedDone(planned.description)}`;
}

/**
 * What planning answers before the parser reads the message: "parar resumo", "paguei a fatura do
 * nubank".
 * @returns the reply, or null to let the message go on to the parser
 */
export async function planningBeforeParse(ctx: PlanningContext, text: string): Promise<string | null> {
  const command = readPlanningCommand(text);
  if (!command) return null;
  return runPlanningCommand(ctx, command);
}
