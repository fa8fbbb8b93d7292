import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { chatTurn } from "../testing/chat-turn.ts";

// A message sent again a moment later is asked about before it is booked twice; a price quoted,
// money drawn from the person's business and a voucher loaded land in the books as the person means.
// Wednesday 25/11/2026, 20:00 in São Paulo.
const NOW = new Date("2026-11-25T20:00:00-03:00");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(testEngines())("messages sent again and whose money (%s)", (engine) => {
  let db: Db;
  let userId: number;
  let phone: string;
  let n = 0;

  beforeEach(async () => {
    db ??= await openTestDb(engine);
    n++;
    phone = `+55119876500${String(n).padStart(2, "0")}`;
    userId = (await ensureUser(db, phone, "Ana")).id;
  });
  afterAll(async () => {
    await db?.close();
  });

  const say = (text: string, now = NOW) => chatTurn(db, { userId, phone, text, now });
  const amounts = async () =>
    (
      await db.query<{ amount: number; kind: string }>(
        "SELECT amount_centavos::int AS amount, kind FROM transactions WHERE user_id = $1 ORDER BY id",
        [userId],
      )
    ).map((r) => `${r.kind} ${r.amount}`);

  it("asks before booking the same message again, and books once on a no", async () => {
    await say("mercado 87,50");
    expect(await say("mercado 87,50", later(1))).toContain(
      'Você mandou "mercado 87,50" de novo: é outro gasto?',
    );
    expect(await amounts()).toEqual(["expense 8750"]);
    await say("não", later(2));
    expect(await amounts()).toEqual(["expense 8750"]);
  });

  it("books every record of the message again on a yes", async () => {
    await say("hoje gastei 50 de gasolina e 30 no lanche");
    expect(await say("hoje gastei 50 de gasolina e 30 no lanche", later(1))).toContain("são outros gastos?");
    await say("sim", later(2));
    expect(await amounts()).toEqual(["expense 5000", "expense 3000", "expense 5000", "expense 3000"]);
  });

  it("books the same message sent after a while, and other words for the same amount", async () => {
    await say("uber 18");
    await say("uber 18", later(10));
    await say("paguei 18 de uber", later(11));
    expect(await amounts()).toEqual(["expense 1800", "expense 1800", "expense 1800"]);
  });

  it("books nothing for a quote, and asks before booking money from the business as pró-labore", async () => {
    expect(await say("o pedreiro cobrou 2.800 pra fazer o banheiro, ainda vou ver")).toContain("orçamento");
    expect(await say("transferi 2 mil da conta da empresa pra minha")).toContain("pró-labore");
    expect(await amounts()).toEqual([]);
    await say("sim");
    expect(await amounts()).toEqual(["income 200000"]);
  });

  it("books a voucher loaded as income, and asks about someone else's purchase", async () => {
    await say("carregou o VR 880");
    expect(await say("a Ju comprou um iphone de 7 mil acredita")).toContain("Isso foi com o seu dinheiro?");
    await say("não");
    expect(await amounts()).toEqual(["income 88000"]);
  });
});
