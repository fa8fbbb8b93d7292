import {
  type Question,
  reaisToCentavos,
  replyConfirmationDropped,
  replyPlannedDone,
  replyRecord,
} from "@tostao/core";
import { buyPlanned, markPlannedBought } from "../../books/buy-planned.ts";
import { inOperation } from "../../books/operation.ts";
import { runPlanningCommand } from "./act-on-planning.ts";
import { readPlanningCommand } from "./commands.ts";
import { announceAlerts, chatActor, type PlanningContext } from "./planning-context.ts";
import { recordRefOf } from "./record-from-chat.ts";

type PlannedQuestion = Extract<Question, { type: "buy_planned" | "planned_done" }>;

/**
 * The answer to a question about a planned purchase: "comprei a tv" (record it now?) or a record
 * that matched one (was it that one?).
 */
export async function answerPlannedQuestion(
  ctx: PlanningContext,
  action: PlannedQuestion,
  yes: boolean,
  /** The price said instead of a yes ("3.899"), in reais: bought at that price. */
  price: number | null = null,
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
    await inOperation(ctx.tx, chatActor(ctx), "planned_bought", () =>
      markPlannedBought(ctx.tx, {
        userId: ctx.userId,
        id: action.plannedId,
        transactionId: action.transactionId,
      }),
    );
    return replyPlannedDone(planned.description);
  }
  if (planned.amount === null && price === null) {
    // the question stays, so the price said next answers it
    ctx.turn.ask(action);
    return "Essa compra não tem valor planejado: me diga quanto custou (por exemplo: 3.899).";
  }
  // Recorded like any expense, filed by the purchase's own words, and the plan marked bought by it.
  const bought = await buyPlanned(ctx.tx, chatActor(ctx), {
    plannedId: action.plannedId,
    date: ctx.today,
    amount: price === null ? null : reaisToCentavos(price),
  });
  announceAlerts(ctx, bought.alerts);
  const recorded = bought.value.recorded;
  // "em 10x no inter" right after is about this purchase
  if (recorded.status === "recorded")
    ctx.turn.mention({ type: "record", record: recordRefOf(recorded.entry) });
  const reply = recorded.status === "recorded" ? replyRecord(recorded.entry) : "";
  return `${reply}\n${replyPlannedDone(planned.description)}`.trim();
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
