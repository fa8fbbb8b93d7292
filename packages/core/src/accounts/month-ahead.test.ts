import { describe, expect, it } from "vitest";
import { monthAhead } from "./month-ahead.ts";
import { leftoverReply, spendUntilPaydayReply } from "./month-ahead-replies.ts";
import { nextPayday } from "./payday.ts";

// A seeded month, worked out by hand. Friday 20/03/2026, salary on the 5th business day:
// April 2026 counts Wed 1, Thu 2, (Good Friday 3), Sat 4, Mon 6, Tue 7 → payday 07/04.
// Balance R$ 2.500,00; + freelance 600,00 (25/03); − Nubank bill 890,45 (27/03); − internet 99,90
// (28/03); − luz 150,00 (30/03); − tênis 300,00 (02/04); − aluguel 1.200,00 (05/04).
// Outside the period: a reminder of 19/03 (past) and a fixed item on payday (07/04).
// 2.500 + 600 − 1.299,90 − 890,45 − 150 − 300 = 459,65 over 18 days (20/03..06/04) = 25,53/day.
const today = "2026-03-20";
const until = nextPayday({ kind: "business_day", n: 5 }, today);
const ahead = monthAhead({
  today,
  until,
  balance: 250_000,
  balanceIsEstimate: false,
  items: [
    { kind: "income", label: "Freelance", date: "2026-03-25", amount: 60_000 },
    { kind: "bill", label: "Fatura Nubank", date: "2026-03-27", amount: 89_045 },
    { kind: "fixed", label: "Internet", date: "2026-03-28", amount: 9_990 },
    { kind: "reminder", label: "Conta de luz", date: "2026-03-30", amount: 15_000 },
    { kind: "planned", label: "Tênis", date: "2026-04-02", amount: 30_000 },
    { kind: "fixed", label: "Aluguel", date: "2026-04-05", amount: 120_000 },
    { kind: "reminder", label: "Gás", date: "2026-03-19", amount: 4_000 },
    { kind: "fixed", label: "Academia", date: "2026-04-07", amount: 5_000 },
  ],
});

describe("monthAhead on a seeded month", () => {
  it("ends on the day before payday and lists what falls inside", () => {
    expect(until).toBe("2026-04-07");
    expect(ahead.days).toBe(18);
    expect(ahead.parts.map((p) => p.label)).toEqual([
      "Freelance",
      "Fatura Nubank",
      "Internet",
      "Conta de luz",
      "Tênis",
      "Aluguel",
    ]);
    expect(ahead.totals).toEqual({
      income: 60_000,
      fixed: 129_990,
      bill: 89_045,
      reminder: 15_000,
      planned: 30_000,
    });
  });

  it("leaves R$ 459,65 to spend, R$ 25,53 a day", () => {
    expect(ahead.available).toBe(45_965);
    expect(ahead.perDay).toBe(2_553);
  });

  it("projects the balance day by day, lowest on 05/04", () => {
    expect(ahead.series[0]).toEqual({ date: "2026-03-20", balance: 250_000 });
    expect(ahead.series.find((s) => s.date === "2026-03-27")?.balance).toBe(220_955);
    expect(ahead.series.at(-1)).toEqual({ date: "2026-04-06", balance: 45_965 });
    expect(ahead.lowest).toEqual({ date: "2026-04-05", balance: 45_965 });
  });

  it("answers in pt-BR with each part", () => {
    const reply = spendUntilPaydayReply(ahead);
    expect(reply).toContain(
      "Até o salário (dia 07/04) você pode gastar R$ 459,65, cerca de R$ 25,53 por dia em 18 dias.",
    );
    expect(reply).toContain("💰 Saldo hoje: R$ 2.500,00");
    expect(reply).toContain("➖ Faturas de cartão: R$ 890,45");
    expect(reply).toContain("   • 05/04 Aluguel: R$ 1.200,00");
    expect(reply).not.toContain("Academia");
  });

  it("says when the balance is an estimate and when nothing is left", () => {
    const short = monthAhead({ today, until, balance: 100_000, balanceIsEstimate: true, items: ahead.parts });
    expect(short.available).toBe(-104_035);
    expect(short.perDay).toBe(0);
    const reply = spendUntilPaydayReply(short);
    expect(reply).toContain("(estimado pelos seus registros)");
    expect(reply).toContain("passa do seu saldo em R$ 1.040,35");
    expect(reply).toContain("No dia 05/04 o saldo previsto fica em -R$ 1.040,35.");
    expect(leftoverReply(short, "até o fim do mês")).toMatch(
      /^⚠️ Não: do jeito que está, faltam R\$ 1\.040,35 até o fim do mês\./,
    );
  });
});
