import { describe, expect, it } from "vitest";
import { type LastRecordReplyData, replyDeleteLast, replyEditLast } from "./corrections.ts";
import {
  dayMonth,
  dayMonthYear,
  periodLabel,
  type QueryReplyRequest,
  type QueryReplyTotals,
  type RecordedReplyData,
  replyDashboardLink,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyInstalmentsUnsaid,
  replyInvalidDate,
  replyLoginCode,
  replyMedia,
  replyQuery,
  replyRecord,
  replyReminder,
  replyReminderDue,
  replyThanks,
  replyWelcome,
} from "./replies.ts";
import { replyNotUnderstood, replyRestUnnamed } from "./understanding-replies.ts";

const record = (over: Partial<RecordedReplyData> = {}): RecordedReplyData => ({
  kind: "expense",
  total: 5000,
  date: "2026-11-21",
  category: "Mercado",
  description: "mercado",
  installments: null,
  recurringDay: null,
  ...over,
});

const query = (over: Partial<QueryReplyRequest> = {}): QueryReplyRequest => ({
  metric: "expenses",
  from: "2026-11-01",
  to: "2026-11-22",
  category: null,
  ...over,
});

const totals = (over: Partial<QueryReplyTotals> = {}): QueryReplyTotals => ({
  income: 300000,
  expenses: 188334,
  investments: 50000,
  balance: 111666,
  count: 5,
  ...over,
});

const last = (over: Partial<LastRecordReplyData> = {}): LastRecordReplyData => ({
  kind: "expense",
  total: 3000,
  date: "2026-11-22",
  category: "Saúde",
  installmentCount: null,
  ...over,
});

describe("dates and periods", () => {
  it("writes dd/mm and dd/mm/yyyy", () => {
    expect(dayMonth("2026-11-05")).toBe("05/11");
    expect(dayMonthYear("2026-11-05")).toBe("05/11/2026");
  });

  it("names a single day or a range", () => {
    expect(periodLabel("2026-11-22", "2026-11-22")).toBe("em 22/11");
    expect(periodLabel("2026-11-01", "2026-11-22")).toBe("de 01/11 a 22/11");
  });
});

describe("record replies", () => {
  it("confirms an expense with amount, category, description and day", () => {
    expect(replyRecord(record())).toBe("✅ Despesa registrada: R$ 50,00 em Mercado (mercado), dia 21/11.");
    expect(replyRecord(record({ description: "" }))).toBe(
      "✅ Despesa registrada: R$ 50,00 em Mercado, dia 21/11.",
    );
  });

  it("names income and investments, keeping investments apart from the balance", () => {
    expect(
      replyRecord(record({ kind: "income", total: 300000, category: "Salário", description: "salário" })),
    ).toBe("✅ Receita registrada: R$ 3.000,00 em Salário (salário), dia 21/11.");
    expect(
      replyRecord(
        record({ kind: "investment", total: 50000, category: "Investimentos", description: "CDB" }),
      ),
    ).toBe(
      "✅ Investimento registrado: R$ 500,00 em Investimentos (CDB), dia 21/11. Investimentos ficam separados do seu saldo.",
    );
  });

  it("confirms instalments, showing the rounding cent when the parts differ", () => {
    const installments = { count: 3, first: 33334, last: 33333, lastDate: "2027-01-21" };
    expect(
      replyRecord(record({ total: 100000, category: "Eletrônicos", description: "TV", installments })),
    ).toBe(
      "✅ Compra parcelada registrada: R$ 1.000,00 em 3x (R$ 333,34 a R$ 333,33), em Eletrônicos (TV). Parcelas de 21/11 a 21/01/2027.",
    );
    const even = { count: 12, first: 20000, last: 20000, lastDate: "2027-10-21" };
    expect(replyRecord(record({ total: 240000, installments: even }))).toContain("em 12x de R$ 200,00,");
  });

  it("confirms a monthly fixed record", () => {
    expect(
      replyRecord(record({ total: 150000, category: "Moradia", description: "aluguel", recurringDay: 5 })),
    ).toBe(
      "✅ Despesa registrada: R$ 1.500,00 em Moradia (aluguel), dia 21/11. 🔁 Fica como fixo todo dia 5.",
    );
  });

  it("asks for the amount when it is missing", () => {
    expect(replyIncomplete({ kind: "expense", description: "mercado" })).toBe(
      "Quanto você gastou em mercado? Me diga o valor, por exemplo: 50 ou R$ 50,90.",
    );
    // things counted: the total or each one's price
    expect(replyIncomplete({ kind: "expense", description: "4 cerveja", count: 4 })).toBe(
      "Quanto você gastou em 4 cerveja? Me diga o total ou o preço de cada, por exemplo: 40 ou 10 cada.",
    );
    expect(replyIncomplete({ kind: "income" })).toMatch(/^Quanto você recebeu\? /);
    expect(replyIncomplete({ kind: "investment" })).toMatch(/^Quanto você investiu\? /);
  });

  it("an amount in another currency asks what it came to in reais", () => {
    expect(
      replyIncomplete({ kind: "expense", description: "jantar", foreign: { amount: 40, currency: "EUR" } }),
    ).toBe("Foram € 40,00 (jantar): quanto deu em reais? Me diga o valor em reais, por exemplo: 220,50.");
    expect(replyIncomplete({ kind: "expense", foreign: { amount: 19.9, currency: "USD" } })).toMatch(
      /^Foram US\$ 19,90: quanto deu em reais\?/,
    );
  });

  it("an amount said roughly asks for the exact one, or which of two", () => {
    expect(replyIncomplete({ kind: "expense", description: "estacionamento", roughly: [40] })).toBe(
      "R$ 40,00 e pouco (estacionamento): quanto foi exatamente? Me diga só o valor.",
    );
    expect(replyIncomplete({ kind: "expense", description: "lava jato", roughly: [40, 50] })).toBe(
      "Foi R$ 40,00 ou R$ 50,00 (lava jato)? Me diga o valor certo.",
    );
    expect(replyIncomplete({ kind: "expense", description: "mercado", roughly: [87, 87.9, 90] })).toBe(
      "Foi R$ 87,00, R$ 87,90 ou R$ 90,00 (mercado)? Me diga o valor certo.",
    );
    expect(replyIncomplete({ kind: "expense", description: "mercado", roughly: [50], almost: true })).toBe(
      "Quase R$ 50,00 (mercado): quanto foi exatamente? Me diga só o valor.",
    );
    const parts = { method: "credit", card: null, installments: 12 } as const;
    expect(
      replyIncomplete({
        kind: "expense",
        description: "geladeira",
        roughly: [150],
        perPart: true,
        payment: parts,
      }),
    ).toBe("12x de R$ 150,00 e pouco (geladeira): quanto foi cada parcela exatamente? Me diga só o valor.");
    expect(
      replyIncomplete({ kind: "expense", roughly: [400], almost: true, perPart: true, payment: parts }),
    ).toBe("12x de quase R$ 400,00: quanto foi cada parcela exatamente? Me diga só o valor.");
    // the person's own doubt is said back, never "e pouco" for "uns 200"
    expect(
      replyIncomplete({
        kind: "expense",
        roughly: [200],
        perPart: true,
        payment: parts,
        doubt: { words: "uns" },
      }),
    ).toBe("12x de uns R$ 200,00: quanto foi cada parcela exatamente? Me diga só o valor.");
    expect(
      replyIncomplete({
        kind: "expense",
        roughly: [300],
        perPart: true,
        payment: parts,
        doubt: { words: "mais ou menos", after: true },
      }),
    ).toBe("12x de R$ 300,00 mais ou menos: quanto foi cada parcela exatamente? Me diga só o valor.");
    expect(replyIncomplete({ kind: "expense", roughly: [150, 160], perPart: true, payment: parts })).toBe(
      "Foi 12x de R$ 150,00 ou R$ 160,00? Me diga o valor de cada parcela.",
    );
    // nothing named: which amount and what it was, in one line
    expect(replyIncomplete({ kind: "expense", roughly: [2000, 3000] })).toBe(
      "Foi R$ 2.000,00 ou R$ 3.000,00? Me diga o valor certo e com o quê.",
    );
    expect(replyIncomplete({ kind: "expense", roughly: [50], almost: true })).toBe(
      "Quase R$ 50,00: quanto exatamente, e com o quê? Me diga o valor e o que foi.",
    );
    const apart: [number, number] = [30, 20];
    expect(replyIncomplete({ kind: "expense", description: "uber", roughly: [30.2, 50], apart })).toBe(
      "Foi R$ 30,20 ou R$ 30,00 + R$ 20,00 (uber)? Me diga o valor certo.",
    );
  });

  it("a count not sure asks how many were bought, for the total", () => {
    const counts = { said: [2, 3] as [number, number], price: 40 };
    expect(replyIncomplete({ kind: "expense", description: "camisetas", counts })).toBe(
      "Foram 2 ou 3 camisetas? Me diz o total.",
    );
  });
});

describe("reminder replies", () => {
  it("confirms a one-off reminder with date and time", () => {
    expect(
      replyReminder({ description: "pagar a luz", amount: null, dueDate: "2026-12-10", recurrenceDay: null }),
    ).toBe("⏰ Lembrete criado: pagar a luz. Vou te avisar em 10/12/2026, às 10h.");
  });

  it("confirms a monthly reminder with its amount", () => {
    expect(
      replyReminder({
        description: "pagar o aluguel",
        amount: 150000,
        dueDate: "2026-12-05",
        recurrenceDay: 5,
      }),
    ).toBe(
      "⏰ Lembrete criado: pagar o aluguel (R$ 1.500,00). Vou te avisar todo dia 5, a partir de 05/12, às 10h.",
    );
  });

  it("notifies a due reminder with its amount", () => {
    expect(replyReminderDue({ description: "pagar a conta de luz", amount: 18000 })).toBe(
      "⏰ Lembrete: pagar a conta de luz (R$ 180,00) vence hoje.",
    );
  });

  it("notifies a due reminder without an amount", () => {
    expect(replyReminderDue({ description: "pagar o IPVA", amount: null })).toBe(
      "⏰ Lembrete: pagar o IPVA vence hoje.",
    );
  });
});

describe("query replies", () => {
  it("answers expenses, per category too", () => {
    expect(replyQuery(query(), totals({ expenses: 38334 }))).toBe("Você gastou R$ 383,34 de 01/11 a 22/11.");
    expect(replyQuery(query({ category: "Mercado" }), totals({ expenses: 5000 }))).toBe(
      "Você gastou R$ 50,00 com Mercado de 01/11 a 22/11.",
    );
  });

  it("says nothing was spent or received in words, not as R$ 0,00 (0 registros)", () => {
    expect(replyQuery(query({ category: "Moradia" }), totals({ expenses: 0 }))).toBe(
      "Você não gastou nada com Moradia de 01/11 a 22/11.",
    );
    expect(replyQuery(query({ payment: "debit" }), totals({ expenses: 0, count: 0 }))).toBe(
      "Você não gastou nada no débito de 01/11 a 22/11.",
    );
    expect(replyQuery(query({ metric: "income", category: "Freelance" }), totals({ income: 0 }))).toBe(
      "Você não recebeu nada em Freelance de 01/11 a 22/11.",
    );
    // Card purchases left for later bills are still said, with the R$ 0,00 of this period.
    expect(replyQuery(query(), totals({ expenses: 0, onLaterBills: 32000 }))).toContain("Fora dessa conta");
  });

  it("answers income and investments", () => {
    expect(replyQuery(query({ metric: "income", from: "2026-11-22", to: "2026-11-22" }), totals())).toBe(
      "Você recebeu R$ 3.000,00 em 22/11.",
    );
    expect(replyQuery(query({ metric: "income", category: "Salário" }), totals())).toContain(
      "R$ 3.000,00 em Salário de",
    );
    expect(replyQuery(query({ metric: "investments", from: "2026-01-01" }), totals())).toBe(
      "Você investiu R$ 500,00 de 01/01 a 22/11.",
    );
  });

  it("gives the balance with investments apart, negative too", () => {
    expect(replyQuery(query({ metric: "balance" }), totals())).toBe(
      [
        "Seu saldo de 01/11 a 22/11: R$ 1.116,66",
        "Receitas: R$ 3.000,00 · Despesas: R$ 1.883,34",
        "Investimentos (à parte): R$ 500,00",
      ].join("\n"),
    );
    expect(replyQuery(query({ metric: "balance" }), totals({ balance: -1500 }))).toContain("-R$ 15,00");
  });

  it("names the top category with its share of the expenses", () => {
    const top = [{ category: "Moradia", total: 150000 }];
    expect(replyQuery(query({ metric: "top_category" }), totals(), top)).toBe(
      "Onde você mais gastou de 01/11 a 22/11: Moradia, com R$ 1.500,00 (80% das despesas).",
    );
    expect(replyQuery(query({ metric: "top_category" }), totals({ expenses: 0 }))).toBe(
      "Você não tem gastos registrados de 01/11 a 22/11.",
    );
  });

  it("summarises a period with its largest expenses, or says it is empty", () => {
    const top = [
      { category: "Moradia", total: 150000 },
      { category: "Eletrônicos", total: 33334 },
    ];
    expect(replyQuery(query({ metric: "summary" }), totals(), top)).toBe(
      [
        "📊 Resumo de 01/11 a 22/11",
        "Receitas: R$ 3.000,00",
        "Despesas: R$ 1.883,34",
        "Saldo: R$ 1.116,66",
        "Investimentos: R$ 500,00",
        "",
        "Maiores gastos:",
        "• Moradia: R$ 1.500,00",
        "• Eletrônicos: R$ 333,34",
      ].join("\n"),
    );
    const empty = { income: 0, expenses: 0, investments: 0, balance: 0, count: 0 };
    expect(replyQuery(query({ metric: "summary" }), empty)).toMatch(
      /\n\nNenhum registro nesse período ainda\.$/,
    );
  });
});

describe("last-record replies", () => {
  it("confirms the removal, or says there was nothing", () => {
    expect(replyDeleteLast(last({ total: 4500 }))).toBe(
      "🗑️ Apaguei o último registro: despesa de R$ 45,00 em Saúde (22/11).",
    );
    expect(replyDeleteLast(last({ total: 240000, category: null, installmentCount: 12 }))).toBe(
      "🗑️ Apaguei o último registro: despesa de R$ 2.400,00 em 12x (22/11).",
    );
    expect(replyDeleteLast(null)).toBe("Você ainda não tem registros para apagar.");
  });

  it("confirms the new amount, or says there was nothing", () => {
    expect(replyEditLast({ before: last(), after: last({ total: 4500 }) })).toBe(
      "✏️ Corrigi o último registro: despesa de R$ 30,00 em Saúde (22/11) agora é R$ 45,00.",
    );
    expect(replyEditLast(null)).toBe("Você ainda não tem registros para corrigir.");
  });

  it("says whether the fixed item behind a corrected entry changed with it", () => {
    const fixed = last({ total: 150000, category: "Moradia", fixedDay: 5 });
    expect(replyEditLast({ before: fixed, after: { ...fixed, total: 160000 } })).toBe(
      "✏️ Corrigi o último registro: despesa de R$ 1.500,00 em Moradia (22/11) agora é R$ 1.600,00.\n🔁 Esse registro é de um fixo: o fixo de todo dia 5 também mudou e os próximos registros seguem a correção. Para mudar só este mês, edite o registro no painel.",
    );
    expect(replyEditLast({ before: fixed, after: { ...fixed, date: "2026-11-21" } })).toBe(
      "✏️ Corrigi o último registro: despesa de R$ 1.500,00 em Moradia (22/11). Agora: data 21/11.\n🔁 O fixo de todo dia 5 continua como estava; só este registro mudou.",
    );
  });

  it("names a fixed item with nothing booked yet by its day and first entry", () => {
    const upcoming = last({
      total: 12000,
      category: "Moradia",
      fixedDay: 5,
      upcoming: true,
      date: "2026-12-05",
    });
    expect(replyEditLast({ before: upcoming, after: { ...upcoming, total: 13000 } })).toBe(
      "✏️ Corrigi o fixo: despesa fixa de R$ 120,00 em Moradia, todo dia 5 (primeiro registro em 05/12) agora é R$ 130,00.",
    );
    expect(replyDeleteLast({ ...upcoming, kind: "investment", category: null })).toBe(
      "🗑️ Apaguei o último registro: investimento fixo de R$ 120,00, todo dia 5 (primeiro registro em 05/12). Nada tinha sido registrado, e o fixo não entra mais.",
    );
    expect(replyDeleteLast([last({ fixedDay: 10 }), last()], 2)).toBe(
      "🗑️ Apaguei os 2 últimos registros:\n• despesa de R$ 30,00 em Saúde (22/11). 🔁 Era de um fixo: o fixo de todo dia 10 também parou.\n• despesa de R$ 30,00 em Saúde (22/11)",
    );
  });
});

describe("conversation replies", () => {
  it("welcomes by first name with examples", () => {
    const text = replyWelcome("Ana Souza");
    expect(text).toMatch(/^Olá, Ana! Eu sou o Tostão, seu assistente financeiro\. 💰\n\n/);
    expect(text).toContain("• gastei 50 no mercado\n• recebi 3.000 de salário");
    expect(text).toMatch(/Digite \*ajuda\* a qualquer momento/);
    expect(replyWelcome(null)).toMatch(/^Olá! Eu sou o Tostão/);
  });

  it("greets back by first name", () => {
    expect(replyGreeting("Ana Souza")).toBe(
      "Oi, Ana! 👋 Me conte um gasto ou um ganho, ou pergunte como estão suas finanças. Se precisar, digite *ajuda*.",
    );
    expect(replyGreeting(null)).toMatch(/^Oi! 👋/);
  });

  it("lists every ability in the help, ending with the dashboard link", () => {
    const text = replyHelp("https://painel.tostao.app");
    expect(text).toMatch(/^Veja o que eu sei fazer/);
    for (const ability of [
      "Registrar",
      "Vários de uma vez",
      "Parcelar",
      "Cartões",
      "Limites e metas",
      "Compras futuras",
      "Fixos",
      "Lembretes",
      "Consultas",
      "Listas",
      "Corrigir",
    ]) {
      expect(text).toContain(`*${ability}*`);
    }
    expect(text).toContain("apaga os dois últimos");
    expect(text).toContain("cada parcela no crédito conta no mês da sua fatura");
    expect(text.endsWith("🖥️ *Painel*: https://painel.tostao.app")).toBe(true);
  });

  it("answers what it did not understand with examples that fit what was written", () => {
    expect(replyNotUnderstood(undefined)).toMatch(
      /^Não entendi essa mensagem\. 🤔 Você pode me mandar, por exemplo: gastei 50/,
    );
    expect(replyNotUnderstood("amount", 50)).toBe(
      "R$ 50,00 de quê? Me diga o que foi, por exemplo: mercado 50 · recebi 50 do freela · uber 50 ontem",
    );
    expect(replyNotUnderstood("wish")).toContain("quero juntar 10 mil");
    expect(replyNotUnderstood("card")).toContain("fecha dia 3");
    // a price is not spent; money owed is not spent yet
    expect(replyNotUnderstood("quote", 399)).toContain("R$ 399,00 é um preço ou orçamento");
    expect(replyNotUnderstood("quote", 300, true)).toBe(
      "Não registrei nada: R$ 300,00 ainda não foi pago, então ainda não é gasto. Quando pagar, me conte (ex.: paguei os 300 · paguei os 300 no pix).",
    );
  });

  it("asks in one line about what a total's parts left of it", () => {
    expect(replyRestUnnamed(10, 100)).toBe(
      "Faltaram R$ 10,00 dos R$ 100,00: com o quê? Se não foi gasto, é só ignorar.",
    );
  });

  it.each([
    ["audio", "áudios"],
    ["image", "imagens"],
    ["sticker", "imagens"],
    ["document", "documentos"],
    ["video", "vídeos"],
    ["location", "esse tipo de mensagem"],
  ])("says it cannot read %s messages yet", (type, what) => {
    expect(replyMedia(type)).toBe(
      `Ainda não consigo ler ${what}. Mande por texto, por exemplo: gastei 50 no mercado`,
    );
  });

  it("gives the dashboard link and the login code", () => {
    expect(replyDashboardLink("https://painel.tostao.app")).toBe(
      "🖥️ Seu painel com gráficos e todos os registros: https://painel.tostao.app",
    );
    expect(replyLoginCode("123456")).toBe(
      "Seu código de acesso ao chat do Tostão é 123456. Ele vale por 10 minutos. Não compartilhe com ninguém.",
    );
  });
});

describe("replyInvalidDate", () => {
  it.each([
    [
      { day: 30, month: 2, year: null },
      "Essa data não existe: fevereiro tem 28 dias (29 nos anos bissextos). Não registrei nada: mande de novo com a data certa (por exemplo, dia 28/02).",
    ],
    [
      { day: 31, month: 4, year: null },
      "Essa data não existe: abril tem 30 dias. Não registrei nada: mande de novo com a data certa (por exemplo, dia 30/04).",
    ],
    [
      { day: 30, month: 2, year: 2028 },
      "Essa data não existe: fevereiro de 2028 tem 29 dias. Não registrei nada: mande de novo com a data certa (por exemplo, dia 29/02/2028).",
    ],
  ])("says %o does not exist and that nothing was recorded", (date, text) => {
    expect(replyInvalidDate(date)).toBe(text);
  });
});

describe("instalments in month totals", () => {
  it("says what part of the expenses is instalments", () => {
    const q = {
      intent: "query" as const,
      metric: "expenses" as const,
      from: "2026-12-01",
      to: "2026-12-05",
      category: null,
    };
    const totals = {
      income: 0,
      expenses: 47000,
      investments: 0,
      balance: -47000,
      count: 3,
      instalments: 32000,
    };
    expect(replyQuery(q, totals)).toBe("Você gastou R$ 470,00 de 01/12 a 05/12 (R$ 320,00 em parcelas).");
    expect(replyQuery(q, { ...totals, instalments: 0 })).toBe("Você gastou R$ 470,00 de 01/12 a 05/12.");
  });
});

describe("thanks and goodbyes", () => {
  it("says goodbye to a goodbye, and 'por nada' to thanks", () => {
    expect(replyThanks(true)).toContain("Até mais");
    expect(replyThanks()).toContain("Por nada");
  });
});

describe("replyInstalmentsUnsaid", () => {
  it("asks the count of parts, with the purchase and what it cost, and says nothing was booked", () => {
    expect(replyInstalmentsUnsaid("fone", 20000)).toBe(
      "Em quantas vezes foi fone (R$ 200,00)? Responda, por exemplo: 4x. Ainda não registrei nada.",
    );
  });
});
