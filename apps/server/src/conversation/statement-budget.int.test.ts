import { parseMessage } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { claimOutbound } from "../outbox/claim-outbound.ts";
import { markOutboundSent } from "../outbox/settle-outbound.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
} from "../testing/assistant-app.ts";
import { countStatements, type StatementCounter } from "../testing/count-statements.ts";
import { createTextBatches } from "./text-batches.ts";

/**
 * The round trips one text message costs from its webhook to its answer marked sent (README, "The
 * text path in numbers"): the webhook storing it, the batch that answers it (here a batch of one,
 * the dearest case) and the outbox sending the answers. A change that adds statements to this path
 * has to raise these budgets here, on purpose, with the bench's figures beside it.
 */
const BUDGET = { newPerson: 14, returningPerson: 13 };

describe.each(testEngines())("the text path's statement budget (%s)", (engine) => {
  let t: AssistantTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers a new person and a returning one within the budget", async () => {
    let counter: StatementCounter | undefined;
    const app = await createAssistantTestApp(engine, {
      workers: false,
      wrapDb: (db) => {
        counter = countStatements(db);
        return counter.db;
      },
    });
    t = app;
    const count = () => counter?.count() ?? 0;
    const texts = createTextBatches({
      db: app.db,
      logger: createLogger("error"),
      understand: parseMessage,
      dashboardUrl: "https://painel.tostao.app",
      now: () => new Date(),
      access: { mode: "open", plansUrl: "https://tostao.app/planos", trialUrl: "https://tostao.app/teste" },
      transports: {},
      outbox: { wake() {} },
    });

    /** Round trips from the webhook to the answers marked sent, and the answers sent. */
    async function oneMessage(phone: string, id: string, text: string) {
      const before = count();
      const res = await app.app.request("/webhooks/whatsapp", signedWebhook(textPayload(phone, id, text)));
      expect(res.status).toBe(200);
      // One batch answers it; the claim that then finds nothing waiting (a transaction of three
      // round trips) is not the message's.
      expect(await texts.drain()).toBe(1);
      let notThePath = 3;
      let sent = 0;
      for (;;) {
        // One answer per conversation at a time, as the dispatcher sends them.
        const claimAt = count();
        const claimed = await claimOutbound(app.db, { limit: 16, leaseSeconds: 30 });
        if (claimed.length === 0) {
          notThePath += count() - claimAt; // the dispatcher's look that finds nothing is not per message
          break;
        }
        for (const m of claimed) await markOutboundSent(app.db, m.id, `wamid.out.${m.id}`);
        sent += claimed.length;
      }
      // What the message ran, for a budget exceeded: every statement from the webhook on.
      const ran = counter?.texts().slice(before) ?? [];
      return {
        statements: count() - before - notThePath,
        sent,
        ran: ran.map((t) => t.slice(0, 120)).join("\n"),
      };
    }

    const first = await oneMessage("5511955550001", "wamid.budget.1", "gastei 12,50 no mercado");
    const second = await oneMessage("5511955550001", "wamid.budget.2", "gastei 30 na farmácia");
    // The welcome with the answer in one message, then the answer alone.
    expect([first.sent, second.sent]).toEqual([1, 1]);
    console.log(
      `text path round trips (${engine}): new person ${first.statements} (budget ${BUDGET.newPerson}), ` +
        `returning ${second.statements} (budget ${BUDGET.returningPerson})`,
    );
    expect(first.statements, first.ran).toBeLessThanOrEqual(BUDGET.newPerson);
    expect(second.statements, second.ran).toBeLessThanOrEqual(BUDGET.returningPerson);
  });
});
