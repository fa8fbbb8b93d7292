// The reads of a person's book that come with their arrival (books/preloaded-reads.ts), on both
// databases: the same rows, in the same order, as the statements they stand for; forgotten as soon
// as an operation changes one of their tables or a write outside any operation does, and kept
// across an operation that changes none (a record), so the text path reads each once.
import { centavos } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAccounts } from "../accounts/accounts.ts";
import { listPlannedPurchases } from "../planning/future/planned-purchases.ts";
import { createAccount } from "./accounts.ts";
import { createCategory } from "./categories/save-category.ts";
import { loadOwnWords, rememberCategory } from "./category-choices.ts";
import { ensureUser } from "./ensure-user.ts";
import type { BooksActor } from "./operation.ts";
import { planPurchase } from "./planned-purchases.ts";
import {
  hasPreloaded,
  keepPreloaded,
  type PreloadedRow,
  preloadColumns,
  preloaded,
} from "./preloaded-reads.ts";
import { recordEntry } from "./record-entry.ts";
import { resolveCategory } from "./resolve-category.ts";
import { seedBusinessCategories } from "./seed-business-categories.ts";

const NOW = new Date("2026-03-15T15:00:00Z");

/** Reads the person's book as their arrival does, and keeps it on `tx`. */
async function preload(tx: SqlRunner, userId: number) {
  const [row] = await tx.query<PreloadedRow>(`SELECT ${preloadColumns("$1", "'personal'")}`, [userId]);
  if (!row) throw new Error("no row");
  keepPreloaded(tx, { userId, book: "personal" }, row);
}

describe.each(testEngines())("the reads kept with a person's arrival (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const actor = (userId: number): BooksActor => ({ userId, book: "personal", source: "dashboard", now: NOW });

  it("are what the statements they stand for read", async () => {
    const { id: userId } = await db.transaction((tx) => ensureUser(tx, "+5511955550101"));
    await db.transaction(async (tx) => {
      await createAccount(tx, actor(userId), {
        name: "Conta Inter",
        kind: "checking",
        openingOn: "2026-03-01",
      });
      await createAccount(tx, actor(userId), {
        name: "Carteira",
        kind: "wallet",
        openingBalance: 5_000,
        openingOn: "2026-03-01",
      });
      await planPurchase(tx, actor(userId), { description: "tv", amount: null, plannedFor: null });
      await planPurchase(tx, actor(userId), {
        description: "sofá",
        amount: centavos(300_000),
        plannedFor: "2026-04-30",
      });
      await createCategory(tx, actor(userId), { name: "Aquário", kind: "expense" });
      const recorded = await recordEntry(tx, actor(userId), {
        kind: "expense",
        amount: centavos(4_000),
        date: "2026-03-14",
        category: { name: "Mercado" },
        description: "ração",
      });
      if (recorded.value.status !== "recorded") throw new Error("not recorded");
      await rememberCategory(
        tx,
        { userId, book: "personal" },
        { description: "ração", category: "Aquário", kind: "expense" },
      );
    });
    await db.transaction(async (tx) => {
      const read = {
        accounts: await listAccounts(tx, userId, "personal"),
        planned: await listPlannedPurchases(tx, { userId }),
        ownWords: await loadOwnWords(tx, userId, "personal"),
        mercado: await resolveCategory(tx, userId, "expense", "Mercado"),
      };
      expect(read.accounts).toHaveLength(2);
      expect(read.planned).toHaveLength(2);
      expect(read.ownWords.categories).toEqual([{ name: "Aquário", kind: "expense" }]);
      expect(read.ownWords.choices).toEqual([{ words: "racao", category: "Aquário", kind: "expense" }]);
      await preload(tx, userId);
      const reads = preloaded(tx, userId, "personal");
      expect(reads?.accounts.map((a) => ({ ...a, openingBalance: Number(a.openingBalance) }))).toEqual(
        read.accounts,
      );
      expect(reads?.planned).toEqual(read.planned.map((p) => ({ ...p, amount: p.amount ?? null })));
      expect(await loadOwnWords(tx, userId, "personal")).toEqual(read.ownWords);
      expect(await resolveCategory(tx, userId, "expense", "Mercado")).toEqual(read.mercado);
      // Another person, or another book, is read from the database.
      expect(preloaded(tx, userId + 1, "personal")).toBeNull();
      expect(preloaded(tx, userId, "business")).toBeNull();
    });
  });

  it("hold across a record, and are forgotten when their tables change", async () => {
    const { id: userId } = await db.transaction((tx) => ensureUser(tx, "+5511955550102"));
    await db.transaction(async (tx) => {
      await preload(tx, userId);
      await recordEntry(tx, actor(userId), {
        kind: "expense",
        amount: centavos(1_000),
        date: "2026-03-14",
        category: { name: "Mercado" },
        description: "pão",
      });
      expect(preloaded(tx, userId, "personal")).not.toBeNull();
      await planPurchase(tx, actor(userId), { description: "tv", amount: null, plannedFor: null });
      expect(hasPreloaded(tx)).toBe(false);
      expect((await listPlannedPurchases(tx, { userId })).map((p) => p.description)).toEqual(["tv"]);

      await preload(tx, userId);
      await createAccount(tx, actor(userId), { name: "Nubank", kind: "checking", openingOn: "2026-03-01" });
      expect(hasPreloaded(tx)).toBe(false);

      await preload(tx, userId);
      await createCategory(tx, actor(userId), { name: "Aquário", kind: "expense" });
      expect(hasPreloaded(tx)).toBe(false);

      await preload(tx, userId);
      await seedBusinessCategories(tx, userId);
      expect(hasPreloaded(tx)).toBe(false);

      await preload(tx, userId);
      await rememberCategory(
        tx,
        { userId, book: "personal" },
        { description: "pão", category: "Aquário", kind: "expense" },
      );
      expect(hasPreloaded(tx)).toBe(false);
    });
  });
});
