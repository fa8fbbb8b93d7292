import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SERVICE_MONTHLY_ALLOWANCE } from "@tostao/core";
import {
  interactiveProblem,
  readReceiptProblem,
  recipientOf,
  templateProblem,
  textProblem,
} from "./fake-graph-checks.ts";
import {
  type FakePerson,
  type FakePricing,
  messagePayload,
  numberChangedPayload,
  statusPayload,
} from "./fake-graph-payloads.ts";

interface RecordedRequest {
  at: number;
  path: string;
  body: Record<string, unknown>;
  /** The answer given: 200 or the failure injected. */
  status: number;
}

/**
 * The text a person reads in a send's request body: a text's body, or an interactive message's
 * body (the replies that carry buttons); null for templates and anything else.
 */
export function readableText(body: Record<string, unknown>): string | null {
  if (body.type === "text") return String((body.text as { body?: unknown } | undefined)?.body ?? "");
  if (body.type === "interactive") {
    const interactive = body.interactive as { body?: { text?: unknown } } | undefined;
    return String(interactive?.body?.text ?? "");
  }
  return null;
}

/** A message Meta accepted: where it went, what it was and what it costs. */
export interface FakeSent {
  id: string;
  /** The phone digits or the BSUID it was addressed to. */
  to: string;
  type: "text" | "template" | "interactive";
  /** The text, the template's name, or the interactive body. */
  body: string;
  template?: { name: string; language: string; params: string[]; buttonParams: string[] };
  interactive?: Record<string, unknown>;
  pricing: FakePricing;
  at: Date;
}

type TemplateCategory = "marketing" | "utility" | "authentication";

export interface FakeGraphApi {
  /** Base URL to use as WHATSAPP_API_BASE. */
  readonly apiBase: string;
  readonly requests: RecordedRequest[];
  /** Accepted messages a person reads as text: texts, and interactive messages (their body). */
  sentTexts(): Array<{ to: string; body: string; id: string }>;
  /** Successfully accepted template messages. */
  sentTemplates(): Array<{
    to: string;
    name: string;
    language: string;
    params: string[];
    buttonParams: string[];
    id: string;
  }>;
  /** Every accepted message (text, template, interactive), in order. */
  sent(): FakeSent[];
  /** Read receipts received, and whether each asked for the typing indicator. */
  reads(): Array<{ messageId: string; typing: boolean }>;
  /** Messages sent that reached the server, answered or not yet (a slow answer is still pending); read receipts do not count. */
  arrivals(): number;
  /** Answers every request this many milliseconds late (a slow provider); 0 is on time. */
  setDelay(ms: number): void;
  /** Fails the next `count` requests with this status (and Meta-like error JSON). */
  failNext(count: number, status?: number): void;
  /** Fails every request until called with false. */
  setFailing(failing: boolean, status?: number): void;
  onRequest(listener: (request: RecordedRequest) => void): void;
  /**
   * Serves a media file as Meta does (GET /{version}/{id} → URL, size, sha256; GET the URL → bytes).
   * `fail` makes the lookup answer that status; `declaredSize` lies about the size, as a proxy might;
   * the first `truncate` downloads break off halfway (the connection closes before the declared length).
   */
  addMedia(
    bytes: Uint8Array,
    mimeType: string,
    options?: { fail?: number; declaredSize?: number; truncate?: number },
  ): string;
  /** How many times each media file's bytes were downloaded. */
  mediaDownloads(id: string): number;
  /**
   * A WhatsApp user Meta knows (created, or the one with that phone or BSUID). A phone is given as
   * digits; without a BSUID one is made up from it, as Meta gives everyone one.
   */
  person(input: {
    phone?: string | null;
    bsuid?: string;
    name?: string;
    username?: string | null;
    sharesPhone?: boolean;
  }): FakePerson;
  /** The webhook payload of `person` writing `text`; opens their 24-hour window at `at`. */
  says(person: FakePerson, text: string, options?: { id?: string; at?: Date }): unknown;
  /**
   * The webhook payload of `person` sending a photo added with `addMedia` (its id), with an
   * optional caption; opens their 24-hour window at `at`.
   */
  sendsImage(
    person: FakePerson,
    mediaId: string,
    options?: { caption?: string; id?: string; at?: Date },
  ): unknown;
  /** The webhook payload of `person` tapping a reply button or list row of the message `contextId`. */
  taps(
    person: FakePerson,
    reply: { kind: "button_reply" | "list_reply"; id: string; title: string; contextId: string },
    options?: { id?: string; at?: Date },
  ): unknown;
  /** The system webhook of `person` changing to `newPhone` (Meta gives them a new BSUID too). */
  changesNumber(person: FakePerson, newPhone: string, options?: { at?: Date }): unknown;
  /** Records that this phone (digits) or BSUID wrote at `at` (its 24-hour window opens). */
  customerWrote(phoneOrBsuid: string, at: Date): void;
  /** Refuse free-form messages outside the 24-hour window with 131047, as Meta does. */
  enforceServiceWindow(on: boolean): void;
  /** The category Meta approved a template under (unknown templates count as utility). */
  approveTemplate(name: string, category: TemplateCategory): void;
  /**
   * Sends each accepted message's statuses (sent, delivered) as webhooks to `sink`, as Meta does:
   * about a second after the send is answered, or with `beforeAnswer` delivered (and awaited)
   * before the send's answer goes back, the race where the status webhook reaches the app before
   * the sender has stored the message's id.
   */
  deliverStatusesTo(
    sink: ((payload: unknown) => Promise<void>) | null,
    options?: { beforeAnswer?: boolean },
  ): void;
  close(): Promise<void>;
}

interface FakeMedia {
  bytes: Buffer;
  mimeType: string;
  fail?: number;
  declaredSize?: number;
  truncate?: number;
  downloads: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const WINDOW_MS = 24 * 60 * 60 * 1000;
/** From this day Meta charges service messages beyond the allowance and utility templates in the window. */
const SERVICE_CHARGED_FROM = Date.parse("2026-10-01T00:00:00Z");
/** How long after answering a send its status webhooks start. */
const STATUS_DELAY_MS = 1000;

function templateParams(template: Record<string, unknown>, type: "body" | "button"): string[] {
  const components = (template.components ?? []) as Array<{
    type: string;
    parameters: Array<{ text?: string; payload?: string }>;
  }>;
  return components
    .filter((c) => c.type === type)
    .flatMap((c) => c.parameters.map((p) => p.text ?? p.payload ?? ""));
}

/** A made-up but stable BSUID for a phone, as Meta has one for everyone. */
const bsuidFor = (phone: string) =>
  `BR.${BigInt(`0x${createHash("sha256").update(phone).digest("hex").slice(0, 15)}`).toString()}`;

/** Meta's error for free-form text to someone silent for 24 hours (…/support/error-codes). */
const REENGAGEMENT = {
  message: "(#131047) Re-engagement message",
  code: 131047,
  details:
    "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
};

/** Meta's error for a message type that cannot go to a BSUID (authentication templates). */
const BSUID_NOT_SUPPORTED = {
  message: "(#131062) Business-scoped User ID (BSUID) recipients are not supported for this message.",
  code: 131062,
  details: "Business-scoped User ID (BSUID) recipients are not supported for this message.",
};

/**
 * A real local HTTP server speaking the part of the WhatsApp Cloud API we use
 * (POST /{version}/{phone-number-id}/messages, media downloads), for tests and benchmarks. It
 * knows the WhatsApp users it has seen, keeps their 24-hour windows, prices each message as
 * Meta does (per message since July 2025) and can send the status webhooks back.
 */
export async function startFakeGraphApi(options: {
  accessToken: string;
  phoneNumberId: string;
  version?: string;
  now?: () => Date;
}): Promise<FakeGraphApi> {
  const version = options.version ?? "v23.0";
  const now = options.now ?? (() => new Date());
  const requests: RecordedRequest[] = [];
  const listeners: Array<(r: RecordedRequest) => void> = [];
  const sentMessages: FakeSent[] = [];
  const readReceipts: Array<{ messageId: string; typing: boolean }> = [];
  const people: FakePerson[] = [];
  const lastWrote = new Map<FakePerson, number>();
  const categories = new Map<string, TemplateCategory>();
  let windowEnforced = false;
  let statusSink: ((payload: unknown) => Promise<void>) | null = null;
  let statusesBeforeAnswer = false;
  let delayMs = 0;
  let arrived = 0;
  let failRemaining = 0;
  let failingStatus = 500;
  let failing = false;
  let inboundCount = 0;
  const media = new Map<string, FakeMedia>();

  const findPerson = (key: { phone: string } | { bsuid: string }) =>
    people.find((p) => ("phone" in key ? p.phone === key.phone : p.bsuid === key.bsuid));
  const person: FakeGraphApi["person"] = (input) => {
    const phone = input.phone?.replace(/^\+/, "") ?? null;
    const known =
      (input.bsuid ? findPerson({ bsuid: input.bsuid }) : undefined) ??
      (phone ? findPerson({ phone }) : undefined);
    if (known) {
      if (input.sharesPhone !== undefined) known.sharesPhone = input.sharesPhone;
      if (input.username !== undefined) known.username = input.username;
      return known;
    }
    if (!phone && !input.bsuid) throw new Error("a person needs a phone or a BSUID");
    const created: FakePerson = {
      phone,
      bsuid: input.bsuid ?? bsuidFor(phone as string),
      name: input.name ?? "Pessoa do Teste",
      username: input.username ?? null,
      sharesPhone: input.sharesPhone ?? true,
    };
    people.push(created);
    return created;
  };
  const windowOpen = (p: FakePerson) =>
    now().getTime() - (lastWrote.get(p) ?? Number.NEGATIVE_INFINITY) < WINDOW_MS;

  // Per-message pricing (developers.facebook.com …/pricing; status webhook `pricing`):
  // authentication and marketing templates are always charged, utility templates outside the
  // window. Until 2026-09-30 free-form messages (service) and utility templates inside the window
  // are free; from 2026-10-01 utility templates inside the window are charged, and service
  // messages beyond the number's monthly allowance (Meta's announcement of 2026-07-01 as YCloud,
  // ChakraHQ and hello-charles relay it; the allowance as core SERVICE_MONTHLY_ALLOWANCE gives it;
  // no page shows the status of an allowance message, so it keeps the free service one).
  const serviceThisMonth = new Map<string, number>();
  const priceOf = (type: FakeSent["type"], templateName: string | null, open: boolean): FakePricing => {
    const at = now();
    const charging2026 = at.getTime() >= SERVICE_CHARGED_FROM;
    if (type !== "template") {
      const month = at.toISOString().slice(0, 7);
      const count = (serviceThisMonth.get(month) ?? 0) + 1;
      serviceThisMonth.set(month, count);
      if (!charging2026 || count <= SERVICE_MONTHLY_ALLOWANCE)
        return { billable: false, pricing_model: "PMP", type: "free_customer_service", category: "service" };
      return { billable: true, pricing_model: "PMP", type: "regular", category: "service" };
    }
    const category = categories.get(templateName ?? "") ?? "utility";
    if (category === "utility" && open && !charging2026)
      return { billable: false, pricing_model: "PMP", type: "free_customer_service", category };
    return { billable: true, pricing_model: "PMP", type: "regular", category };
  };

  // Statuses come on their own webhooks, "sent" then "delivered", each with the message's pricing.
  const postStatuses = async (
    message: FakeSent,
    to: { phone: string } | { bsuid: string },
    p: FakePerson,
  ) => {
    const sink = statusSink;
    if (!sink) return;
    for (const status of ["sent", "delivered"] as const) {
      const payload = statusPayload(options.phoneNumberId, {
        id: message.id,
        status,
        at: now(),
        to,
        person: p,
        pricing: message.pricing,
      });
      await sink(payload).catch(() => {});
    }
  };
  // Usually some time after the send was answered (Meta: "sent" within about a second).
  const sendStatuses = (message: FakeSent, to: { phone: string } | { bsuid: string }, p: FakePerson) => {
    if (!statusSink) return;
    setTimeout(() => void postStatuses(message, to, p), STATUS_DELAY_MS);
  };

  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    const metaError = (status: number, message: string, code: number, details?: string) =>
      answer(status, {
        error: {
          message,
          type: "OAuthException",
          code,
          ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
          fbtrace_id: randomBytes(8).toString("hex"),
        },
      });

    const raw = await readBody(req);
    const path = req.url ?? "";
    if (req.method === "GET") {
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return metaError(401, "Invalid OAuth access token.", 190);
      }
      const download = /^\/media-download\/([\w-]+)$/.exec(path);
      const lookup = new RegExp(`^/${version}/([\\w-]+)$`).exec(path);
      const item = media.get((download ?? lookup)?.[1] ?? "");
      if (!item) return metaError(404, "Unsupported get request. Object does not exist", 100);
      if (download) {
        item.downloads++;
        res.writeHead(200, { "content-type": item.mimeType, "content-length": String(item.bytes.length) });
        if (item.downloads <= (item.truncate ?? 0)) {
          res.write(item.bytes.subarray(0, Math.floor(item.bytes.length / 2)));
          setTimeout(() => res.destroy(), 20);
          return;
        }
        return res.end(item.bytes);
      }
      if (item.fail) return metaError(item.fail, "Media temporarily unavailable", 131052);
      const id = (lookup as RegExpExecArray)[1] as string;
      const host = req.headers.host ?? "127.0.0.1";
      return answer(200, {
        messaging_product: "whatsapp",
        url: `http://${host}/media-download/${id}`,
        mime_type: item.mimeType,
        sha256: createHash("sha256").update(item.bytes).digest("hex"),
        file_size: item.declaredSize ?? item.bytes.length,
        id,
      });
    }
    if (req.method !== "POST" || path !== `/${version}/${options.phoneNumberId}/messages`) {
      return metaError(404, `Unknown path ${req.method} ${path}`, 803);
    }
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return metaError(401, "Invalid OAuth access token.", 190);
    }
    let body: Record<string, unknown>;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!isObject(parsed)) throw new Error("not an object");
      body = parsed;
    } catch {
      return metaError(400, "Invalid JSON", 100);
    }
    if (body.status !== "read") arrived++;
    // Like Meta, a slow answer still counts as sent even when the caller gave up waiting.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const record: RecordedRequest = { at: performance.now(), path, body, status: 200 };
    requests.push(record);
    const refuse = (status: number, message: string, code: number, details?: string) => {
      record.status = status;
      for (const l of listeners) l(record);
      return metaError(status, message, code, details);
    };
    if (failing || failRemaining > 0) {
      if (failRemaining > 0) failRemaining--;
      return refuse(failingStatus, "Service temporarily unavailable", 2);
    }
    if (body.messaging_product !== "whatsapp")
      return refuse(400, "(#100) messaging_product must be whatsapp", 100);
    // Mark as read, with the typing indicator (…/typing-indicators): {status: "read", message_id,
    // typing_indicator: {type: "text"}} → {success: true}.
    if (body.status === "read") {
      const problem = readReceiptProblem(body);
      if (problem) return refuse(400, `(#100) ${problem}`, 100);
      readReceipts.push({ messageId: body.message_id as string, typing: isObject(body.typing_indicator) });
      for (const l of listeners) l(record);
      return answer(200, { success: true });
    }
    const to = recipientOf(body);
    if (typeof to === "string") return refuse(400, `(#100) ${to}`, 100);
    const type = body.type;
    const problem =
      type === "text"
        ? textProblem(body)
        : type === "template"
          ? templateProblem(body.template)
          : type === "interactive"
            ? interactiveProblem(body.interactive)
            : "only text, template and interactive messages are supported by this fake";
    if (problem) return refuse(400, `(#100) ${problem}`, 100);
    const who = findPerson(to) ?? person("phone" in to ? { phone: to.phone } : { bsuid: to.bsuid });
    const template = type === "template" ? (body.template as Record<string, unknown>) : null;
    const templateName = template ? (template.name as string) : null;
    if (template && categories.get(templateName ?? "") === "authentication" && "bsuid" in to) {
      return refuse(400, BSUID_NOT_SUPPORTED.message, BSUID_NOT_SUPPORTED.code, BSUID_NOT_SUPPORTED.details);
    }
    const open = windowOpen(who);
    if (!template && windowEnforced && !open) {
      return refuse(400, REENGAGEMENT.message, REENGAGEMENT.code, REENGAGEMENT.details);
    }
    for (const l of listeners) l(record);
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    const address = "phone" in to ? to.phone : to.bsuid;
    const interactive = type === "interactive" ? (body.interactive as Record<string, unknown>) : undefined;
    const message: FakeSent = {
      id,
      to: address,
      type: type as FakeSent["type"],
      body:
        type === "text"
          ? (body.text as { body: string }).body
          : interactive
            ? String((interactive.body as { text: string }).text)
            : (templateName as string),
      ...(template
        ? {
            template: {
              name: templateName as string,
              language: (template.language as { code: string }).code,
              params: templateParams(template, "body"),
              buttonParams: templateParams(template, "button"),
            },
          }
        : {}),
      ...(interactive ? { interactive } : {}),
      pricing: priceOf(type as FakeSent["type"], templateName, open),
      at: now(),
    };
    sentMessages.push(message);
    if (statusesBeforeAnswer) await postStatuses(message, to, who);
    else res.once("finish", () => sendStatuses(message, to, who));
    // The answer names the recipient as it was given (`input`) and, for a phone, its `wa_id`; for
    // a BSUID its `user_id` (Meta's BSUID page, "API responses").
    return answer(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: address, ...("phone" in to ? { wa_id: to.phone } : { user_id: to.bsuid }) }],
      messages: [{ id }],
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const inboundId = () => `wamid.in${++inboundCount}.${randomBytes(6).toString("base64url")}`;
  return {
    apiBase: `http://127.0.0.1:${port}/${version}`,
    requests,
    sentTexts: () =>
      sentMessages.filter((m) => m.type !== "template").map((m) => ({ to: m.to, body: m.body, id: m.id })),
    sentTemplates: () =>
      sentMessages.flatMap((m) => (m.template ? [{ to: m.to, ...m.template, id: m.id }] : [])),
    sent: () => [...sentMessages],
    reads: () => [...readReceipts],
    arrivals: () => arrived,
    setDelay(ms) {
      delayMs = ms;
    },
    failNext(count, status = 500) {
      failRemaining = count;
      failingStatus = status;
    },
    setFailing(value, status = 500) {
      failing = value;
      failingStatus = status;
    },
    onRequest(listener) {
      listeners.push(listener);
    },
    addMedia(bytes, mimeType, extra = {}) {
      const id = String(1_000_000_000_000_000n + BigInt(media.size + 1) * 7919n);
      media.set(id, { bytes: Buffer.from(bytes), mimeType, downloads: 0, ...extra });
      return id;
    },
    mediaDownloads: (id) => media.get(id)?.downloads ?? 0,
    person,
    says(p, text, { id = inboundId(), at = now() } = {}) {
      lastWrote.set(p, at.getTime());
      return messagePayload(options.phoneNumberId, p, { id, at, type: "text", text: { body: text } });
    },
    sendsImage(p, mediaId, { caption, id = inboundId(), at = now() } = {}) {
      lastWrote.set(p, at.getTime());
      const file = media.get(mediaId);
      if (!file) throw new Error(`no media ${mediaId}: add it first`);
      // A photo (…/webhooks/reference/messages/image, updated May 21, 2026): image {caption?,
      // mime_type, sha256, id}; the bytes are fetched by id from the media endpoint.
      return messagePayload(options.phoneNumberId, p, {
        id,
        at,
        type: "image",
        image: {
          ...(caption ? { caption } : {}),
          mime_type: file.mimeType,
          sha256: createHash("sha256").update(file.bytes).digest("base64"),
          id: mediaId,
        },
      });
    },
    taps(p, reply, { id = inboundId(), at = now() } = {}) {
      lastWrote.set(p, at.getTime());
      // A tap on a reply button or list row (…/webhooks/reference/messages/interactive):
      // context {from, id} of our message, interactive {type, button_reply|list_reply: {id, title}}.
      return messagePayload(options.phoneNumberId, p, {
        id,
        at,
        type: "interactive",
        context: { from: "5511940028922", id: reply.contextId },
        interactive: { type: reply.kind, [reply.kind]: { id: reply.id, title: reply.title } },
      });
    },
    changesNumber(p, newPhone, { at = now() } = {}) {
      const oldPhone = p.phone ?? "";
      const oldBsuid = p.bsuid;
      p.phone = newPhone.replace(/^\+/, "");
      // A new number comes with a new BSUID (docs.360dialog.com "Usernames & BSUID").
      p.bsuid = bsuidFor(`${p.phone}:${oldBsuid}`);
      return numberChangedPayload(options.phoneNumberId, {
        id: inboundId(),
        at,
        name: p.name,
        oldPhone,
        newPhone: p.phone,
        oldBsuid,
        newBsuid: p.bsuid,
      });
    },
    customerWrote(phoneOrBsuid, at) {
      const key = phoneOrBsuid.replace(/^\+/, "");
      const p = /^\d+$/.test(key) ? person({ phone: key }) : person({ bsuid: key });
      lastWrote.set(p, at.getTime());
    },
    enforceServiceWindow(on) {
      windowEnforced = on;
    },
    approveTemplate(name, category) {
      categories.set(name, category);
    },
    deliverStatusesTo(sink, { beforeAnswer = false } = {}) {
      statusSink = sink;
      statusesBeforeAnswer = beforeAnswer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
