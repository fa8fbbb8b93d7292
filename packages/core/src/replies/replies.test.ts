import { describe, expect, it } from "vitest";
import type { QueryIntent, RecordIntent } from "../parser/types.ts";
import {
  replyDashboardLink,
  replyDeleteLast,
  replyEditLast,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyInstallments,
  replyQuery,
  replyRecord,
  replyRecords,
  replyRecurrence,
  replyReminder,
  replyUnknown,
  replyWelcome,
} from "./replies.ts";

const record = (over: Partial<RecordIntent> = {}): RecordIntent => ({
  intent: "record",
  kind: "expense",
  amount: 50,
  date: "2026-11-21",
  category: "Mercado",
  description: "mercado",
  recurrence: null,
  payment: null,
  ...over,
});

const query = (over: Partial<QueryIntent> = {}): QueryIntent => ({
  intent: "query",
  metric: "expenses",
  from: "2026-11-01",
  to: "2026-11-22",
  category: null,
  ...over,
});

describe("replies", () => {
  it("confirms an expense with amount, category and day", () => {
    expect(replyRecord(record())).toBe("✅ Despesa registrada: R$ 50,00 em Mercado, 21/11");
  });

  it("names income and investments differently", () => {
    expect(replyRecord(record({ kind: "income", amount: 4500, category: "Salário" }))).toBe(
      "✅ Receita registrada: R$ 4.500,00 em Salário, 21/11",
    );
    expect(replyRecord(record({ kind: "investment", category: "Investimentos" }))).toContain(
      "Investimento registrado",
    );
  });

  it("adds payment, instalments and recurrence lines", () => {
    const pix = replyRecord(record({ payment: { method: "pix", card: null, installments: 1 } }));
    expect(pix).toContain("Pagamento: Pix");
    const inst = replyRecord(
      record({ amount: 2400, payment: { method: "credit", card: "Nubank", installments: 12 } }),
    );
    expect(inst).toContain("Parcelado em 12x de R$ 200,00 no Nubank");
    expect(replyRecord(record({ recurrence: { day: 5 } }))).toContain("todo dia 5");
  });

  it("joins several records", () => {
    expect(replyRecords([record(), record({ amount: 30, category: "Saúde" })]).split("\n\n")).toHaveLength(2);
  });

  it("confirms instalments and recurrence on their own", () => {
    expect(
      replyInstallments(
        record({ amount: 2400, payment: { method: "credit", card: null, installments: 12 } }),
      ),
    ).toBe(
      "✅ Compra parcelada registrada: R$ 2.400,00 em 12x de R$ 200,00 (Mercado). A 1ª parcela entra em 21/11.",
    );
    expect(
      replyRecurrence({ ...record({ category: "Moradia", amount: 1500 }), recurrence: { day: 5 } }),
    ).toBe("🔁 Despesa fixa registrada: R$ 1.500,00 em Moradia, todo dia 5.");
  });

  it("confirms reminders with date and time", () => {
    const text = replyReminder({
      intent: "reminder",
      description: "pagar a luz",
      amount: 180,
      date: "2026-12-10",
      recurrence: null,
    });
    expect(text).toBe("⏰ Lembrete criado: pagar a luz (R$ 180,00). Vou te avisar em 10/12/2026, às 10h.");
  });

  it("answers queries with the totals it is given", () => {
    expect(replyQuery(query(), { totalCentavos: 123456 })).toBe(
      "💸 Você gastou R$ 1.234,56 de 01/11 a 22/11.",
    );
    expect(replyQuery(query({ category: "Mercado" }), { totalCentavos: 5000 })).toContain("com Mercado");
    expect(
      replyQuery(query({ metric: "income", from: "2026-11-22", to: "2026-11-22" }), { totalCentavos: 100 }),
    ).toBe("💰 Você recebeu R$ 1,00 em 22/11.");
    expect(
      replyQuery(query({ metric: "top_category" }), {
        totalCentavos: 0,
        byCategory: [{ category: "Lazer", centavos: 9000 }],
      }),
    ).toContain("Lazer: R$ 90,00");
    expect(replyQuery(query({ metric: "top_category" }), { totalCentavos: 0 })).toContain("não tem despesas");
    const summary = replyQuery(query({ metric: "summary" }), {
      totalCentavos: 50000,
      income: 100000,
      expenses: 50000,
      investments: 0,
    });
    expect(summary).toContain("Receitas: R$ 1.000,00");
    expect(summary).toContain("Saldo: R$ 500,00");
    expect(replyQuery(query({ metric: "balance" }), { totalCentavos: -1500 })).toContain("-R$ 15,00");
  });

  it("asks for the amount when it is missing", () => {
    expect(
      replyIncomplete({ intent: "incomplete", kind: "expense", missing: ["amount"], category: "Transporte" }),
    ).toBe("Qual foi o valor desse gasto em Transporte? Me manda só o número, por exemplo: 50 ou 49,90.");
  });

  it("confirms delete and edit, or says there was nothing", () => {
    expect(replyDeleteLast(record())).toBe("🗑️ Apaguei o último lançamento: R$ 50,00 em Mercado, 21/11.");
    expect(replyDeleteLast(null)).toContain("Não encontrei");
    expect(replyEditLast(record({ amount: 45 }))).toContain("R$ 45,00");
    expect(replyEditLast(null)).toContain("Não encontrei");
  });

  it("gives the dashboard link, help, greeting, welcome and unknown texts", () => {
    expect(replyDashboardLink("https://tostao.app/painel")).toContain("https://tostao.app/painel");
    expect(replyHelp()).toContain("gastei 50 no mercado");
    expect(replyGreeting("Ana")).toMatch(/^Oi, Ana!/);
    expect(replyGreeting()).toMatch(/^Oi!/);
    expect(replyWelcome()).toContain("Tostão");
    expect(replyUnknown()).toContain("Não entendi");
  });
});
