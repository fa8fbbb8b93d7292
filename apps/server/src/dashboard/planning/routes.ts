import { AppError, type Book, centavos, monthRange, saoPauloTodayIso } from "@tostao/core";
import { idSchema, monthSchema } from "@tostao/core/dashboard/fields";
import {
  buyPlannedInputSchema,
  cardInputSchema,
  goalInputSchema,
  limitInputSchema,
  moveToBillInputSchema,
  plannedInputSchema,
  planningEndpoints,
} from "@tostao/core/planning/api";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { personOf, requirePerson } from "../../auth/session-middleware.ts";
import { buyPlanned } from "../../books/buy-planned.ts";
import { deleteCard, saveCard } from "../../books/cards.ts";
import { deleteGoal, saveGoal } from "../../books/goals.ts";
import { listLimits } from "../../books/limit-status.ts";
import { moveToBill } from "../../books/move-to-bill.ts";
import type { BooksActor } from "../../books/operation.ts";
import { payBill } from "../../books/pay-bill.ts";
import { cancelPlanned, planPurchase } from "../../books/planned-purchases.ts";
import { removeLimit, setLimit } from "../../books/set-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { loadCardMonths } from "../../planning/cards/card-bills.ts";
import { type Card, listCards } from "../../planning/cards/card-row.ts";
import { listPlannedPurchases } from "../../planning/future/planned-purchases.ts";
import { listGoals } from "../../planning/goals/goals.ts";
import { bookOf, requireFeature } from "../book-scope.ts";
import { cardDto, goalDto, limitDto, plannedDto } from "./dto.ts";

/** What a missing id of each kind answers; a malformed id answers the same. */
const notFound = {
  card: "Cartão não encontrado.",
  bill: "Fatura não encontrada.",
  record: "Registro não encontrado.",
  limit: "Limite não encontrado.",
  goal: "Meta não encontrada.",
  planned: "Compra planejada não encontrada.",
} as const;

function param<T>(c: Context, name: string, schema: z.ZodType<T>, what: keyof typeof notFound): T {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw new AppError("not_found", notFound[what]);
  return parsed.data;
}

async function ownCard(db: Db, userId: number, id: number, book: Book): Promise<Card> {
  const card = (await listCards(db, userId, book)).find((c) => c.id === id);
  if (!card) throw new AppError("not_found", notFound.card);
  return card;
}

/**
 * The person's planning books for the dashboard: cards and bills, limits, goals, planned
 * purchases. Mounted at /api/me; every route needs a signed-in person and sees only their rows
 * of the request's book (bookScope). Limits need a plan that includes them.
 */
export function planningRoutes(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const today = () => saoPauloTodayIso(deps.now());
  const e = planningEndpoints;
  const scope = async (c: Context) => ({ userId: personOf(c).userId, book: await bookOf(c) });
  const actorOf = (scoped: { userId: number; book: Book }): BooksActor => ({
    ...scoped,
    source: "dashboard",
    now: deps.now(),
  });
  const limitsScope = async (c: Context) => {
    await requireFeature(c, "limits");
    return scope(c);
  };
  return new Hono()
    .use("*", requirePerson)
    .get("/cards", async (c) => {
      const { userId, book } = await scope(c);
      const cards = await listCards(db, userId, book);
      const months = await loadCardMonths(
        db,
        cards.map((card) => card.id),
      );
      const items = [];
      for (const card of cards) items.push(await cardDto(db, card, today(), months.get(card.id)));
      return c.json(e.listCards.response.parse({ items }));
    })
    .post("/cards", async (c) => {
      const actor = actorOf(await scope(c));
      const input = await readJson(c, cardInputSchema);
      const done = await db.transaction((tx) =>
        saveCard(tx, actor, {
          name: input.name,
          kind: input.kind ?? null,
          limit:
            input.limitCents === undefined || input.limitCents === null ? null : centavos(input.limitCents),
          closingDay: input.closingDay ?? null,
          dueDay: input.dueDay ?? null,
          billReminders: input.billReminders ?? null,
        }),
      );
      const { card, created } = done.value;
      return c.json(
        e.saveCard.response.parse({
          item: await cardDto(db, card, today()),
          created,
          operationId: done.operationId,
        }),
        created ? 201 : 200,
      );
    })
    .delete("/cards/:id", async (c) => {
      const actor = actorOf(await scope(c));
      const id = param(c, "id", idSchema, "card");
      // The purchases stay in the books; they only leave the card (and come back to it on undo).
      const done = await db.transaction((tx) => deleteCard(tx, actor, { id }));
      return c.json(e.deleteCard.response.parse({ ok: true, operationId: done.operationId }));
    })
    .post("/cards/:id/bills/:month/pay", async (c) => {
      const { userId, book } = await scope(c);
      const card = await ownCard(db, userId, param(c, "id", idSchema, "card"), book);
      const month = param(c, "month", monthSchema, "bill");
      const done = await db.transaction((tx) =>
        payBill(tx, { userId, book, source: "dashboard", now: deps.now() }, { card, today: today(), month }),
      );
      const paid = done.value;
      if (!paid.ok) {
        if (paid.reason === "already_paid") throw new AppError("conflict", "Essa fatura já está paga.");
        if (paid.reason === "no_cycle")
          throw new AppError(
            "validation",
            "Informe os dias de fechamento e vencimento do cartão antes de pagar.",
          );
        if (paid.reason === "empty")
          throw new AppError("validation", "Essa fatura está vazia: não há compras nela para pagar.");
        throw new AppError("validation", "Não há fatura para pagar nesse mês.");
      }
      return c.json(
        e.payBill.response.parse({
          item: await cardDto(db, card, today()),
          paidCents: paid.amount,
          operationId: done.operationId,
        }),
      );
    })
    .put("/transactions/:id/bill", async (c) => {
      const { userId, book } = await scope(c);
      const id = param(c, "id", idSchema, "record");
      const { month } = await readJson(c, moveToBillInputSchema);
      const done = await db.transaction((tx) =>
        moveToBill(tx, { userId, book, source: "dashboard", now: deps.now() }, { transactionId: id, month }),
      );
      return c.json(e.moveToBill.response.parse({ ok: true, operationId: done.operationId }));
    })
    .get("/limits", async (c) => {
      const { userId, book } = await limitsScope(c);
      const items = (await listLimits(db, { userId, today: today(), book })).map(limitDto);
      return c.json(e.listLimits.response.parse({ items }));
    })
    .put("/limits", async (c) => {
      const { userId, book } = await limitsScope(c);
      const input = await readJson(c, limitInputSchema);
      const { item, operationId } = await db.transaction(async (tx) => {
        const saved = await setLimit(tx, actorOf({ userId, book }), {
          category: input.category,
          amount: centavos(input.amountCents),
        });
        const found = (await listLimits(tx, { userId, today: today(), book })).find(
          (l) => l.categoryId === saved.value.category.id,
        );
        if (!found) throw new Error("limit vanished");
        return { item: found, operationId: saved.operationId };
      });
      return c.json(e.saveLimit.response.parse({ item: limitDto(item), operationId }));
    })
    .delete("/limits/:id", async (c) => {
      const { userId, book } = await limitsScope(c);
      const categoryId = param(c, "id", idSchema, "limit");
      const removed = await db.transaction((tx) =>
        removeLimit(tx, actorOf({ userId, book }), { categoryId }),
      );
      if (!removed.value) throw new AppError("not_found", notFound.limit);
      return c.json(e.deleteLimit.response.parse({ ok: true, operationId: removed.operationId }));
    })
    .get("/goals", async (c) => {
      const { userId, book } = await scope(c);
      const items = (await listGoals(db, { userId, today: today(), book })).map(goalDto);
      return c.json(e.listGoals.response.parse({ items }));
    })
    .post("/goals", async (c) => {
      const { userId, book } = await scope(c);
      const input = await readJson(c, goalInputSchema);
      if (input.deadline && input.deadline < today())
        throw new AppError("validation", "Alguns campos estão inválidos.", {
          fields: { deadline: "O prazo não pode estar no passado." },
        });
      const done = await db.transaction((tx) =>
        saveGoal(tx, actorOf({ userId, book }), {
          kind: input.kind,
          name: input.name,
          target: centavos(input.targetCents),
          deadline: input.deadline ?? null,
          today: today(),
        }),
      );
      const { goal, created } = done.value;
      return c.json(
        e.saveGoal.response.parse({ item: goalDto(goal), created, operationId: done.operationId }),
        created ? 201 : 200,
      );
    })
    .delete("/goals/:id", async (c) => {
      const actor = actorOf(await scope(c));
      const id = param(c, "id", idSchema, "goal");
      // The records put towards it stay in the books (and are tied to it again on undo).
      const done = await db.transaction((tx) => deleteGoal(tx, actor, { id }));
      return c.json(e.deleteGoal.response.parse({ ok: true, operationId: done.operationId }));
    })
    .get("/planned-purchases", async (c) => {
      const { userId, book } = await scope(c);
      const items = (await listPlannedPurchases(db, { userId, book })).map(plannedDto);
      return c.json(e.listPlanned.response.parse({ items }));
    })
    .post("/planned-purchases", async (c) => {
      const actor = actorOf(await scope(c));
      const input = await readJson(c, plannedInputSchema);
      const done = await db.transaction((tx) =>
        planPurchase(tx, actor, {
          description: input.description,
          amount: input.amountCents ? centavos(input.amountCents) : null,
          plannedFor: input.month ? monthRange(input.month).to : null,
        }),
      );
      return c.json(
        e.addPlanned.response.parse({ item: plannedDto(done.value), operationId: done.operationId }),
        201,
      );
    })
    .delete("/planned-purchases/:id", async (c) => {
      const actor = actorOf(await scope(c));
      const id = param(c, "id", idSchema, "planned");
      const done = await db.transaction((tx) => cancelPlanned(tx, actor, { id }));
      return c.json(e.deletePlanned.response.parse({ ok: true, operationId: done.operationId }));
    })
    .post("/planned-purchases/:id/buy", async (c) => {
      const { userId, book } = await scope(c);
      const id = param(c, "id", idSchema, "planned");
      const input = await readJson(c, buyPlannedInputSchema);
      const actor = { userId, book, source: "dashboard" as const, now: deps.now() };
      const result = await db.transaction(async (tx) => {
        const planned = (await listPlannedPurchases(tx, { userId, book })).find((p) => p.id === id);
        if (!planned) throw new AppError("not_found", notFound.planned);
        const done = await buyPlanned(tx, actor, {
          plannedId: id,
          amount: input.amountCents === undefined ? null : centavos(input.amountCents),
          date: input.date,
        });
        const transactionId = done.value.transactionId ?? 0;
        return {
          item: { ...planned, status: "bought" as const, transactionId },
          transactionId,
          operationId: done.operationId,
        };
      });
      return c.json(
        e.buyPlanned.response.parse({
          item: plannedDto(result.item),
          transactionId: result.transactionId,
          operationId: result.operationId,
        }),
      );
    });
}
