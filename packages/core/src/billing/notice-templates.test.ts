import { describe, expect, it } from "vitest";
import {
  NOTICES_TEMPLATE_ITEMS_MAX,
  noticeLine,
  noticesTemplateParams,
  packNoticeLines,
  reminderTemplateParams,
} from "./notice-templates.ts";

describe("the folded notices template", () => {
  it("writes each notice as one line: a reminder or bill with its amount and date, a digest with its figures", () => {
    const bill = reminderTemplateParams({
      description: "fatura de\ndezembro",
      amount: 15000,
      dueOn: "2026-12-10",
    });
    expect(noticeLine({ kind: "reminder", params: bill })).toBe(
      "fatura de dezembro (R$ 150,00) vence em 10/12/2026",
    );
    expect(
      noticeLine({ kind: "digest", params: ["Resumo da semana (16/11 a 22/11)", "Despesas R$ 300,00"] }),
    ).toBe("Resumo da semana (16/11 a 22/11): Despesas R$ 300,00");
  });

  it("numbers the notices on one line, as Meta takes a parameter (no new lines)", () => {
    expect(noticesTemplateParams(["a", "b"])).toEqual(["2 avisos", "1) a; 2) b"]);
    expect(noticesTemplateParams(["a"])).toEqual(["1 aviso", "1) a"]);
  });

  it("packs every notice into as few templates as fit the body's limit, in order", () => {
    const line = "x".repeat(200);
    const lines = Array.from({ length: 9 }, () => line);
    const groups = packNoticeLines(lines);
    expect(groups.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(groups.length).toBe(3);
    for (const group of groups) {
      expect(noticesTemplateParams(group.map((i) => lines[i] ?? ""))[1]?.length).toBeLessThanOrEqual(
        NOTICES_TEMPLATE_ITEMS_MAX,
      );
    }
    expect(packNoticeLines(["a", "b", "c"])).toEqual([[0, 1, 2]]);
    // A single notice longer than the limit still goes (its line was cut to 500 characters).
    expect(packNoticeLines(["y".repeat(950), "z"])).toEqual([[0], [1]]);
  });
});
