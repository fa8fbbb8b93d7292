/**
 * A backlog burst against a running server: `webhooks` signed webhooks of one message each
 * (`concurrency` at a time) and one webhook carrying `bigWebhook` messages, while two probes ask
 * for /api/health and a page every 50 ms until every message is answered (or `drainTimeoutMs`
 * passes). Reports the probes' latencies over the whole time, how fast the backlog drained and
 * its longest pause.
 */
import { Agent } from "node:http";
import { type FakeGraphApi, readableText } from "../channels/whatsapp/fake-graph-api.ts";
import { postWebhook, textWebhookBody } from "./message-drill.ts";
import { percentile } from "./percentile.ts";

export interface BurstOptions {
  url: string;
  graph: FakeGraphApi;
  appSecret: string;
  phoneNumberId: string;
  webhooks: number;
  concurrency: number;
  bigWebhook: number;
  /** A path that serves a page (no database). */
  pagePath: string;
  /** How long to wait, after the last webhook was acknowledged, for every answer. */
  drainTimeoutMs: number;
}

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface BurstReport {
  health: Latency;
  page: Latency;
  /** Single-message webhooks: time to the 200. */
  webhookAck: Latency;
  bigWebhookAckMs: number;
  webhookStatuses: Record<string, number>;
  messages: number;
  /** Messages answered (each counted once) by the end. */
  answered: number;
  /** Answers per second, from the first webhook to the last answer. */
  answeredPerSecond: number;
  /** The longest time without a new answer while some were still due. */
  longestPauseMs: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function summary(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url).catch(() => null);
  await res?.arrayBuffer().catch(() => null);
  // A refused or failed probe counts as the slowest possible answer.
  return res?.ok || res?.status === 404 ? performance.now() - started : Number.POSITIVE_INFINITY;
}

/** Message `i` of a stream spread over `people` conversations, each saying a growing amount. */
const message = (stream: string, waBase: number, people: number, i: number) => ({
  waId: `5521${String(waBase + (i % people))}`,
  id: `wamid.${stream}.${i}`,
  text: `gastei ${Math.floor(i / people) + 1},00 no mercado`,
});

export async function runBurst(options: BurstOptions): Promise<BurstReport> {
  const { url, graph } = options;
  const messages = options.webhooks + options.bigWebhook;
  const answers = new Set<string>();
  const answerTimes: number[] = [];
  graph.onRequest((r) => {
    // a reply with buttons is an interactive message: its body is what the person reads
    const text = readableText(r.body);
    const amount = text === null ? undefined : /R\$\s?([\d.]+),00\b/.exec(text)?.[1];
    if (r.status !== 200 || !amount) return;
    const key = `${String(r.body.to)}:${amount}`;
    if (answers.has(key)) return;
    answers.add(key);
    answerTimes.push(r.at);
  });
  const health: number[] = [];
  const page: number[] = [];
  let probing = true;
  const probe = async (path: string, into: number[]) => {
    while (probing) {
      into.push(await timed(`${url}${path}`));
      await sleep(50);
    }
  };
  const probes = [probe("/api/health", health), probe(options.pagePath, page)];

  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency + 1 });
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const acks: number[] = [];
  const big = Array.from({ length: options.bigWebhook }, (_, i) => message("big", 960_000_000, 300, i));
  const bigAck = (async () => {
    const at = performance.now();
    const body = textWebhookBody(options.phoneNumberId, big);
    const status = await postWebhook(agent, url, body, options.appSecret, 180_000);
    statuses[`big ${status}`] = 1;
    return performance.now() - at;
  })();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let i = next++; i < options.webhooks; i = next++) {
        const body = textWebhookBody(options.phoneNumberId, [message("burst", 950_000_000, 100, i)]);
        const at = performance.now();
        const status = await postWebhook(agent, url, body, options.appSecret);
        acks.push(performance.now() - at);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const bigWebhookAckMs = await bigAck;
  const until = performance.now() + options.drainTimeoutMs;
  while (performance.now() < until && answers.size < messages) await sleep(100);
  probing = false;
  await Promise.all(probes);
  agent.destroy();
  const last = answers.size < messages ? performance.now() : (answerTimes.at(-1) ?? performance.now());
  let longestPauseMs = 0;
  [started, ...answerTimes, last].reduce((previous, at) => {
    longestPauseMs = Math.max(longestPauseMs, at - previous);
    return at;
  });
  const seconds = (last - started) / 1000;
  return {
    health: summary(health),
    page: summary(page),
    webhookAck: summary(acks),
    bigWebhookAckMs: Math.round(bigWebhookAckMs),
    webhookStatuses: statuses,
    messages,
    answered: answers.size,
    answeredPerSecond: Math.round(answers.size / seconds),
    longestPauseMs: Math.round(longestPauseMs),
    seconds: Math.round(seconds * 10) / 10,
  };
}
