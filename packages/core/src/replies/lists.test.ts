import { describe, expect, it } from "vitest";
import { replyDeleteLast, replyEditLast } from "./corrections.ts";
import { replyFixedList, replyInstalmentsLeft, replyRecordList, replyReminderList } from "./lists.ts";

const rec = (amount: number, day: string, category = "Mercado", description = "mercado") => ({
  kind: "expense" as const,
  amount,
  date: `2026-11-${day}`,
  category,
  description,
});

describe("list replies", () => {
  it("lists records newest first with a total", () => {
    const text = replyRecordList(
      { kind: "expense", from: "2026-11-01", to: "2026-11-23", category: null },
      {
        records: [rec(5000, "23"), rec(1290, "22", "Alimentação", "padaria")],
        count: 2,
        totals: { expense: 6290, income: 0, investment: 0 },
      },
    );
    expect(text).toBe(
      "📋 Seus gastos de 01/11 a 23/11:\n• 23/11 R$ 50,00 Mercado\n• 22/11 R$ 12,90 Alimentação (padaria)\nTotal: R$ 62,90 (2 registros)",
    );
  });

  it("shows at most 15 lines and says how many more there are, the total covering all", () => {
    const records = Array.from({ length: 15 }, (_, i) => rec(100, String(23 - i).padStart(2, "0")));
    const text = replyRecordList(
      { kind: "expense", from: "2026-11-01", to: "2026-11-23", category: "Mercado" },
      { records, count: 40, totals: { expense: 4000, income: 0, investment: 0 } },
    );
    const lines = text.split("\n");
    expect(lines.filter((l) => l.startsWith("• "))).toHaveLength(15);
    expect(text).toContain("… e mais 25 no painel.");
    expect(lines.at(-1)).toBe("Total: R$ 40,00 (40 registros)");
    expect(lines[0]).toBe("📋 Seus gastos com Mercado de 01/11 a 23/11:");
  });

  it("marks each part of an instalment purchase, so its parts never read as equal purchases", () => {
    const part = (number: number) => ({
      ...rec(32000, "23", "Compras", "geladeira"),
      installment: { number, count: 10 },
    });
    const text = replyRecordList(
      { kind: "expense", from: "2026-11-23", to: "2026-11-23", category: null },
      { records: [part(1), rec(5000, "23")], count: 2, totals: { expense: 37000, income: 0, investment: 0 } },
    );
    expect(text.split("\n").slice(1, 3)).toEqual([
      "• 23/11 R$ 320,00 Compras (geladeira) · parcela 1/10",
      "• 23/11 R$ 50,00 Mercado",
    ]);
  });

  it("says so when the period has no records, and totals every kind when none is asked", () => {
    const empty = { records: [], count: 0, totals: { expense: 0, income: 0, investment: 0 } };
    expect(
      replyRecordList({ kind: "income", from: "2026-11-23", to: "2026-11-23", category: null }, empty),
    ).toBe("Não há receitas em 23/11.");
    const all = replyRecordList(
      { kind: null, from: "2026-11-23", to: "2026-11-23", category: null },
      {
        records: [{ ...rec(300000, "23", "Salário", "salário"), kind: "income" }],
        count: 1,
        totals: { expense: 0, income: 300000, investment: 0 },
      },
    );
    expect(all).toContain("• 23/11 + R$ 3.000,00 Salário");
    expect(all).toContain(
      "Total (1 registro): receitas R$ 3.000,00 · despesas R$ 0,00 · investimentos R$ 0,00",
    );
  });

  it("lists reminders soonest first, or explains how to create one", () => {
    expect(
      replyReminderList(
        { from: "2026-11-23", to: "2026-11-29" },
        {
          reminders: [
            { description: "pagar o gás", amount: 12000, dueDate: "2026-11-27", recurrenceDay: null },
            { description: "aluguel", amount: null, dueDate: "2026-11-28", recurrenceDay: 28 },
          ],
          count: 2,
        },
      ),
    ).toBe(
      "⏰ Seus lembretes de 23/11 a 29/11:\n• 27/11 pagar o gás (R$ 120,00)\n• 28/11 aluguel 🔁\nTotal com valor: R$ 120,00",
    );
    expect(
      replyReminderList(
        { from: "2026-11-23", to: "2026-12-22" },
        {
          reminders: [
            { description: "pagar o gás", amount: 12000, dueDate: "2026-11-27", recurrenceDay: null },
          ],
          count: 1,
        },
        [
          { card: "Nubank", dueOn: "2026-12-10", total: 45000, closed: false },
          { card: "Inter", dueOn: "2026-11-25", total: 30000, closed: true },
        ],
      ),
    ).toBe(
      "⏰ Seus lembretes de 23/11 a 22/12:\n• 25/11 💳 fatura do Inter (R$ 300,00)\n• 27/11 pagar o gás (R$ 120,00)\n• 10/12 💳 fatura do Nubank (R$ 450,00 até agora)\nTotal com valor: R$ 870,00",
    );
    expect(replyReminderList({ from: "2026-11-24", to: "2026-11-24" }, { reminders: [], count: 0 })).toBe(
      "Você não tem lembretes em 24/11. Para criar um: me lembra de pagar a luz dia 10.",
    );
  });
});

describe("correction replies", () => {
  const last = {
    kind: "expense" as const,
    total: 5400,
    date: "2026-11-21",
    category: "Mercado",
    installmentCount: null,
    description: "mercado",
  };
  it("confirms several deletions and says when there were fewer than asked", () => {
    expect(replyDeleteLast([last, { ...last, total: 1000 }], 3)).toBe(
      "🗑️ Apaguei os 2 últimos registros:\n• despesa de R$ 54,00 em Mercado (21/11)\n• despesa de R$ 10,00 em Mercado (21/11)\nVocê só tinha 2 registros.",
    );
    expect(replyDeleteLast([], 2)).toBe("Você ainda não tem registros para apagar.");
  });

  it("names every changed field of a correction, and what could not change", () => {
    expect(
      replyEditLast({
        before: last,
        after: { ...last, category: "Lazer", date: "2026-11-20" },
        unchanged: [],
      }),
    ).toBe(
      "✏️ Corrigi o último registro: despesa de R$ 54,00 em Mercado (21/11). Agora: categoria Lazer · data 20/11.",
    );
    expect(
      replyEditLast({
        before: last,
        after: last,
        unchanged: ["A categoria Salário não vale para despesas; mantive Mercado."],
      }),
    ).toBe(
      "Nada mudou no último registro: despesa de R$ 54,00 em Mercado (21/11).\nA categoria Salário não vale para despesas; mantive Mercado.",
    );
  });
});

describe("replyFixedList", () => {
  const netflix = {
    kind: "expense" as const,
    amount: 4490,
    day: 15,
    category: "Assinaturas",
    description: "netflix",
  };
  it("lists the fixed items by day with their monthly total", () => {
    expect(replyFixedList([netflix])).toBe(
      "🔁 Seus fixos, todo mês:\n• dia 15 R$ 44,90 Assinaturas (netflix)\nDespesas fixas: R$ 44,90 por mês",
    );
  });
  it("of one category, says which; none of it, says so", () => {
    expect(replyFixedList([netflix], "Assinaturas").split("\n")[0]).toBe(
      "🔁 Seus fixos em Assinaturas, todo mês:",
    );
    expect(replyFixedList([], "Assinaturas")).toMatch(/^Você não tem fixos em Assinaturas\./);
  });
});

describe("replyInstalmentsLeft", () => {
  const phone = {
    description: "celular",
    parts: 10,
    left: 9,
    leftTotal: 225000,
    each: 25000,
    last: "2027-08-27",
  };
  it("one purchase: what is left of it, part by part and in all", () => {
    expect(replyInstalmentsLeft([phone], "celular")).toBe(
      "📆 celular: faltam 9 de 10 parcelas de R$ 250,00, R$ 2.250,00 ao todo; a última em 27/08/2027.",
    );
    expect(replyInstalmentsLeft([{ ...phone, left: 1, leftTotal: 25000 }], null)).toContain("falta 1 de 10");
  });
  it("several: one line each and their sum; none: says so", () => {
    const tv = { description: "tv", parts: 3, left: 2, leftTotal: 100000, each: 50000, last: "2027-01-10" };
    expect(replyInstalmentsLeft([tv, phone], null)).toBe(
      [
        "📆 Parcelas por vir:",
        "• tv: faltam 2 de 3 parcelas de R$ 500,00, R$ 1.000,00 ao todo; a última em 10/01/2027",
        "• celular: faltam 9 de 10 parcelas de R$ 250,00, R$ 2.250,00 ao todo; a última em 27/08/2027",
        "Total: R$ 3.250,00",
      ].join("\n"),
    );
    expect(replyInstalmentsLeft([], "sofa")).toContain('"sofa"');
    expect(replyInstalmentsLeft([], null)).toBe("Você não tem compras parceladas com parcelas por vir.");
  });
});
