import { readFileSync } from "node:fs";
import { CATEGORY_PALETTE } from "@tostao/core/dashboard/category-palette";
import { testEngines } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { useMeTestApp } from "../../dashboard/testing.ts";
import { defaultCategories } from "../default-categories.ts";
import { seedBusinessCategories } from "../seed-business-categories.ts";

type Category = { id: number; name: string; kind: string; color: string };

describe("the palette the database colours categories with", () => {
  it("is core's palette, colour for colour", () => {
    const sql = readFileSync(
      new URL("../../../../../packages/db/migrations/0121_category_colours.sql", import.meta.url),
      "utf8",
    );
    const inMigration = [...(/ARRAY\[([\s\S]*?)\]/.exec(sql)?.[1] ?? "").matchAll(/'(#[0-9a-f]{6})'/g)].map(
      (m) => m[1],
    );
    expect(inMigration).toEqual([...CATEGORY_PALETTE]);
  });
});

describe.each(testEngines())("category colours (%s)", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;
  const list = async (book = "personal") =>
    ((await (await t.as(ana, `/api/me/categories?book=${book}`)).json()) as { items: Category[] }).items;

  beforeAll(async () => {
    ana = await t.person("+5511999990001");
  });

  it("gives every default category a colour of its own among those of its kind", async () => {
    for (const kind of ["expense", "income", "investment"]) {
      const colours = (await list()).filter((c) => c.kind === kind).map((c) => c.color);
      expect(
        colours.every((c) => /^#[0-9a-f]{6}$/.test(c)),
        kind,
      ).toBe(true);
      expect(new Set(colours).size, kind).toBe(colours.length);
    }
  });

  it("seeds the default categories with the colours the database gives them one at a time", async () => {
    const colours = (userId: number) =>
      t.db.query<{ name: string; kind: string; color: string }>(
        "SELECT name, kind, color FROM categories WHERE user_id = $1 ORDER BY kind, name",
        [userId],
      );
    // Another person's defaults written row by row without a colour: the trigger chooses each.
    const bia = await t.person("+5511999990002");
    await t.db.query("DELETE FROM categories WHERE user_id = $1", [bia]);
    for (const c of defaultCategories)
      await t.db.query("INSERT INTO categories (user_id, name, kind) VALUES ($1, $2, $3)", [
        bia,
        c.name,
        c.kind,
      ]);
    const seeded = await colours(ana);
    expect(seeded).toHaveLength(defaultCategories.length);
    expect(seeded).toEqual(await colours(bia));
  });

  it("gives a new category a colour no other has, and keeps one the person chose", async () => {
    const before = new Set((await list()).filter((c) => c.kind === "expense").map((c) => c.color));
    const created = await t.as(ana, "/api/me/categories", {
      method: "POST",
      json: { name: "Aquário", kind: "expense" },
    });
    const pets = ((await created.json()) as { item: Category }).item;
    expect(before.has(pets.color)).toBe(false);
    const chosen = "#123456";
    await t.as(ana, `/api/me/categories/${pets.id}`, { method: "PATCH", json: { color: chosen } });
    expect((await list()).find((c) => c.id === pets.id)?.color).toBe(chosen);
  });

  it("colours each book apart", async () => {
    await t.db.transaction((tx) => seedBusinessCategories(tx, ana));
    const business = (await list("business")).filter((c) => c.kind === "expense").map((c) => c.color);
    expect(new Set(business).size).toBe(business.length);
    expect(business).toContain(CATEGORY_PALETTE[0]);
  });
});
