import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookFixedItems } from "../books/book-fixed-items.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { chatTurn } from "../testing/chat-turn.ts";

/** An open instance: everyone's books take their fixed items. */
const everyone = async () => true;

// Corrections and deletions of "the last record" when it belongs to a fixed item: the fixed item
// changes or stops only with the reply saying so, and a fixed item said before its day (nothing
// booked yet) is the one corrected, not the entry before it.
// Monday 23/11/2026, 11:00 in São Paulo.
const NOW = new Date("2026-11-23T11:00:00-03:00");

describe.each(testEngines())("corrections of fixed items in chat (%s)", (engine) => {
  let db: Db;
  let userId: number;
  let phone = 0;

  beforeAll(async () => {
    db = await openTestDb(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function newPerson(): Promise<void> {
    phone++;
    userId = (await ensureUser(db, `+55119876500${String(phone).padStart(2, "0")}`, "Ana")).id;
  }

  const say = (text: string, now = NOW) => chatTurn(db, { userId, phone: "+5511987650000", text, now });

  const rules = () =>
    db.query<{ amount: number; description: string; active: boolean; day: number }>(
      `SELECT amount_centavos::int AS amount, description, active, day_of_month AS day
       FROM recurring_rules WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
  const entries = () =>
    db.query<{ amount: number; date: string; fixed: boolean }>(
      `SELECT amount_centavos::int AS amount, date::text AS date, recurring_rule_id IS NOT NULL AS fixed
       FROM transactions WHERE user_id = $1 ORDER BY id`,
      [userId],
    );

  it("says the fixed item changed too when its entry of today is corrected", async () => {
    await newPerson();
    expect(await say("aluguel 1500 todo dia 23")).toContain("Fica como fixo todo dia 23");
    const reply = await say("na verdade foi 1600");
    expect(reply).toContain(
      "✏️ Corrigi o último registro: despesa de R$ 1.500,00 em Moradia (23/11) agora é R$ 1.600,00.",
    );
    expect(reply).toContain(
      "🔁 Esse registro é de um fixo: o fixo de todo dia 23 também mudou e os próximos registros seguem a correção.",
    );
    expect(await rules()).toEqual([{ amount: 160000, description: "aluguel", active: true, day: 23 }]);
    expect(await entries()).toEqual([{ amount: 160000, date: "2026-11-23", fixed: true }]);
  });

  it("says the fixed item stays as it was when only the entry's date moves", async () => {
    const reply = await say("o último foi ontem");
    expect(reply).toContain("data 22/11");
    expect(reply).toContain("🔁 O fixo de todo dia 23 continua como estava; só este registro mudou.");
    expect((await rules())[0]?.day).toBe(23);
  });

  it("warns when the last record is an entry the monthly schedule booked", async () => {
    await newPerson();
    await say("gastei 50 no café", new Date("2026-11-23T09:00:00-03:00"));
    await say("internet 120 todo dia 25");
    // 25/11 00:05: the schedule books this month's internet after the coffee.
    await bookFixedItems(db, new Date("2026-11-25T03:05:00Z"), everyone);
    const reply = await say("corrige o último para 130", new Date("2026-11-25T11:00:00-03:00"));
    expect(reply).toContain("despesa de R$ 120,00");
    expect(reply).toContain("(25/11) agora é R$ 130,00");
    expect(reply).toContain("o fixo de todo dia 25 também mudou");
    expect(reply).toContain("Para mudar só este mês, edite o registro no painel.");
    expect(await entries()).toEqual([
      { amount: 5000, date: "2026-11-23", fixed: false },
      { amount: 13000, date: "2026-11-25", fixed: true },
    ]);
    expect((await rules())[0]?.amount).toBe(13000);
  });

  it("corrects a fixed item said before its day instead of the entry before it", async () => {
    await newPerson();
    await say("gastei 54 na padaria");
    expect(await say("aluguel 1500 todo dia 5")).toContain("Nada foi registrado hoje");
    const reply = await say("na verdade foi 1600");
    expect(reply).toBe(
      "✏️ Corrigi o fixo: despesa fixa de R$ 1.500,00 em Moradia, todo dia 5 (primeiro registro em 05/12) agora é R$ 1.600,00.",
    );
    expect(await entries()).toEqual([{ amount: 5400, date: "2026-11-23", fixed: false }]);
    expect(await rules()).toEqual([{ amount: 160000, description: "aluguel", active: true, day: 5 }]);
    const dated = await say("o último foi ontem");
    expect(dated).toContain("Nada mudou no fixo");
    expect(dated).toContain("Um fixo entra sempre no mesmo dia do mês (todo dia 5)");
  });

  it("stops a fixed item said before its day when the last record is deleted, keeping the entry before it", async () => {
    expect(await say("apaga o último")).toBe(
      "🗑️ Apaguei o último registro: despesa fixa de R$ 1.600,00 em Moradia, todo dia 5 (primeiro registro em 05/12). Nada tinha sido registrado, e o fixo não entra mais.",
    );
    expect((await rules())[0]?.active).toBe(false);
    expect(await entries()).toHaveLength(1);
    // Nothing is booked on the 5th, and the next deletion is the bread.
    expect(await bookFixedItems(db, new Date("2026-12-05T03:05:00Z"), everyone)).toEqual([]);
    expect(await say("apaga o último")).toContain("despesa de R$ 54,00");
  });

  it("says a deleted entry stopped its fixed item", async () => {
    await newPerson();
    await say("academia 99 todo dia 23");
    expect(await say("apaga o último")).toBe(
      "🗑️ Apaguei o último registro: despesa de R$ 99,00 em Saúde (23/11). 🔁 Era de um fixo: o fixo de todo dia 23 também parou.",
    );
    expect((await rules())[0]?.active).toBe(false);
  });

  it("changes or stops a fixed item by its name from now on, keeps what it booked, and undoes it", async () => {
    await newPerson();
    await say("netflix 55,90 todo dia 23");
    await say("academia 99 todo dia 5");
    const raised = await say("a netflix subiu pra 59,90");
    expect(raised).toContain("passa de R$ 55,90 para R$ 59,90");
    expect(await say("cancelei a academia")).toContain("Parei o fixo academia");
    expect(await rules()).toEqual([
      { amount: 5990, description: "netflix", active: true, day: 23 },
      { amount: 9900, description: "academia", active: false, day: 5 },
    ]);
    // the entry of today keeps the amount it was booked with; nothing new is booked
    expect(await entries()).toEqual([{ amount: 5590, date: "2026-11-23", fixed: true }]);
    await say("desfaz");
    expect((await rules())[1]).toMatchObject({ active: true });
    expect(await say("o aluguel agora é 1600")).toContain('Não achei nenhum fixo ativo com "aluguel"');
    expect(await entries()).toHaveLength(1);
  });
});
