import { describe, expect, it } from "vitest";
import { assignCategoryColors, CATEGORY_PALETTE } from "./category-colors";

describe("assignCategoryColors", () => {
  it("gives every default category a colour of its own", () => {
    const categories = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, color: null }));
    const colors = assignCategoryColors(categories);
    expect(new Set(colors.values()).size).toBe(20);
  });

  it("keeps a colour the person chose, and no other category takes it", () => {
    const chosen = CATEGORY_PALETTE[1];
    const colors = assignCategoryColors([
      { id: 1, color: null },
      { id: 2, color: null },
      { id: 3, color: chosen },
    ]);
    expect(colors.get(3)).toBe(chosen);
    expect([colors.get(1), colors.get(2)]).not.toContain(chosen);
    expect(new Set(colors.values()).size).toBe(3);
  });

  it("gives a new category an unused colour and leaves the others as they were", () => {
    const before = assignCategoryColors([
      { id: 1, color: null },
      { id: 5, color: null },
    ]);
    const after = assignCategoryColors([
      { id: 5, color: null },
      { id: 1, color: null },
      { id: 9, color: null },
    ]);
    expect(after.get(1)).toBe(before.get(1));
    expect(after.get(5)).toBe(before.get(5));
    expect([before.get(1), before.get(5)]).not.toContain(after.get(9));
  });
});
