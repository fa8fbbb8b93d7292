import {
  addBillMonths,
  type CardBillQuery,
  type CardIntent,
  centavos,
  type FuturePurchaseIntent,
  type FuturePurchasesQuery,
  type GoalIntent,
  type GoalQuery,
  type LimitIntent,
  type LimitQuery,
  namedBillMonth,
  reaisToCentavos,
  replyAskBuyPlanned,
  replyBillAlreadyPaid,
  replyBillCame,
  replyBillNotClosed,
  replyBillPaid,
  replyBillPartlyPaid,
  replyBillRemindersOff,
  replyCardBill,
  replyCardBillOfMonth,
  replyCardSaved,
  replyCardWithoutCycle,
  replyDigestsOff,
  replyDigestsOn,
  replyGoalNeedsAmount,
  replyGoalOutAsked,
  replyGoalOutNotYet,
  replyGoalSaved,
  replyGoalShort,
  replyGoals,
  replyGoalWithdrawn,
  replyLimitSaved,
  replyLimits,
  replyMonthlyCloseOn,
  replyNothingToPay,
  replyPlannedAdded,
  replyPlannedList,
  replyUnknownCard,
  replyWhichGoalTaken,
} from "@tostao/core";
import { featureLockedReply } from "../../billing/feature-lock.ts";
import { saveCard, setBillReminders } from "../../books/cards.ts";
import { takeFromGoal } from "../../books/goal-deposits.ts";
import { saveGoal } from "../../books/goals.ts";
import { listLimits } from "../../books/limit-status.ts";
import { payBill } from "../../books/pay-bill.ts";
import { planPurchase } from "../../books/planned-purchases.ts";
import { findExpenseCategory, setLimit } from "../../books/set-limit.ts";
import { type BillView, cardBills } from "../../planning/cards/card-bills.ts";
import { findCard, listCards } from "../../planning/cards/card-row.ts";
import { listPlannedPurchases } from "../../planning/future/planned-purchases.ts";
import { findGoal, goalNamed, listGoals } from "../../planning/goals/goals.ts";
import type { PlanningCommand } from "./commands.ts";
import { chatActor, findPlanned, type PlanningContext } from "./planning-context.ts";

const billData = (b: BillView) => ({
  month: b.bill.month,
  closesOn: b.bill.closesOn,
  dueOn: b.bill.dueOn,
  total: b.total,
  paid: b.paid !== null,
});

/** "meu nubank fecha dia 3 e vence dia 10, limite 5 mil": only what is said changes. */
export async function actOnCard(ctx: PlanningContext, item: CardIntent & { name: string }): Promise<string> {
  const saved = await saveCard(ctx.tx, chatActor(ctx), {
    name: item.name,
    kind: item.kind,
    limit: item.limit === null ? null : reaisToCentavos(item.limit),
    closingDay: item.closing_day,
    dueDay: item.due_day,
  });
  const { card, created } = saved.value;
  ctx.turn.mention({ type: "card", name: card.name });
  return replyCardSaved(card, created);
}

/** "limite de 800 no mercado" / "tira o limite do mercado". */
export async function actOnLimit(ctx: PlanningContext, item: LimitIntent): Promise<string> {
  const category = await findExpenseCategory(ctx.tx, ctx.userId, item.category, ctx.book);
  if (!category) return `Não encontrei a categoria ${item.category} nas suas despesas.`;
  // "aumenta pra 400" next changes this limit again; a limit removed leaves only its category
  ctx.turn.mention(
    item.amount === null
      ? { type: "category", name: category.name }
      : { type: "limit", category: category.name },
  );
  const amount = item.amount === null ? null : reaisToCentavos(item.amount);
  if (amount !== null && amount <= 0) return "O limite precisa ser maior que zero.";
  const { value: saved } = await setLimit(ctx.tx, chatActor(ctx), { category: category.name, amount });
  if (saved.amount === null) {
    if (saved.previous === null) return `Você não tinha limite em ${category.name}.`;
    return replyLimitSaved({ category: category.name, removed: true });
  }
  const status = (await listLimits(ctx.tx, { userId: ctx.userId, today: ctx.today, book: ctx.book })).find(
    (l) => l.categoryId === category.id,
  );
  if (!status) throw new Error("limit vanished");
  return replyLimitSaved(status);
}

/** "quero juntar 10 mil pra viagem até dezembro". */
export async function actOnGoal(ctx: PlanningContext, item: GoalIntent): Promise<string> {
  const said = item.amount !== null && item.amount > 0 ? item.amount : null;
  if (item.retarget && said !== null) return retargetGoal(ctx, item.name, said);
  const existing =
    said === null
      ? await findGoal(ctx.tx, { userId: ctx.userId, name: item.name, today: ctx.today, book: ctx.book })
      : null;
  if (said === null && !existing) {
    // "quero criar uma meta pra viagem": the amount said next ("8 mil") is its target
    ctx.turn.mention({ type: "goal", name: item.name, target: true });
    return replyGoalNeedsAmount(item.name);
  }
  // "quero juntar 5 mil pra moto", then "até dezembro do ano que vem": the goal, by then; with no
  // new deadline, where it stands
  if (existing && (!item.deadline || item.deadline === existing.deadline))
    return replyGoals([existing], item.name);
  const {
    value: { goal, created },
  } = await saveGoal(ctx.tx, chatActor(ctx), {
    kind: existing?.kind ?? item.goal_kind,
    name: existing?.name ?? item.name,
    target: said === null ? centavos(existing?.target ?? 0) : reaisToCentavos(said),
    deadline: item.deadline,
    today: ctx.today,
  });
  ctx.turn.mention({ type: "goal", name: goal.name, target: true });
  return replyGoalSaved(goal, created);
}

/**
 * "aumenta a meta pra 25 mil", "muda pra 18 mil" right after a goal was set: the target of the goal
 * named ("" for the person's only goal), its kind, deadline and progress kept; a goal named that is
 * not set up yet (its amount was asked) is set up with it.
 */
async function retargetGoal(ctx: PlanningContext, name: string, amount: number): Promise<string> {
  const all = await listGoals(ctx.tx, { userId: ctx.userId, today: ctx.today, book: ctx.book });
  const goal = name ? goalNamed(all, name) : all.length === 1 ? (all[0] ?? null) : null;
  // "quero uma meta pra viagem" (its amount asked), then "8 mil": the goal named, set up now
  if (!goal && name)
    return actOnGoal(ctx, { intent: "goal", goal_kind: "savings", name, amount, deadline: null });
  if (!goal)
    return replyWhichGoalTaken(
      name,
      all.map((g) => g.name),
      "target",
    );
  const {
    value: { goal: saved },
  } = await saveGoal(ctx.tx, chatActor(ctx), {
    kind: goal.kind,
    name: goal.name,
    target: reaisToCentavos(amount),
    deadline: null,
    today: ctx.today,
  });
  ctx.turn.mention({ type: "goal", name: saved.name, target: true });
  return replyGoalSaved(saved, false);
}

/** "quero comprar uma tv de 3 mil em março": a plan, never a record. */
export async function actOnFuturePurchase(ctx: PlanningContext, item: FuturePurchaseIntent): Promise<string> {
  const { value: planned } = await planPurchase(ctx.tx, chatActor(ctx), {
    description: item.description,
    amount: item.amount === null ? null : reaisToCentavos(item.amount),
    plannedFor: item.date,
  });
  return replyPlannedAdded(planned);
}

/** "quanto tá a fatura do nubank?" (or of every credit card when none is named). */
export async function answerCardBill(ctx: PlanningContext, q: CardBillQuery): Promise<string> {
  const named = q.card !== null;
  const cards = named
    ? [await findCard(ctx.tx, ctx.userId, q.card, ctx.book)].filter((c) => c !== null)
    : (await listCards(ctx.tx, ctx.userId, ctx.book)).filter((c) => c.kind === "credit" && !c.archived);
  if (cards.length === 0) return replyUnknownCard(q.card);
  if (cards.length === 1 && cards[0]) ctx.turn.mention({ type: "card", name: cards[0].name });
  // "a fatura de janeiro": that month's bill, not the open one
  const month = namedBillMonth(q, ctx.today);
  const answers: string[] = [];
  for (const card of cards) {
    const found = await cardBills(ctx.tx, card, ctx.today, month ? { from: month, to: month } : {});
    if (!found) {
      answers.push(replyCardWithoutCycle(card.name));
      continue;
    }
    const o = found.overview;
    const asked = month ? found.bills[0] : undefined;
    if (asked) {
      answers.push(
        replyCardBillOfMonth({
          card: card.name,
          today: ctx.today,
          bill: { ...billData(asked), closed: asked.closed },
          openMonth: o.open.bill.month,
        }),
      );
      continue;
    }
    answers.push(
      replyCardBill({
        card: card.name,
        today: ctx.today,
        open: billData(o.open),
        closedUnpaid: o.closedUnpaid.map(billData),
        next: billData(o.next),
        limit: card.limit,
        limitLeft: o.limitLeft,
      }),
    );
  }
  return answers.join("\n\n");
}

/**
 * "a fatura do nubank veio 1.200": nothing is booked (the bill's purchases are the spending); the
 * bill that came (the last one closed and unpaid; the one closed last and not yet due even with no
 * purchase told; else the open one) is compared with the amount.
 * @returns null when the card is not set up: the parser's reading books it as an expense
 */
async function billCame(
  ctx: PlanningContext,
  cardName: string | null,
  amount: number,
): Promise<string | null> {
  const card = await findCard(ctx.tx, ctx.userId, cardName, ctx.book);
  const found = card ? await cardBills(ctx.tx, card, ctx.today) : null;
  if (!card || !found) return null;
  ctx.turn.mention({ type: "card", name: card.name });
  const { open, closedUnpaid } = found.overview;
  const before = addBillMonths(open.bill.month, -1);
  const closedLast = found.bills.find((b) => b.bill.month === before && !b.paid && b.bill.dueOn >= ctx.today);
  const bill = closedUnpaid.at(-1) ?? closedLast ?? open;
  return replyBillCame(card.name, billData(bill), amount);
}

/**
 * "paguei a fatura do nubank": closes the bill as a transfer. With an amount said, a payment
 * below the bill's total is not taken for the whole, and one above it says what the books lack.
 * @returns null when the card is not set up but an amount was said, or the card was named alone
 * ("paguei o inter 300") and none has that name: the message is then read by the parser
 */
async function payCardBill(
  ctx: PlanningContext,
  cardName: string | null,
  amount: number | null,
  byName: boolean,
): Promise<string | null> {
  const card = await findCard(ctx.tx, ctx.userId, cardName, ctx.book);
  // "paguei o inter 300" with no Inter card: no bill to pay, the parser books it
  if (!card || (byName && card.kind !== "credit"))
    return amount === null && !byName ? replyUnknownCard(cardName) : null;
  ctx.turn.mention({ type: "card", name: card.name });
  const said = amount === null ? null : centavos(amount);
  const paid = (await payBill(ctx.tx, chatActor(ctx), { card, today: ctx.today, said })).value;
  if (!paid.ok) {
    if (paid.reason === "short" && paid.bill && said !== null)
      return replyBillPartlyPaid(card.name, { month: paid.bill.bill.month, total: paid.bill.total }, said);
    if (paid.reason === "no_cycle") return replyCardWithoutCycle(card.name);
    if (paid.reason === "already_paid" && paid.bill)
      return replyBillAlreadyPaid(card.name, paid.bill.bill.month);
    if (paid.reason === "not_closed" && paid.bill)
      return replyBillNotClosed(card.name, { ...paid.bill.bill, total: paid.bill.total });
    return replyNothingToPay(card.name);
  }
  const after = await cardBills(ctx.tx, card, ctx.today);
  return replyBillPaid({
    card: card.name,
    month: paid.bill.bill.month,
    amount: paid.amount,
    limitLeft: after?.overview.limitLeft ?? null,
    said: amount,
  });
}

export async function answerLimits(ctx: PlanningContext, q: LimitQuery): Promise<string> {
  const all = await listLimits(ctx.tx, { userId: ctx.userId, today: ctx.today, book: ctx.book });
  if (q.category === null) {
    // "quanto tenho de limite?" from someone with no category limits but a credit card: the card's
    const cards = all.length === 0 ? await listCards(ctx.tx, ctx.userId, ctx.book) : [];
    if (cards.some((c) => c.kind === "credit" && !c.archived && c.limit !== null))
      return answerCardBill(ctx, {
        intent: "query",
        metric: "card_bill",
        from: q.from,
        to: q.to,
        by: q.by,
        card: null,
      });
    // "ta perto do limite?" with one limit set: "aumenta pra 1000" right after is that one
    const only = all.length === 1 ? all[0] : undefined;
    if (only) ctx.turn.mention({ type: "limit", category: only.category });
    return replyLimits(all, null);
  }
  const category = await findExpenseCategory(ctx.tx, ctx.userId, q.category, ctx.book);
  const name = category?.name ?? q.category;
  // "pode baixar pra 500" right after: this limit
  if (category) ctx.turn.mention({ type: "limit", category: category.name });
  return replyLimits(
    all.filter((l) => l.categoryId === category?.id),
    name,
  );
}

/**
 * "tirei 300 da meta da viagem": the money comes back out of the goal named (or the only goal, for
 * "da meta" alone), within what it holds; nothing is spent nor earned. The reply says what the goal
 * is left with, or why nothing changed. `spent`: the money paid for a record just booked. Null when
 * a box or reserve said (`loose`) is no goal of the person's: only money that moved.
 */
export async function takeFromGoalInChat(
  ctx: PlanningContext,
  from: { goal: string; loose?: true; amount: number; date: string },
  spent = false,
): Promise<string | null> {
  const found = await goalTakenOutOf(ctx, from.goal);
  if (typeof found === "string") return found;
  const goal = found;
  ctx.turn.mention({ type: "goal", name: goal.name });
  const amount = reaisToCentavos(from.amount);
  if (amount > goal.saved) return replyGoalShort(amount, goal);
  const taken = await takeFromGoal(ctx.tx, chatActor(ctx), {
    goalId: goal.id,
    amount,
    date: from.date,
    today: ctx.today,
  });
  return replyGoalWithdrawn(amount, taken.goal, spent);
}

/**
 * The goal money is said taken out of: the one named ("" for the person's only goal), never a
 * debt's; the reply saying which goals there are when none fits.
 */
async function goalTakenOutOf(ctx: PlanningContext, name: string) {
  const all = await listGoals(ctx.tx, { userId: ctx.userId, today: ctx.today, book: ctx.book });
  // a debt's goal keeps no money to take out
  const goals = all.filter((g) => g.kind !== "debt");
  const named = name ? goalNamed(all, name) : null;
  const goal = name
    ? named?.kind === "debt"
      ? null
      : named
    : goals.length === 1
      ? (goals[0] ?? null)
      : null;
  return (
    goal ??
    replyWhichGoalTaken(
      name,
      goals.map((g) => g.name),
    )
  );
}

/**
 * "vou tirar 100 da meta da viagem": money not taken out yet. Nothing moves; whether it was done is
 * asked ("Já tirou os R$ 100,00 da meta viagem?"), and a yes takes it out as "tirei" would.
 */
export async function askGoalTakenOut(
  ctx: PlanningContext,
  planned: { goal: string; amount: number; later?: true },
): Promise<string> {
  const found = await goalTakenOutOf(ctx, planned.goal);
  if (typeof found === "string") return found;
  ctx.turn.mention({ type: "goal", name: found.name });
  // "amanhã tiro 100 da meta": nothing to ask before the day; the goal stays as it is
  if (planned.later) return replyGoalOutNotYet(reaisToCentavos(planned.amount), found.name);
  ctx.turn.ask({ type: "goal_out", goal: found.name, amount: planned.amount });
  return replyGoalOutAsked(reaisToCentavos(planned.amount), found.name);
}

export async function answerGoals(ctx: PlanningContext, q: GoalQuery): Promise<string> {
  if (q.goal === null) {
    const goals = await listGoals(ctx.tx, { userId: ctx.userId, today: ctx.today, book: ctx.book });
    // one goal listed: "guardei 250" right after goes to it
    const only = goals.length === 1 ? goals[0] : undefined;
    if (only) ctx.turn.mention({ type: "goal", name: only.name, target: true });
    return replyGoals(goals, null);
  }
  const goal = await findGoal(ctx.tx, { userId: ctx.userId, name: q.goal, today: ctx.today, book: ctx.book });
  if (goal) ctx.turn.mention({ type: "goal", name: goal.name, target: true });
  return replyGoals(goal ? [goal] : [], q.goal);
}

export async function answerPlanned(ctx: PlanningContext, _q: FuturePurchasesQuery): Promise<string> {
  return replyPlannedList(await listPlannedPurchases(ctx.tx, { userId: ctx.userId, book: ctx.book }));
}

/**
 * "comprei a tv" without an amount: when it names a planned purchase, asks before recording it.
 * @returns the question, or null when nothing planned fits
 */
export async function askToBuyPlanned(ctx: PlanningContext, description: string): Promise<string | null> {
  const planned = await findPlanned(ctx, description);
  if (!planned || planned.amount === null) return null;
  ctx.turn.ask({ type: "buy_planned", plannedId: planned.id, description: planned.description });
  return replyAskBuyPlanned(planned);
}

/**
 * "parar resumo", "parar lembrete da fatura do nubank" and their opposites, "paguei a fatura".
 * @returns the reply, or null to let the message go on to the parser
 */
export async function runPlanningCommand(ctx: PlanningContext, cmd: PlanningCommand): Promise<string | null> {
  if (cmd.command === "pay_bill") return payCardBill(ctx, cmd.card, cmd.amount, cmd.byName === true);
  if (cmd.command === "bill_came") return billCame(ctx, cmd.card, cmd.amount);
  if (cmd.command === "list") {
    const period = { intent: "query", from: ctx.today, to: ctx.today, by: "days" } as const;
    if (cmd.what === "limits") return answerLimits(ctx, { ...period, metric: "limit", category: null });
    if (cmd.what === "goals") return answerGoals(ctx, { ...period, metric: "goal", goal: null });
    if (cmd.what === "bills") return answerCardBill(ctx, { ...period, metric: "card_bill", card: null });
    return answerPlanned(ctx, { ...period, metric: "future_purchases" });
  }
  if (cmd.command === "digests") {
    await ctx.tx.query("UPDATE users SET digests_enabled = $2 WHERE id = $1", [ctx.userId, cmd.enabled]);
    if (!cmd.enabled) return replyDigestsOff();
    // The monthly close is a basic report; the weekly summary only on the plans that include it.
    const weekly = ctx.access ? featureLockedReply(ctx.access, "weekly_summaries") : null;
    return weekly ? `${replyMonthlyCloseOn()}\n\n${weekly}` : replyDigestsOn();
  }
  const card = cmd.card === null ? null : await findCard(ctx.tx, ctx.userId, cmd.card, ctx.book);
  if (cmd.card !== null && !card) return replyUnknownCard(cmd.card);
  await setBillReminders(ctx.tx, chatActor(ctx), {
    cardId: card?.id ?? null,
    on: cmd.enabled,
    card: card?.name,
  });
  if (cmd.enabled)
    return card
      ? `🔔 Vou lembrar do vencimento da fatura do ${card.name} às 10h, no dia e na véspera.`
      : "🔔 Vou lembrar do vencimento das faturas às 10h, no dia e na véspera.";
  return replyBillRemindersOff(card?.name ?? null);
}
