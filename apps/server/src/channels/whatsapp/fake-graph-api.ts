import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface RecordedRequest {
  at: number;
  path: string;
  body: Record<string, unknown>;
  /** The answer given: 200 or the failure injected. */
  status: number;
}

export interface FakeGraphApi {
  /** Base URL to use as WHATSAPP_API_BASE. */
  readonly apiBase: string;
  readonly requests: RecordedRequest[];
  /** Successfully accepted text messages. */
  sentTexts(): Array<{ to: string; body: string; id: string }>;
  /** Successfully accepted template messages. */
  sentTemplates(): Array<{ to: string; name: string; language: string; params: string[]; id: string }>;
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
   * `fail` makes the lookup answer that status; `declaredSize` lies about the size, as a proxy might.
   */
  addMedia(bytes: Uint8Array, mimeType: string, options?: { fail?: number; declaredSize?: number }): string;
  /** How many times each media file's bytes were downloaded. */
  mediaDownloads(id: string): number;
  close(): Promise<void>;
}

interface FakeMedia {
  bytes: Buffer;
  mimeType: string;
  fail?: number;
  declaredSize?: number;
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

// The shape checks Meta applies to what we send; a wrong payload gets Meta's error 100.
function payloadProblem(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== "whatsapp") return "messaging_product must be whatsapp";
  if (body.status === "read") {
    if (typeof body.message_id !== "string") return "message_id is required";
    const typing = body.typing_indicator;
    return typing === undefined || (isObject(typing) && typing.type === "text")
      ? null
      : "typing_indicator.type must be text";
  }
  if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) return "to must be digits";
  if (body.type === "template") return templateProblem(body.template);
  if (body.type !== "text") return "only text and template messages are supported by this fake";
  if (!isObject(body.text) || typeof body.text.body !== "string" || body.text.body.length === 0) {
    return "text.body is required";
  }
  if (body.text.body.length > 4096) return "text.body is longer than 4096";
  return null;
}

function templateProblem(template: unknown): string | null {
  if (!isObject(template) || typeof template.name !== "string" || template.name.length === 0) {
    return "template.name is required";
  }
  if (!isObject(template.language) || typeof template.language.code !== "string") {
    return "template.language.code is required";
  }
  const components = template.components ?? [];
  if (!Array.isArray(components)) return "template.components must be an array";
  for (const c of components) {
    if (!isObject(c) || typeof c.type !== "string" || !Array.isArray(c.parameters)) {
      return "each template component needs a type and parameters";
    }
    for (const p of c.parameters) {
      if (!isObject(p) || p.type !== "text" || typeof p.text !== "string") return "parameters must be text";
    }
  }
  return null;
}

function templateParams(template: Record<string, unknown>): string[] {
  const components = (template.components ?? []) as Array<{
    type: string;
    parameters: Array<{ text: string }>;
  }>;
  return components.filter((c) => c.type === "body").flatMap((c) => c.parameters.map((p) => p.text));
}

/**
 * A real local HTTP server speaking the part of the WhatsApp Cloud API we use
 * (POST /{version}/{phone-number-id}/messages), for tests and benchmarks.
 */
export async function startFakeGraphApi(options: {
  accessToken: string;
  phoneNumberId: string;
  version?: string;
}): Promise<FakeGraphApi> {
  const version = options.version ?? "v23.0";
  const requests: RecordedRequest[] = [];
  const listeners: Array<(r: RecordedRequest) => void> = [];
  const sent: Array<{ to: string; body: string; id: string }> = [];
  const templates: Array<{ to: string; name: string; language: string; params: string[]; id: string }> = [];
  let delayMs = 0;
  let arrived = 0;
  let failRemaining = 0;
  let failingStatus = 500;
  let failing = false;
  const media = new Map<string, FakeMedia>();

  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    const metaError = (status: number, message: string, code: number) =>
      answer(status, {
        error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(8).toString("hex") },
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
    if (failing || failRemaining > 0) {
      if (failRemaining > 0) failRemaining--;
      record.status = failingStatus;
      for (const l of listeners) l(record);
      return metaError(failingStatus, "Service temporarily unavailable", 2);
    }
    const problem = payloadProblem(body);
    if (problem) {
      record.status = 400;
      for (const l of listeners) l(record);
      return metaError(400, `(#100) ${problem}`, 100);
    }
    for (const l of listeners) l(record);
    if (body.status === "read") return answer(200, { success: true });
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    const to = body.to as string;
    if (body.type === "template") {
      const template = body.template as Record<string, unknown> & {
        name: string;
        language: { code: string };
      };
      templates.push({
        to,
        name: template.name,
        language: template.language.code,
        params: templateParams(template),
        id,
      });
    } else {
      sent.push({ to, body: (body.text as { body: string }).body, id });
    }
    return answer(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/${version}`,
    requests,
    sentTexts: () => [...sent],
    sentTemplates: () => [...templates],
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
