/**
 * Every public entry point, fed what an attacker or a broken client sends: NUL and lone surrogates
 * in query strings, path parameters, JSON fields and keys, file names and webhook payloads; JSON of
 * every type and shape. No answer may be a 5xx, a refused request may store nothing, and a bad
 * message may not cost the good ones delivered with it.
 */
import { testEngines } from "@tostao/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { findSession } from "../auth/find-session.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { type AssistantTestApp, createAssistantTestApp, signedWebhook } from "../testing/assistant-app.ts";
import {
  hotmartPayload,
  hotmartRequest,
  kiwifyPayload,
  kiwifyRequest,
  TEST_CHECKOUT_ENV,
} from "../testing/checkout-deliveries.ts";
import { textMessagesPayload } from "../testing/text-webhook.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
const PHONE_NUMBER_ID = "109876543210";

/** Bodies of every JSON type and a few that are not JSON at all. */
const BODIES: Array<string | null> = [
  null,
  "",
  "{",
  "null",
  "1",
  "-1e309",
  '"texto"',
  "[]",
  "{}",
  "true",
  JSON.stringify({ a: "\u0000" }),
  JSON.stringify({ "\u0000": 1 }),
  JSON.stringify({ name: "\ud800", description: "x\udc00y", q: "\u0000" }),
  JSON.stringify({ phone: "+55\u000011999990000", code: "12\u00003456", password: "\u0000" }),
  JSON.stringify({ amount: 1e308, date: "2026-02-30", kind: "\u0000", categoryId: -1, id: "1; drop" }),
  JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }),
  JSON.stringify(Array.from({ length: 2000 }, () => ({ a: 1 }))),
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  JSON.stringify({ text: "a".repeat(200_000) }),
  ...fc.sample(fc.jsonValue({ maxDepth: 4 }), { numRuns: 12, seed: 31 }).map((v) => JSON.stringify(v)),
  ...fc
    .sample(fc.dictionary(fc.string(), fc.string({ unit: "binary" })), { numRuns: 6, seed: 7 })
    .map((v) => JSON.stringify(v)),
];

const QUERIES = [
  "?q=%00",
  "?q=farm%C3%A1cia%00&page=1",
  "?page=-1&pageSize=99999999999999999999&from=2026-13-45&to=%00&book=%00",
  "?kind=%00&kind=expense&category=%00&sort=%00",
  "?token=%00",
  "?hub.mode=subscribe&hub.verify_token=%00&hub.challenge=%00",
  "?q=%ED%A0%80",
];

/** Paths answered only with a session (besides signing in). */
const SIGNED_IN = /^\/api\/(me|admin\/(?!login)|chat\/(?!login))/;

/** zod's and the platform's English defaults, which no error a person or program reads may carry. */
const ENGLISH =
  /\b(Invalid input|expected \w+, received|Required|Too (big|small)|Unrecognized key|Bad Request|Not Found|Internal Server Error)\b/;

const PARAMS = ["%00", "0", "1e999", "%F0%9F%92%A9", "..%2F..%2Fetc%2Fpasswd", "99999999999999999999"];

/** Multipart and URL-encoded forms: hostile field names, values and file names. */
function forms(): Array<{ label: string; body: NonNullable<RequestInit["body"]> }> {
  const names = [
    "conta\u0000.pdf",
    "\ud800.jpg",
    "../../etc/passwd",
    "",
    `${"n".repeat(5000)}.png`,
    "\u202egpj.exe",
  ];
  const multipart = names.map((name, i) => {
    const form = new FormData();
    form.set(
      "file",
      new File([Buffer.from(i % 2 ? "%PDF-1.4\n%%EOF\n" : "\u0000\u0001")], name, { type: "\u0000/x" }),
    );
    form.set("clientId", i % 2 ? "\u0000" : `form-fuzz-${i}-x`);
    form.set("\u0000", "\ud800");
    return { label: `multipart ${JSON.stringify(name.slice(0, 20))}`, body: form };
  });
  return [
    ...multipart,
    { label: "urlencoded NUL", body: new URLSearchParams({ "a\u0000": "\u0000", text: "gastei\u0000 5" }) },
    { label: "urlencoded surrogate", body: "q=%ED%A0%80&phone=%00&amount=1e999" },
  ];
}

describe.each(testEngines())("hostile input at every public entry point (%s)", (engine) => {
  let t: AssistantTestApp;
  /** Rows per table: what a refused request must leave as it was. */
  let snapshot: () => Promise<string>;
  /** The person's and the operator's sessions; a fuzzed logout, revocation or erasure ends them. */
  const tokens = { person: "", operator: "" };
  let sessionsOpened = 0;
  /** The next transaction id when both sessions were last found live (see snapshot below). */
  let liveAt: string | undefined;
  let nextTransactionId: () => Promise<string | undefined>;
  /** The next transaction id as the last snapshot saw it. */
  let snapshotAt: () => string | undefined;

  /**
   * Re-opens whichever session a request before ended (and the person, if it erased them), so
   * every route is fuzzed signed in whatever order the routes come in. Ending a session is a
   * write, which takes a transaction id: while the next one is what it was when both sessions
   * were found live, they still are, and are not looked up again.
   */
  const keepSignedIn = async () => {
    const opened = sessionsOpened;
    const cookie = `tostao_session=${tokens.person}; tostao_admin=${tokens.operator}`;
    if (liveAt !== undefined && snapshotAt() === liveAt) return { cookie, reopened: false };
    if (!(await findSession(t.db, { token: tokens.person, kind: "person", now: NOW }))) {
      const ana = await ensureUser(t.db, "+5511912345678", "Ana");
      tokens.person = (
        await createSession(t.db, { kind: "person", userId: ana.id, userAgent: null, now: NOW })
      ).token;
      sessionsOpened++;
    }
    if (!(await findSession(t.db, { token: tokens.operator, kind: "operator", now: NOW }))) {
      tokens.operator = (await createSession(t.db, { kind: "operator", userAgent: null, now: NOW })).token;
      sessionsOpened++;
    }
    liveAt = await nextTransactionId();
    return {
      cookie: `tostao_session=${tokens.person}; tostao_admin=${tokens.operator}`,
      reopened: sessionsOpened > opened,
    };
  };

  /** A new person with a session of their own, for a test that must not depend on the others. */
  const newPerson = async (phone: string) => {
    const user = await ensureUser(t.db, phone, "Pessoa");
    const { token } = await createSession(t.db, {
      kind: "person",
      userId: user.id,
      userAgent: null,
      now: NOW,
    });
    return { user, cookie: `tostao_session=${token}` };
  };

  beforeAll(async () => {
    t = await createAssistantTestApp(engine, {
      workers: false,
      now: () => NOW,
      env: { ...TEST_CHECKOUT_ENV, ADMIN_PASSWORD: "senha-do-operador-de-teste" },
    });
    // Counts of attempts (rate limits, back-off) are what refusals are allowed to write; sessions
    // are re-opened between requests by keepSignedIn.
    const tables = (
      await t.db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
           AND table_name NOT IN ('rate_limit_windows', 'failure_backoff', 'schema_migrations')
         ORDER BY 1`,
      )
    ).map((r) => r.name);
    const sql = tables
      .map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`)
      .join(" UNION ALL ");
    const counts = async () =>
      (await t.db.query<{ name: string; n: number }>(sql))
        .filter((r) => r.n > 0)
        .map((r) => `${r.name}=${r.n}`)
        .join(" ");
    // Counting every table after each of thousands of requests is most of this file's time. A write
    // takes a transaction id, so while the next id to be given is the same no row can have changed:
    // the tables are counted again only when it moved.
    nextTransactionId = async () =>
      (await t.db.query<{ id: string }>("SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS id"))[0]?.id;
    let counted = { id: await nextTransactionId(), rows: await counts() };
    snapshot = async () => {
      const id = await nextTransactionId();
      if (id !== counted.id) counted = { id, rows: await counts() };
      return counted.rows;
    };
    snapshotAt = () => counted.id;
  }, 120_000);
  afterAll(() => t?.close());

  it("answers every route, whatever its query, parameters, body or form, signed in, without a 5xx; refused ones store nothing", async () => {
    const routes = t.app.routes.filter((r) => r.method !== "ALL");
    const seen = new Set<string>();
    const failures: string[] = [];
    const changed: string[] = [];
    const english: string[] = [];
    /** Routes behind a session that answered 401: the fuzz did not reach them. */
    const unreached = new Set<string>();
    let requests = 0;
    // Requests go one at a time and no worker runs, so what the rows were after one request is what
    // they are before the next (unless keepSignedIn reopened a session): one snapshot per request.
    let last: string | null = null;
    const send = async (
      method: string,
      path: string,
      body: NonNullable<RequestInit["body"]> | null,
      init: { label?: string; headers?: Record<string, string> } = {},
    ) => {
      const { cookie, reopened } = await keepSignedIn();
      if (reopened || last === null) last = await snapshot();
      const before = last;
      const headers: Record<string, string> = { cookie, ...init.headers };
      if (typeof body === "string" && !headers["content-type"]) headers["content-type"] = "application/json";
      const request: RequestInit = { method, headers };
      if (body !== null && method !== "GET" && method !== "HEAD") request.body = body;
      const res = await t.app.request(path, request);
      requests++;
      const text = await res.text();
      const what = `${method} ${path} ${init.label ?? (typeof body === "string" ? body.slice(0, 60) : "")}`;
      if (res.status >= 400 && ENGLISH.test(text)) english.push(`${what} → ${text.slice(0, 160)}`);
      if (res.status === 401 && SIGNED_IN.test(path)) unreached.add(`${method} ${path.split("?")[0]}`);
      last = await snapshot();
      if (res.status >= 500) failures.push(`${what} → ${res.status} ${text.slice(0, 120)}`);
      else if (res.status >= 400 && last !== before)
        changed.push(`${what} → ${res.status}: ${before} ⇒ ${last}`);
    };
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const withParams = (value: string) => route.path.replace(/:[^/]+/g, value).replace(/\*$/, value);
      const path = withParams("1");
      for (const query of QUERIES) await send(route.method, `${path}${query}`, null);
      if (route.path.includes(":") || route.path.endsWith("*"))
        for (const param of PARAMS) await send(route.method, withParams(param), "{}");
      if (route.method === "GET") continue;
      for (const body of BODIES) await send(route.method, path, body);
      for (const form of forms()) await send(route.method, path, form.body, { label: form.label });
    }
    // The providers' webhooks signed as they sign them, so every body reaches the parser.
    for (const body of BODIES) {
      const raw = body ?? "";
      const whatsapp = signedWebhook(raw);
      await send("POST", "/webhooks/whatsapp", raw, {
        label: `signed ${raw.slice(0, 40)}`,
        headers: whatsapp.headers as Record<string, string>,
      });
      await send("POST", "/webhooks/hotmart", raw, {
        label: `signed ${raw.slice(0, 40)}`,
        headers: hotmartRequest(raw).headers as Record<string, string>,
      });
      const kiwify = kiwifyRequest(raw);
      await send("POST", kiwify.path, raw, { label: `signed ${raw.slice(0, 40)}` });
    }
    // Methods a path does not have, on API, webhook and page paths.
    for (const path of [
      "/api/health",
      "/webhooks/whatsapp",
      "/webhooks/hotmart",
      "/entrar",
      "/api/me/transactions",
    ])
      for (const method of ["PUT", "DELETE", "PATCH"]) await send(method, path, "{}");
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(english).toEqual([]);
    expect([...unreached]).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    // Some route did end the session (logout, revocation, erasure) and the fuzz went on signed in.
    expect(sessionsOpened).toBeGreaterThan(2);
  }, 900_000);

  it("answers another method with 405 and Allow on API, webhook and page paths; /entrar keeps its Referrer-Policy", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/webhooks/whatsapp", "GET, HEAD, POST"],
      ["GET", "/webhooks/hotmart", "POST"],
      ["POST", "/entrar", "GET, HEAD"],
      ["DELETE", "/planos", "GET, HEAD"],
      ["PATCH", "/api/health", "GET, HEAD"],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect({ path, method, status: res.status, allow: res.headers.get("allow") }).toEqual({
        path,
        method,
        status: 405,
        allow,
      });
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Método não permitido para esta rota.",
      );
    }
    const page = await t.app.request("/entrar?token=gasto");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("takes chat uploads whose file name and type carry NUL, surrogates or paths, cleaned; refuses a bad clientId storing nothing", async () => {
    const { user, cookie } = await newPerson("+5511955550000");
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    const upload = async (name: string, clientId: string, type = "application/pdf") => {
      const form = new FormData();
      form.set("file", new File([pdf], name, { type }));
      form.set("clientId", clientId);
      return t.app.request("/api/chat/files", { method: "POST", body: form, headers: { cookie } });
    };
    const stored = async (clientId: string) =>
      (
        await t.db.query<{ media: { filename: string | null; mimeType: string | null } }>(
          "SELECT media FROM messages WHERE external_id LIKE $1",
          [`%:${clientId}`],
        )
      ).map((r) => r.media);
    for (const [name, type, clientId, filename] of [
      ["conta\u0000.pdf", "application/pdf", "upload-with-nul-1", "conta.pdf"],
      ["fatura\ud800.pdf", "application/\u0000pdf", "upload-with-surrogate", "fatura\ufffd.pdf"],
      ["../../etc/passwd", "", "upload-with-path", "../../etc/passwd"],
      [`${"n".repeat(5000)}.pdf`, "application/pdf", "upload-with-long-name", "n".repeat(200)],
    ] as const) {
      const res = await upload(name, clientId, type);
      expect({ name: name.slice(0, 20), status: res.status }).toEqual({
        name: name.slice(0, 20),
        status: 202,
      });
      const [media] = await stored(clientId);
      expect(media?.filename).toBe(filename);
      expect(media?.mimeType ?? "").not.toContain("\u0000");
    }
    const count = async () =>
      (
        await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE external_id LIKE $1", [
          `${user.id}:%`,
        ])
      )[0]?.n;
    const before = await count();
    for (const clientId of ["bad\u0000id-1", "\ud800\ud800\ud800\ud800", ""]) {
      const res = await upload("conta.pdf", clientId);
      expect(res.status).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it("keeps the good messages of a WhatsApp delivery that carries bad ones, and cleans what PostgreSQL refuses", async () => {
    const sentAt = NOW.getTime();
    const payload = textMessagesPayload(
      PHONE_NUMBER_ID,
      [
        { waId: "5511911110001", id: "wamid.GOOD1", text: "gastei 50 no mercado" },
        {
          waId: "5511911110002",
          id: "wamid.NUL\u00002",
          text: "gastei\u0000 30 na\ud800 farmácia",
          name: "Bia\u0000",
        },
        { waId: "5511911110003", id: "wamid.GOOD3", text: "uber 23" },
      ],
      sentAt,
    );
    const value = payload.entry[0]?.changes[0]?.value as { messages: Array<Record<string, unknown>> };
    // A message with no id, one with a timestamp past any date, one whose id is 10 KB, one of an unknown shape.
    value.messages.push(
      { from: "5511911110004", type: "text", text: { body: "sem id" } },
      { from: "5511911110005", id: "wamid.FAR", timestamp: "1e300", type: "text", text: { body: "futuro" } },
      { from: "5511911110006", id: `wamid.${"x".repeat(10_000)}`, type: "text", text: { body: "id enorme" } },
      { from: "5511911110007", id: "wamid.ODD", type: { a: 1 }, text: "não é objeto", image: [1, 2] },
    );
    const statuses = [
      { id: "wamid.S\u0000", status: "delivered", timestamp: "x", errors: [{ title: "\u0000\ud800" }] },
    ];
    (value as Record<string, unknown>).statuses = statuses;
    const res = await t.app.request("/webhooks/whatsapp", signedWebhook(payload));
    expect(res.status).toBe(200);
    const rows = await t.db.query<{ external_id: string; body: string | null; sender_name: string | null }>(
      "SELECT external_id, body, sender_name FROM messages WHERE phone LIKE '+55119111100%' ORDER BY external_id",
    );
    const byId = new Map(rows.map((r) => [r.external_id, r]));
    expect(byId.get("wamid.GOOD1")?.body).toBe("gastei 50 no mercado");
    expect(byId.get("wamid.GOOD3")?.body).toBe("uber 23");
    expect(byId.get("wamid.NUL2")?.body).toBe("gastei 30 na\ufffd farmácia");
    expect(byId.get("wamid.NUL2")?.sender_name).toBe("Bia");
    expect(byId.get("wamid.FAR")?.body).toBe("futuro");
    expect(rows.some((r) => r.external_id.length > 256)).toBe(false);
    // Meta's redelivery is acknowledged and stores nothing twice.
    const again = await t.app.request("/webhooks/whatsapp", signedWebhook(payload));
    expect(again.status).toBe(200);
    expect(await t.db.query("SELECT 1 FROM messages WHERE phone LIKE '+55119111100%'")).toHaveLength(
      rows.length,
    );
  });

  it("applies a Hotmart or Kiwify event whose fields carry NUL once, instead of failing every resend", async () => {
    const hotmart = hotmartPayload("PURCHASE_APPROVED", {
      id: "fuzz-hotmart-nul",
      at: NOW.getTime(),
      name: "Carla\u0000 Dias",
      phone: "5511933330000",
      email: "carla\u0000@example.com",
    });
    (hotmart as Record<string, unknown>)["\u0000extra"] = "\ud800";
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request("/webhooks/hotmart", hotmartRequest(hotmart));
      expect(res.status).toBeLessThan(300);
    }
    const kiwify = kiwifyRequest(
      kiwifyPayload("compra_aprovada", {
        orderId: "fuzz-kiwify-nul",
        at: "2026-11-24 10:00",
        name: "Davi\u0000",
        phone: "5511944440000",
      }),
    );
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(kiwify.path, kiwify.init);
      expect(res.status).toBeLessThan(300);
    }
    const events = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscription_events WHERE event_id LIKE 'fuzz-%-nul%'",
    );
    expect(events[0]?.n).toBe(2);
    expect(t.logs.some((line) => line.includes("NUL character; removed"))).toBe(true);
  });
});
