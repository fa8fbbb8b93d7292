/**
 * A delivery drill: many WhatsApp conversations write to the real server (signed webhooks, each
 * conversation in order, a refused or unanswered delivery retried as Meta does) while the caller
 * kills, restarts or adds processes; the fake Graph API records every reply. The report says what a
 * person would see: messages never answered, answers sent twice, answers out of order, and how late
 * an answer came after the process that sent it was up.
 */
import { Agent, request } from "node:http";
import { type FakeGraphApi, readableText } from "../channels/whatsapp/fake-graph-api.ts";
import { signPayload } from "../channels/whatsapp/verify-signature.ts";
import { textMessagesPayload, type WebhookText } from "./text-webhook.ts";

export interface DrillOptions {
  graph: FakeGraphApi;
  appSecret: string;
  phoneNumberId: string;
  conversations: number;
  messagesPerConversation: number;
  /** The live servers' base URLs right now; messages are spread over them round robin. */
  targets: () => string[];
  /** Webhook deliveries in flight at once (across conversations). */
  concurrency?: number;
  /** Distinguishes the conversations of two drills against the same database. */
  prefix?: string;
}

export interface DrillReport {
  messages: number;
  /** Messages with at least one answer. */
  answered: number;
  /** Messages never answered. */
  missing: string[];
  /** Answers beyond the first for the same message (a crash inside the send window). */
  duplicateSends: number;
  /** Answers that came after the answer to a later message of the same conversation. */
  outOfOrder: string[];
  /** The latest first answer, measured from the later of the webhook's acknowledgement and the last (re)start. */
  maxLateMs: number;
  /** Webhook deliveries refused or unanswered (the server was down), each retried. */
  webhookRetries: number;
  /** From the first webhook to the last first answer. */
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The amount the drill writes in message `k` (1-based), which the answer repeats: "R$ k,00". */
const amountOf = (reply: string): number | null => {
  const match = /R\$\s?([\d.]+),00\b/.exec(reply);
  return match?.[1] ? Number(match[1].replaceAll(".", "")) : null;
};

/** A Cloud API webhook body carrying these text messages (one person each, or several), sent now. */
export function textWebhookBody(phoneNumberId: string, messages: WebhookText[]): string {
  return JSON.stringify(textMessagesPayload(phoneNumberId, messages, Date.now()));
}

/** Posts a signed webhook body to a server; resolves with the status (0: no answer in time). */
export function postWebhook(
  agent: Agent,
  url: string,
  body: string,
  appSecret: string,
  timeoutMs = 30_000,
): Promise<number> {
  return postSignedWebhook(agent, url, body, signPayload(body, appSecret), timeoutMs);
}

/**
 * Posts a webhook body with its signature already computed (a benchmark signs its payloads before
 * the clock starts); resolves with the status (0: no answer in time).
 */
export function postSignedWebhook(
  agent: Agent,
  url: string,
  body: string,
  signature: string,
  timeoutMs = 30_000,
): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${url}/webhooks/whatsapp`,
      {
        agent,
        method: "POST",
        timeout: timeoutMs,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-hub-signature-256": signature,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

/** Posts a signed webhook with one text message. */
export function postTextWebhook(
  agent: Agent,
  url: string,
  message: { phoneNumberId: string; appSecret: string; waId: string; id: string; text: string },
): Promise<number> {
  return postWebhook(agent, url, textWebhookBody(message.phoneNumberId, [message]), message.appSecret);
}

export interface Drill {
  /** Sends every message (each conversation in order); resolves once all were acknowledged. */
  send(): Promise<void>;
  /** Call when a server process is up again (kills and restarts): lateness is measured from it. */
  markStarted(): void;
  /** Waits until every message has an answer or `timeoutMs` passes. */
  waitAnswered(timeoutMs: number): Promise<boolean>;
  report(): DrillReport;
}

export function createDrill(options: DrillOptions): Drill {
  const { graph, conversations, messagesPerConversation: perConversation } = options;
  const prefix = options.prefix ?? "d";
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency ?? 32 });
  const waIds = Array.from({ length: conversations }, (_, c) => `55119${String(70_000_000 + c)}`);
  const conversationOf = new Map(waIds.map((w, c) => [w, c]));
  const ackAt = waIds.map(() => new Array<number>(perConversation + 1).fill(Number.NaN));
  /** Per conversation, the amounts answered in the order the Graph API received them, with times. */
  const answers = waIds.map(() => [] as Array<{ k: number; at: number }>);
  const starts: number[] = [performance.now()];
  let retries = 0;
  let sent = 0;
  let firstAt = Number.NaN;

  graph.onRequest((r) => {
    // a reply with buttons is an interactive message: its body is what the person reads
    const text = readableText(r.body);
    if (r.status !== 200 || text === null) return;
    const c = conversationOf.get(String(r.body.to));
    const k = amountOf(text);
    if (c === undefined || k === null) return;
    answers[c]?.push({ k, at: r.at });
  });

  async function deliver(c: number, k: number) {
    const message = {
      phoneNumberId: options.phoneNumberId,
      appSecret: options.appSecret,
      waId: waIds[c] as string,
      id: `wamid.${prefix}.${c}.${k}`,
      text: `gastei ${k},00 no mercado`,
    };
    for (let attempt = 0; ; attempt++) {
      const targets = options.targets();
      const url = targets[(sent + attempt) % Math.max(1, targets.length)];
      if (url && (await postTextWebhook(agent, url, message)) === 200) break;
      retries++;
      await sleep(100);
    }
    ackAt[c]![k] = performance.now();
    sent++;
  }

  const firstAnswer = (c: number, k: number) => answers[c]?.find((a) => a.k === k)?.at;
  const unanswered = () => {
    const missing: string[] = [];
    for (let c = 0; c < conversations; c++) {
      for (let k = 1; k <= perConversation; k++)
        if (firstAnswer(c, k) === undefined) missing.push(`${c}.${k}`);
    }
    return missing;
  };

  return {
    async send() {
      firstAt = performance.now();
      let next = 0;
      const width = Math.min(conversations, options.concurrency ?? 32);
      // Each lane takes whole conversations, so a conversation's messages go one after another.
      const lanes = Array.from({ length: width }, async () => {
        for (let c = next++; c < conversations; c = next++) {
          for (let k = 1; k <= perConversation; k++) await deliver(c, k);
        }
      });
      await Promise.all(lanes);
    },
    markStarted() {
      starts.push(performance.now());
    },
    async waitAnswered(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (unanswered().length > 0) {
        if (performance.now() > deadline) return false;
        await sleep(100);
      }
      return true;
    },
    report() {
      let duplicateSends = 0;
      let maxLateMs = 0;
      let lastAnswer = firstAt;
      const outOfOrder: string[] = [];
      answers.forEach((list, c) => {
        const seen = new Set<number>();
        let highest = 0;
        for (const { k } of list) {
          if (seen.has(k)) duplicateSends++;
          else if (k < highest) outOfOrder.push(`${c}.${k}`);
          seen.add(k);
          highest = Math.max(highest, k);
        }
        for (let k = 1; k <= perConversation; k++) {
          const at = firstAnswer(c, k);
          const acked = ackAt[c]?.[k] ?? Number.NaN;
          if (at === undefined || Number.isNaN(acked)) continue;
          const upSince = Math.max(...starts.filter((s) => s <= at));
          maxLateMs = Math.max(maxLateMs, at - Math.max(acked, upSince));
          lastAnswer = Math.max(lastAnswer, at);
        }
      });
      const missing = unanswered();
      return {
        messages: conversations * perConversation,
        answered: conversations * perConversation - missing.length,
        missing: missing.slice(0, 20),
        duplicateSends,
        outOfOrder: outOfOrder.slice(0, 20),
        maxLateMs: Math.round(maxLateMs),
        webhookRetries: retries,
        seconds: Math.round((lastAnswer - firstAt) / 100) / 10,
      };
    },
  };
}
