import { AppError, type Book, centavos, monthRange, saoPauloTodayIso, shiftDate } from "@tostao/core";
import { monthSchema } from "@tostao/core/dashboard/fields";
import {
  cardUpdateSchema,
  goalDepositInputSchema,
  goalUpdateSchema,
  plannedUpdateSchema,
  planningEndpoints,
} from "@tostao/core/planning/api";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf, requirePerson } from "../../auth/session-middleware.ts";
import { changeCard } from "../../books/cards.ts";
import { addGoalDeposit, listGoalDeposits, takeFromGoal } from "../../books/goal-deposits.ts";
import { changeGoal } from "../../books/goals.ts";
import type { BooksActor } from "../../books/operation.ts";
import { changePlanned } from "../../books/planned-purchases.ts";
import { readJson } from "../../http/read-json.ts";
import { readId } from "../../http/read-query.ts";
import { listBillDues } from "../../planning/cards/bills-due.ts";
import { listCards } from "../../planning/cards/card-row.ts";
import { bookOf } from "../book-scope.ts";
import { listBillItems } from "./bill-items.ts";
import { cardDto, goalDto, plannedDto } from "./dto.ts";

const cardNotFound = () => new AppError("not_found", "Cartão não encontrado.");
const goalNotFound = () => new AppError("not_found", "Meta não encontrada.");
// An optional amount of an edit: left out keeps it, null removes it.
const changedCents = (cents: number | null | undefined) =>
  cents === undefined ? undefined : cents === null ? null : centavos(cents);
const plannedNotFound = () => new AppError("not_found", "Compra planejada não encontrada.");

/**
 * What the planning pages need beyond the lists: a bill's purchases, the bills due soon (listed
 * with the reminders), editing a card (archiving it too), a goal or a planned purchase by id, and
 * a goal's deposits. Mounted at /api/me beside planningRoutes.
 */
export function planningDetailRoutes(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const today = () => saoPauloTodayIso(deps.now());
  const e = planningEndpoints;
  const actor = (userId: number, book: Book): BooksActor => ({
    userId,
    book,
    source: "dashboard",
    now: deps.now(),
  });
  return new Hono()
    .use("*", requirePerson)
    .patch("/cards/:id", async (c) => {
      const { userId } = personOf(c);
      const book = await bookOf(c);
      const id = readId(c, cardNotFound);
      const input = await readJson(c, cardUpdateSchema);
      const done = await db.transaction((tx) =>
        changeCard(tx, actor(userId, book), {
          id,
          changes: {
            name: input.name,
            kind: input.kind,
            limit: changedCents(input.limitCents),
            closingDay: input.closingDay,
            dueDay: input.dueDay,
            billReminders: input.billReminders,
            archived: input.archived,
          },
        }),
      );
      return c.json(
        e.updateCard.response.parse({
          item: await cardDto(db, done.value, today()),
          operationId: done.operationId,
        }),
      );
    })
    .get("/cards/:id/bills/:month", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, cardNotFound);
      const month = monthSchema.safeParse(c.req.param("month"));
      if (!month.success) throw new AppError("not_found", "Fatura não encontrada.");
      if (!(await listCards(db, userId, await bookOf(c))).some((card) => card.id === id))
        throw cardNotFound();
      const items = await listBillItems(db, { userId, cardId: id, month: month.data });
      return c.json(e.billItems.response.parse({ items }));
    })
    .get("/bill-dues", async (c) => {
      const { userId } = personOf(c);
      const book = await bookOf(c);
      const from = today();
      const dues = await listBillDues(db, {
        userId,
        book,
        today: from,
        from,
        to: shiftDate(from, 45),
        remindedOnly: true,
      });
      return c.json(
        e.billDues.response.parse({
          items: dues.map((d) => ({
            cardId: d.cardId,
            card: d.card,
            month: d.month,
            dueOn: d.dueOn,
            totalCents: d.total,
            closed: d.closed,
          })),
        }),
      );
    })
    .patch("/planned-purchases/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, plannedNotFound);
      const input = await readJson(c, plannedUpdateSchema);
      const book = await bookOf(c);
      const done = await db.transaction((tx) =>
        changePlanned(tx, actor(userId, book), {
          id,
          changes: {
            description: input.description,
            amount: changedCents(input.amountCents),
            plannedFor:
              input.month === undefined
                ? undefined
                : input.month === null
                  ? null
                  : monthRange(input.month).to,
          },
        }),
      );
      return c.json(
        e.updatePlanned.response.parse({ item: plannedDto(done.value), operationId: done.operationId }),
      );
    })
    .patch("/goals/:id", async (c) => {
      const { userId } = personOf(c);
      const id = readId(c, goalNotFound);
      const input = await readJson(c, goalUpdateSchema);
      if (input.deadline && input.deadline < today())
        throw new AppError("validation", "Alguns campos estão inválidos.", {
          fields: { deadline: "O prazo não pode estar no passado." },
        });
      const book = await bookOf(c);
      const done = await db.transaction((tx) =>
        changeGoal(tx, actor(userId, book), {
          id,
          today: today(),
          changes: {
            kind: input.kind,
            name: input.name,
            target: input.targetCents === undefined ? undefined : centavos(input.targetCents),
            deadline: input.deadline,
          },
        }),
      );
      return c.json(
        e.updateGoal.response.parse({ item: goalDto(done.value), operationId: done.operationId }),
      );
    })
    .get("/goals/:id/deposits", async (c) => {
      const { userId } = personOf(c);
      const goalId = readId(c, goalNotFound);
      const book = await bookOf(c);
      const listed = await listGoalDeposits(db, { userId, book, goalId, today: today() });
      return c.json(e.goalDeposits.response.parse(listed));
    })
    .post("/goals/:id/deposits", async (c) => {
      const { userId } = personOf(c);
      const goalId = readId(c, goalNotFound);
      const input = await readJson(c, goalDepositInputSchema);
      const book = await bookOf(c);
      const result = await db.transaction((tx) =>
        addGoalDeposit(
          tx,
          { userId, book, source: "dashboard", now: deps.now() },
          { goalId, amount: centavos(input.amountCents), date: input.date, today: today() },
        ),
      );
      return c.json(
        e.addGoalDeposit.response.parse({
          item: goalDto(result.goal),
          transaction: result.transaction,
          operationId: result.operationId,
        }),
        201,
      );
    })
    .post("/goals/:id/withdrawals", async (c) => {
      const { userId } = personOf(c);
      const goalId = readId(c, goalNotFound);
      const input = await readJson(c, goalDepositInputSchema);
      const book = await bookOf(c);
      const result = await db.transaction((tx) =>
        takeFromGoal(
          tx,
          { userId, book, source: "dashboard", now: deps.now() },
          { goalId, amount: centavos(input.amountCents), date: input.date, today: today() },
        ),
      );
      return c.json(
        e.addGoalWithdrawal.response.parse({ item: goalDto(result.goal), operationId: result.operationId }),
        201,
      );
    });
}
