import { categoryListSchema } from "@tostao/core/dashboard/categories";
import { recurringListSchema } from "@tostao/core/dashboard/recurring";
import { reminderListSchema } from "@tostao/core/dashboard/reminders";
import { summarySchema } from "@tostao/core/dashboard/summary";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createMeTestApp, type MeTestApp } from "./testing.ts";

describe.each(testEngines())(
  "categories, reminders, fixed items and the summary over /api/me (%s)",
  (engine) => {
    let t: MeTestApp;
    let ana: number;
    let bia: number;
    const json = async <T>(res: Response | Promise<Response>, status = 200): Promise<T> => {
      const answer = await res;
      expect(answer.status).toBe(status);
      return (await answer.json()) as T;
    };
    const categories = async (userId = ana) =>
      categoryListSchema.parse(await json(t.as(userId, "/api/me/categories"))).items;

    beforeAll(async () => {
      t = await createMeTestApp(engine);
      ana = await t.person("+5511999990001");
      bia = await t.person("+5511999990002");
    });
    afterAll(() => t?.close());

    it("adds, renames, colours, archives and merges categories, moving their records", async () => {
      const { item, operationId } = await json<{ item: { id: number }; operationId: number | null }>(
        t.as(ana, "/api/me/categories", {
          method: "POST",
          json: { name: "Feira", kind: "expense", color: "#22AA55" },
        }),
        201,
      );
      // The operation "Desfazer" undoes comes with every change.
      expect(operationId).toEqual(expect.any(Number));
      const duplicate = await t.as(ana, "/api/me/categories", {
        method: "POST",
        json: { name: "feira", kind: "expense" },
      });
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toMatchObject({
        error: { message: "Já existe uma categoria com esse nome." },
      });

      const renamed = await json<{
        item: { name: string; color: string; archived: boolean };
        operationId: number | null;
      }>(
        t.as(ana, `/api/me/categories/${item.id}`, {
          method: "PATCH",
          json: { name: "Hortifruti", archived: true },
        }),
      );
      expect(renamed.item).toEqual(
        expect.objectContaining({ name: "Hortifruti", color: "#22aa55", archived: true }),
      );
      expect(renamed.operationId).toEqual(expect.any(Number));

      const mercado = (await categories()).find((c) => c.name === "Mercado" && c.kind === "expense");
      await json(
        t.as(ana, "/api/me/transactions", {
          method: "POST",
          json: { date: "2026-03-02", kind: "expense", amountCents: 1500, categoryId: item.id },
        }),
        201,
      );
      const merged = await json<{ moved: number; item: { id: number; count: number }; operationId: number }>(
        t.as(ana, `/api/me/categories/${item.id}/merge`, { method: "POST", json: { intoId: mercado?.id } }),
      );
      expect(merged.moved).toBe(1);
      expect(merged.operationId).toEqual(expect.any(Number));
      expect(merged.item).toMatchObject({ id: mercado?.id, count: 1 });
      expect((await categories()).some((c) => c.id === item.id)).toBe(false);

      const salario = (await categories()).find((c) => c.kind === "income");
      const mixed = await t.as(ana, `/api/me/categories/${mercado?.id}/merge`, {
        method: "POST",
        json: { intoId: salario?.id },
      });
      expect(mixed.status).toBe(400);
    });

    it("keeps every person's categories apart: 404 for another's", async () => {
      const theirs = (await categories(bia))[0];
      for (const res of [
        await t.as(ana, `/api/me/categories/${theirs?.id}`, { method: "PATCH", json: { name: "X" } }),
        await t.as(ana, `/api/me/categories/${theirs?.id}/merge`, {
          method: "POST",
          json: { intoId: (await categories())[0]?.id },
        }),
      ]) {
        await expectErrorResponse(res, 404, { code: "not_found", message: "Categoria não encontrada." });
      }
      expect((await categories(bia))[0]?.name).toBe(theirs?.name);
    });

    it("lists, adds, edits, pays and deletes reminders; a monthly one moves to next month", async () => {
      const once = await json<{ item: { id: number } }>(
        t.as(ana, "/api/me/reminders", {
          method: "POST",
          json: { description: "IPVA", amountCents: 150000, dueDate: "2026-03-20" },
        }),
        201,
      );
      const monthly = await json<{ item: { id: number } }>(
        t.as(ana, "/api/me/reminders", {
          method: "POST",
          json: { description: "Internet", dueDate: "2026-03-31", recurrenceDay: 31 },
        }),
        201,
      );
      const paidOnce = await json<{ item: { status: string } }>(
        t.as(ana, `/api/me/reminders/${once.item.id}/paid`, { method: "POST" }),
      );
      expect(paidOnce.item.status).toBe("done");
      const paidMonthly = await json<{ item: { status: string; dueDate: string } }>(
        t.as(ana, `/api/me/reminders/${monthly.item.id}/paid`, { method: "POST" }),
      );
      expect(paidMonthly.item).toMatchObject({ status: "pending", dueDate: "2026-04-30" });
      const open = reminderListSchema.parse(await json(t.as(ana, "/api/me/reminders"))).items;
      expect(open.map((r) => r.description)).toEqual(["Internet"]);
      const all = reminderListSchema.parse(await json(t.as(ana, "/api/me/reminders?status=all"))).items;
      expect(all).toHaveLength(2);
      await json(
        t.as(ana, `/api/me/reminders/${monthly.item.id}`, {
          method: "PATCH",
          json: { description: "Fibra" },
        }),
      );
      await json(t.as(ana, `/api/me/reminders/${monthly.item.id}`, { method: "DELETE" }));
      const bad = await t.as(ana, "/api/me/reminders", {
        method: "POST",
        json: { description: "", dueDate: "ontem" },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: {
          fields: { description: "Informe a descrição.", dueDate: expect.stringContaining("Data inválida") },
        },
      });
      const theirs = await json<{ item: { id: number } }>(
        t.as(bia, "/api/me/reminders", {
          method: "POST",
          json: { description: "Luz", dueDate: "2026-03-10" },
        }),
        201,
      );
      for (const res of [
        await t.as(ana, `/api/me/reminders/${theirs.item.id}`, {
          method: "PATCH",
          json: { description: "x" },
        }),
        await t.as(ana, `/api/me/reminders/${theirs.item.id}/paid`, { method: "POST" }),
        await t.as(ana, `/api/me/reminders/${theirs.item.id}`, { method: "DELETE" }),
      ]) {
        expect(res.status).toBe(404);
      }
    });

    it("lists, adds, edits and deletes fixed items, 404 for another person's", async () => {
      const { item } = await json<{ item: { id: number } }>(
        t.as(ana, "/api/me/recurring", {
          method: "POST",
          json: {
            kind: "expense",
            amountCents: 250000,
            description: "Aluguel",
            dayOfMonth: 5,
            startsOn: "2026-01-05",
          },
        }),
        201,
      );
      const edited = await json<{ item: { amountCents: number; active: boolean } }>(
        t.as(ana, `/api/me/recurring/${item.id}`, {
          method: "PATCH",
          json: { amountCents: 260000, active: false },
        }),
      );
      expect(edited.item).toMatchObject({ amountCents: 260000, active: false });
      expect(recurringListSchema.parse(await json(t.as(ana, "/api/me/recurring"))).items).toHaveLength(1);
      expect((await t.as(bia, `/api/me/recurring/${item.id}`, { method: "DELETE" })).status).toBe(404);
      const bad = await t.as(ana, "/api/me/recurring", {
        method: "POST",
        json: { kind: "expense", amountCents: 100, description: "x", dayOfMonth: 32, startsOn: "2026-01-01" },
      });
      expect(await bad.json()).toMatchObject({
        error: { fields: { dayOfMonth: "O dia deve estar entre 1 e 31." } },
      });
      await json(t.as(ana, `/api/me/recurring/${item.id}`, { method: "DELETE" }));
      expect(recurringListSchema.parse(await json(t.as(ana, "/api/me/recurring"))).items).toHaveLength(0);
    });

    it("sums a month by kind, category and day, with the 12 months before", async () => {
      for (const [date, kind, amountCents] of [
        ["2026-02-01", "income", 500000],
        ["2026-02-03", "expense", 12000],
        ["2026-02-03", "expense", 3000],
        ["2026-02-28", "investment", 20000],
        ["2025-03-10", "expense", 700],
        ["2025-02-10", "expense", 999],
      ] as const) {
        await json(
          t.as(bia, "/api/me/transactions", { method: "POST", json: { date, kind, amountCents } }),
          201,
        );
      }
      const summary = summarySchema.parse(await json(t.as(bia, "/api/me/summary?month=2026-02")));
      expect(summary.totals).toEqual({
        incomeCents: 500000,
        expenseCents: 15000,
        investmentCents: 20000,
        balanceCents: 485000,
        count: 4,
        instalmentCents: 0,
      });
      expect(summary.byDay.find((d) => d.date === "2026-02-03")?.expenseCents).toBe(15000);
      expect(summary.months).toHaveLength(13);
      expect(summary.months[0]).toEqual({
        month: "2025-02",
        incomeCents: 0,
        expenseCents: 999,
        investmentCents: 0,
      });
      expect(summary.months[1]?.expenseCents).toBe(700);
      expect(summary.months[12]?.month).toBe("2026-02");
      const current = summarySchema.parse(await json(t.as(bia, "/api/me/summary")));
      expect(current.month).toBe("2026-03");
      const bad = await t.as(bia, "/api/me/summary?month=2026-13");
      expect(bad.status).toBe(400);
    });

    it("bumps the books' version when chat or the dashboard changes anything", async () => {
      const before = await json<{ version: number }>(t.as(ana, "/api/me/version"));
      await t.db.query(
        "INSERT INTO transactions (user_id, kind, amount_centavos, date) VALUES ($1, 'expense', 100, '2026-03-15')",
        [ana],
      );
      const after = await json<{ version: number }>(t.as(ana, "/api/me/version"));
      expect(after.version).toBeGreaterThan(before.version);
    });
  },
);
