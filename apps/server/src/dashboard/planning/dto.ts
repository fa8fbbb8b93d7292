import type { BillDto, CardDto, GoalDto, LimitDto, PlannedDto } from "@tostao/core/planning/api";
import type { SqlRunner } from "@tostao/db";
import type { CategoryLimit } from "../../books/limit-status.ts";
import type { BillView } from "../../planning/cards/card-bills.ts";
import { type CardMonths, cardBills } from "../../planning/cards/card-bills.ts";
import type { Card } from "../../planning/cards/card-row.ts";
import type { PlannedPurchase } from "../../planning/future/planned-purchases.ts";
import type { GoalView } from "../../planning/goals/goals.ts";

function billDto(b: BillView): BillDto {
  return {
    ...b.bill,
    totalCents: b.total,
    parts: b.parts,
    paid: b.paid ? { amountCents: b.paid.amount, paidOn: b.paid.paidOn } : null,
    closed: b.closed,
  };
}

/** A card as the Cartões page shows it: the overview on `today` and a year of bills each way. */
export async function cardDto(
  tx: SqlRunner,
  card: Card,
  today: string,
  preloaded?: CardMonths,
): Promise<CardDto> {
  const found = await cardBills(tx, card, today, {}, preloaded);
  return {
    id: card.id,
    name: card.name,
    kind: card.kind,
    limitCents: card.limit,
    closingDay: card.closingDay,
    dueDay: card.dueDay,
    billReminders: card.billReminders,
    archived: card.archived,
    overview: found
      ? {
          open: billDto(found.overview.open),
          closedUnpaid: found.overview.closedUnpaid.map(billDto),
          next: billDto(found.overview.next),
          limitUsedCents: found.overview.limitUsed,
          limitLeftCents: found.overview.limitLeft,
        }
      : null,
    bills: found ? found.bills.map(billDto) : [],
  };
}

export function limitDto(l: CategoryLimit): LimitDto {
  return {
    categoryId: l.categoryId,
    category: l.category,
    limitCents: l.limit,
    spentCents: l.spent,
    leftCents: l.left,
    percent: l.percent,
    daysLeft: l.daysLeft,
  };
}

export function goalDto(g: GoalView): GoalDto {
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    targetCents: g.target,
    savedCents: g.saved,
    remainingCents: g.remaining,
    percent: g.percent,
    deadline: g.deadline,
    monthsLeft: g.monthsLeft,
    monthlyNeedCents: g.monthlyNeed,
    reached: g.reached,
    overdue: g.overdue,
  };
}

export function plannedDto(p: PlannedPurchase): PlannedDto {
  return {
    id: p.id,
    description: p.description,
    amountCents: p.amount,
    plannedFor: p.plannedFor,
    status: p.status,
  };
}
