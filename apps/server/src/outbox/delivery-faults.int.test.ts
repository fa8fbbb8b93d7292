// Fault tests: the real server bundle as a child process, WhatsApp pointed at a local fake Graph
// API that can be slow and fail, stopped with SIGTERM mid-send and SIGKILLed at random moments.
// About a minute per database on an idle 2-core machine (4 under heavy load); `npm run bench:faults` runs the
// issue's full numbers (200 conversations × 20 messages, 20 kills).
import { Agent } from "node:http";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readableText } from "../channels/whatsapp/fake-graph-api.ts";
import { drillCredentials, runKillDrill, startDrillGraphApi, whatsappEnv } from "../testing/kill-drill.ts";
import { postTextWebhook } from "../testing/message-drill.ts";
import { serverBundle, serverDatabase, startServerProcess } from "../testing/server-process.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(testEngines())("replies across crashes and restarts (%s)", { timeout: 400_000 }, (engine) => {
  beforeAll(() => serverBundle(), 60_000);

  let database: Awaited<ReturnType<typeof serverDatabase>>;
  beforeAll(async () => {
    database = await serverDatabase(engine, "faults");
  });
  afterAll(() => database.drop());

  it("SIGTERM during a slow send: stops in time, and after a restart the reply goes out once, before the next", async () => {
    const graph = await startDrillGraphApi();
    const env = { ...whatsappEnv(graph), ...database.env };
    const agent = new Agent({ keepAlive: false });
    const ana = "5511988887777";
    const say = (url: string, id: string, text: string) =>
      postTextWebhook(agent, url, { ...drillCredentials, waId: ana, id, text });
    const toAna = () => graph.sentTexts().filter((m) => m.to === ana);
    let server = await startServerProcess(env);
    try {
      // Ana is known (her welcome is out of the way).
      expect(await say(server.url, "wamid.term.0", "oi")).toBe(200);
      await until(() => toAna().length > 0, 30_000, "the welcome");
      const before = toAna().length;

      // The provider turns slow (8 s) and then fails: the reply to her first message is in flight…
      graph.setDelay(8000);
      graph.setFailing(true);
      const arrived = graph.arrivals();
      expect(await say(server.url, "wamid.term.1", "gastei 1,00 no mercado")).toBe(200);
      await until(() => graph.arrivals() > arrived, 15_000, "the slow send");
      // …and her next message is acknowledged: its reply must wait for the first.
      expect(await say(server.url, "wamid.term.2", "gastei 2,00 no mercado")).toBe(200);
      await sleep(300);

      const asked = performance.now();
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(performance.now() - asked).toBeLessThan(5000);

      server = await startServerProcess(env);
      const restarted = performance.now();
      // The interrupted send fails at the provider (a read receipt failing first is not it: while the
      // send is still pending, the provider recovering would accept it); then the provider recovers.
      await until(
        () => graph.requests.some((r) => r.status === 500 && readableText(r.body) !== null),
        20_000,
        "the slow send to fail",
      );
      graph.setFailing(false);
      graph.setDelay(0);
      await until(() => toAna().length >= before + 2, 60_000, "both replies");
      expect(performance.now() - restarted).toBeLessThan(60_000);
      await sleep(1500);
      const replies = toAna()
        .slice(before)
        .map((m) => /R\$\s?(\d+),00/.exec(m.body)?.[1]);
      expect(replies).toEqual(["1", "2"]);
    } finally {
      await server.stop("SIGTERM");
      await graph.close();
    }
  });

  it("SIGKILL at random moments while 200 messages flow: each answered, in order, soon after the restart", async () => {
    const report = await runKillDrill({
      dbEnv: database.env,
      conversations: 20,
      messagesPerConversation: 10,
      kills: 3,
      gapMs: [500, 2500],
    });
    console.log(`kill drill (${engine}): ${JSON.stringify(report)}`);
    expect(report.kills).toBeGreaterThanOrEqual(1);
    expect(report.missing).toEqual([]);
    expect(report.answered).toBe(200);
    expect(report.outOfOrder).toEqual([]);
    expect(report.maxLateMs).toBeLessThan(60_000);
    // A repeat needs a kill between the provider's acceptance and the write that records it, so
    // each kill can repeat at most the sends then in flight: the dispatcher's batch (16) and the
    // replies the text workers claimed as they stored them while fewer were in flight (a batch each:
    // eight workers of eight on PostgreSQL, one of one on PGlite).
    expect(report.duplicateSends).toBeLessThanOrEqual(report.kills * (16 + 16 + 64));
  });
});
