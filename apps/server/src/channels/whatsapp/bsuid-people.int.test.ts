import { replyNoAccess } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { deliver, useAssistantTestApp, waitFor, waitForQuiet } from "../../testing/assistant-app.ts";
import { hotmartPayload, hotmartRequest, TEST_CHECKOUT_ENV } from "../../testing/checkout-deliveries.ts";
import type { FakePerson } from "./fake-graph-payloads.ts";

// People who reach the number in 2026: with a phone, with only a business-scoped user id (a
// username and no recent contact: no `from`, no `wa_id`), or both. The whole app, the real
// webhook and pipeline, and a local Graph API that knows these people as Meta would.
const NOW = new Date("2026-11-10T12:00:00-03:00");
const HOUR = 3_600_000;
const PHONE_DIGITS = "5511987654321";
const PHONE = "+5511987654321";
const BSUID = "BR.1502576394655843";

const count = async (t: { db: { query: <T>(sql: string, p?: unknown[]) => Promise<T[]> } }, sql: string) =>
  Number((await t.db.query<{ n: number }>(sql))[0]?.n);

describe.each(testEngines())("people known by phone, BSUID or both, on an open instance (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW, env: { ...TEST_CHECKOUT_ENV } });
  let maria: FakePerson;

  const sentTo = (address: string) => t.graph.sent().filter((m) => m.to === address);
  async function says(person: FakePerson, text: string): Promise<string> {
    const before = t.graph.sent().length;
    await deliver(t, t.graph.says(person, text));
    await waitFor(() => t.graph.sent().length > before, 15_000, `the answer to "${text}"`);
    await waitForQuiet(t, `every reply to "${text}"`);
    return t.graph
      .sent()
      .slice(before)
      .map((m) => m.body)
      .join("\n---\n");
  }

  it("answers someone known only by their BSUID, replying to the BSUID", async () => {
    maria = t.graph.person({
      phone: PHONE_DIGITS,
      bsuid: BSUID,
      name: "Maria Lopez",
      username: "maria.lopez",
      sharesPhone: false,
    });
    const answer = await says(maria, "gastei 50 no mercado");
    expect(answer).toContain("R$ 50,00");
    // The reply went by `recipient` (no phone was ever given to us).
    expect(sentTo(BSUID).length).toBeGreaterThanOrEqual(1);
    expect(sentTo(PHONE_DIGITS)).toEqual([]);
    const people = await t.db.query<{
      phone: string | null;
      wa_user_id: string;
      wa_username: string;
      name: string;
    }>("SELECT phone, wa_user_id, wa_username, name FROM users");
    expect(people).toEqual([
      { phone: null, wa_user_id: BSUID, wa_username: "maria.lopez", name: "Maria Lopez" },
    ]);
    expect(await count(t, "SELECT count(*)::int AS n FROM transactions")).toBe(1);
  });

  it("signs her in on the web by a one-time link asked for in chat (she has no phone to sign in with)", async () => {
    const answer = await says(maria, "painel");
    const url = answer.match(/https:\/\/\S+\/entrar\?token=\S+/)?.[0];
    expect(url, answer).toBeTruthy();
    const path = new URL(url as string);
    const opened = await t.app.request(path.pathname + path.search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/painel");
    const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const me = await t.app.request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { account: unknown }).account).toMatchObject({
      phone: null,
      whatsappId: BSUID,
      username: "maria.lopez",
    });
    // One use: the same link a second time signs nobody in.
    expect((await t.app.request(path.pathname + path.search)).status).toBe(410);
  });

  it("keeps the checkout's account apart while nothing links it to her, then makes the two one", async () => {
    // She buys with her phone: billing makes an account for that phone and welcomes it.
    const approved = hotmartPayload("PURCHASE_APPROVED", {
      at: NOW.getTime() - HOUR,
      phone: "11987654321",
      name: "Maria Lopez",
      subscriber: "SUB-MARIA",
    });
    expect((await t.app.request("/webhooks/hotmart", hotmartRequest(approved))).status).toBe(200);
    await waitFor(() => sentTo(PHONE_DIGITS).length > 0, 15_000, "the welcome to the checkout's phone");
    expect(await count(t, "SELECT count(*)::int AS n FROM users")).toBe(2);

    // Her next message carries both: the phone is shared again (she wrote within 30 days).
    maria.sharesPhone = true;
    const answer = await says(maria, "quanto gastei hoje?");
    expect(answer).toContain("R$ 50,00");
    const people = await t.db.query<{ id: number; phone: string; wa_user_id: string }>(
      "SELECT id, phone, wa_user_id FROM users",
    );
    expect(people.map((p) => [p.phone, p.wa_user_id])).toEqual([[PHONE, BSUID]]);
    const id = people[0]?.id;
    // One person, one history: every message, the record, the purchase and no doubled category.
    expect(
      await count(t, `SELECT count(*)::int AS n FROM messages WHERE user_id IS DISTINCT FROM ${id}`),
    ).toBe(0);
    expect(await count(t, `SELECT count(*)::int AS n FROM transactions WHERE user_id = ${id}`)).toBe(1);
    expect(await count(t, `SELECT count(*)::int AS n FROM subscriptions WHERE user_id = ${id}`)).toBe(1);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM (SELECT book, kind, name FROM categories WHERE user_id = ${id}
         GROUP BY 1, 2, 3 HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
    // Replies now go to her phone; the welcome's first steps come once, not twice.
    expect(t.graph.sent().at(-1)?.to).toBe(PHONE_DIGITS);
  });

  it("finds her again when she writes by BSUID alone", async () => {
    maria.sharesPhone = false;
    expect(await says(maria, "gastei 20 na padaria")).toContain("R$ 20,00");
    expect(await count(t, "SELECT count(*)::int AS n FROM users")).toBe(1);
    expect(await count(t, "SELECT count(*)::int AS n FROM transactions")).toBe(2);
  });

  it("follows a number change: the account takes the new phone and BSUID, the old BSUID still finds it", async () => {
    const oldBsuid = maria.bsuid;
    const change = t.graph.changesNumber(maria, "5521976543210");
    await deliver(t, change);
    const [person] = await t.db.query<{ phone: string; wa_user_id: string }>(
      "SELECT phone, wa_user_id FROM users",
    );
    expect(person).toEqual({ phone: "+5521976543210", wa_user_id: maria.bsuid });
    expect(
      await count(t, `SELECT count(*)::int AS n FROM wa_user_id_history WHERE wa_user_id = '${oldBsuid}'`),
    ).toBe(1);
    maria.sharesPhone = true;
    expect(await says(maria, "quanto gastei hoje?")).toContain("R$ 70,00");
    expect(t.graph.sent().at(-1)?.to).toBe("5521976543210");
    expect(await count(t, "SELECT count(*)::int AS n FROM users")).toBe(1);
  });
});

describe.each(testEngines())("a BSUID-only buyer on a paid instance (%s)", (engine) => {
  const t = useAssistantTestApp(engine, {
    now: () => NOW,
    statusWebhooks: true,
    env: {
      ACCESS_MODE: "paid",
      ...TEST_CHECKOUT_ENV,
      PUBLIC_URL: "https://tostao.app",
      TRIAL_URL: "https://tostao.app/teste-gratis",
    },
  });

  it("is told where the plans are, then served once the welcome's status links her phone to her BSUID", async () => {
    const bia = t.graph.person({
      phone: "5511976543210",
      bsuid: "BR.9988776655443322",
      name: "Bia",
      username: "bia",
      sharesPhone: false,
    });
    const before = t.graph.sent().length;
    await deliver(t, t.graph.says(bia, "gastei 30 no almoço"));
    await waitFor(() => t.graph.sent().length > before, 15_000, "the answer");
    expect(t.graph.sent().at(-1)).toMatchObject({
      to: "BR.9988776655443322",
      body: replyNoAccess({
        name: "Bia",
        plansUrl: "https://tostao.app/planos",
        trialUrl: "https://tostao.app/teste-gratis",
      }),
    });
    expect(await count(t, "SELECT count(*)::int AS n FROM users")).toBe(0);

    // She buys with her phone; the welcome template goes to it, and its status names her BSUID.
    const approved = hotmartPayload("PURCHASE_APPROVED", {
      at: NOW.getTime() - HOUR,
      phone: "11976543210",
      name: "Bia Souza",
      subscriber: "SUB-BIA",
    });
    expect((await t.app.request("/webhooks/hotmart", hotmartRequest(approved))).status).toBe(200);
    await waitFor(
      async () => (await count(t, "SELECT count(*)::int AS n FROM users WHERE wa_user_id IS NOT NULL")) === 1,
      15_000,
      "the welcome's status linking the BSUID",
    );

    // Still without a shared phone, her next message finds the paid account.
    const next = t.graph.sent().length;
    await deliver(t, t.graph.says(bia, "gastei 30 no almoço"));
    await waitFor(() => t.graph.sent().length > next, 15_000, "the answer");
    await waitForQuiet(t, "every reply");
    const answer = t.graph
      .sent()
      .slice(next)
      .map((m) => m.body)
      .join("\n");
    expect(answer).toContain("R$ 30,00");
    expect(t.graph.sent().at(-1)?.to).toBe("5511976543210");
    expect(await count(t, "SELECT count(*)::int AS n FROM users")).toBe(1);
    expect(await count(t, "SELECT count(*)::int AS n FROM transactions")).toBe(1);
  });
});
