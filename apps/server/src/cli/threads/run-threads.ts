/**
 * Runs the multi-turn corpus through the real pipeline: the whole app on a database, each thread a
 * new person signed in to the web chat, each message sent to POST /api/chat/messages and processed
 * by the same job the queue runs, at the thread's simulated time. After every turn the person's
 * books are compared with what the turn expects: anything added, changed or deleted that the turn
 * does not expect is a miss, and so is anything expected that did not happen.
 */
import { randomUUID } from "node:crypto";
import { foldAccents, parseMessage } from "@tostao/core";
import type { Db } from "@tostao/db";
import { createSession } from "../../auth/create-session.ts";
import { ensureUser } from "../../books/ensure-user.ts";
import { type ProcessDeps, processInbound } from "../../conversation/process-inbound.ts";
import { createLogger } from "../../logger.ts";
import { createApp } from "../../main/app.ts";
import { assistantFromConfig } from "../../main/assistant-from-config.ts";
import { loadConfig } from "../../main/config.ts";
import { type BookRecord, type BooksDiff, diff, type Snapshot, snapshot } from "./books-snapshot.ts";
import { type RecordSpec, startInstant, type Thread, type Turn, turnInstant } from "./read-threads.ts";

export interface TurnOutcome {
  /** 1-based, as a person counts the turns of the thread. */
  index: number;
  said: string;
  at: Date;
  reply: string;
  /** What did not hold, in pt-BR; empty when the turn is right. */
  misses: string[];
  /** How many things the turn checked (the reply phrases, each record, each state row). */
  checks: number;
  /** Milliseconds the pipeline took for the message. */
  ms: number;
}

export interface ThreadOutcome {
  id: string;
  turns: TurnOutcome[];
}

const DASHBOARD_URL = "https://painel.tostao.app";

/** Reply text as compared: no accents, case, *bold* or _italics_, spaces collapsed. */
function plain(text: string): string {
  return foldAccents(text).replace(/[*_]/g, "").replace(/\s+/g, " ").trim();
}

function matches(spec: RecordSpec, r: BookRecord): boolean {
  for (const [field, want] of Object.entries(spec)) {
    if (want === undefined) continue;
    const got = r[field as keyof BookRecord];
    if (field === "amount") {
      if (Math.abs(Number(got) - Number(want)) > 0.005) return false;
    } else if (field === "description") {
      if (!plain(String(got)).includes(plain(String(want)))) return false;
    } else if (field === "category" || field === "card") {
      if ((got === null ? null : plain(String(got))) !== (want === null ? null : plain(String(want))))
        return false;
    } else if (got !== want) return false;
  }
  return true;
}

function describe(r: BookRecord): string {
  const extra = [
    r.payment ? r.payment : null,
    r.card ? `cartão ${r.card}` : null,
    r.installments ? `${r.installments}x` : null,
    r.fixed ? `fixo dia ${r.fixed}` : null,
    r.book === "business" ? "empresa" : null,
  ].filter(Boolean);
  return `${r.kind} R$ ${r.amount.toFixed(2)} ${r.category ?? "sem categoria"} "${r.description}" ${r.date}${extra.length ? ` (${extra.join(", ")})` : ""}`;
}

const show = (v: unknown) => JSON.stringify(v);

/** Pairs each expected item with a distinct actual one; returns what is left on each side. */
function pair<E, A>(expected: readonly E[], actual: readonly A[], fits: (e: E, a: A) => boolean) {
  const left = [...actual];
  const missing: E[] = [];
  for (const e of expected) {
    const i = left.findIndex((a) => fits(e, a));
    if (i < 0) missing.push(e);
    else left.splice(i, 1);
  }
  return { missing, unexpected: left };
}

function checkBooks(turn: Turn, d: BooksDiff, misses: string[]): number {
  const added = pair(turn.added ?? [], d.added, matches);
  for (const e of added.missing) misses.push(`esperava registrar ${show(e)}`);
  for (const a of added.unexpected) misses.push(`registrou sem esperar: ${describe(a)}`);
  const deleted = pair(turn.deleted ?? [], d.deleted, matches);
  for (const e of deleted.missing) misses.push(`esperava apagar ${show(e)}`);
  for (const a of deleted.unexpected) misses.push(`apagou sem esperar: ${describe(a)}`);
  const changed = pair(
    turn.changed ?? [],
    d.changed,
    (e, a) => matches(e.was, a.was) && matches(e.now, a.now),
  );
  for (const e of changed.missing) misses.push(`esperava mudar ${show(e.was)} para ${show(e.now)}`);
  for (const a of changed.unexpected)
    misses.push(`mudou sem esperar: ${describe(a.was)} → ${describe(a.now)}`);
  const fixed = pair(
    turn.fixed_added ?? [],
    d.fixedAdded,
    (e, a) => (e.amount === undefined || e.amount === a.amount) && (e.day === undefined || e.day === a.day),
  );
  for (const e of fixed.missing) misses.push(`esperava um fixo ${show(e)}`);
  for (const a of fixed.unexpected) misses.push(`criou um fixo sem esperar: ${show(a)}`);
  return (
    (turn.added?.length ?? 0) +
    (turn.deleted?.length ?? 0) +
    (turn.changed?.length ?? 0) +
    (turn.fixed_added?.length ?? 0) +
    1
  );
}

const STATE_KEYS = ["cards", "limits", "goals", "planned", "reminders"] as const;

function checkState(turn: Turn, after: Snapshot, misses: string[]): number {
  let checks = 0;
  for (const key of STATE_KEYS) {
    const wanted = turn[key];
    if (!wanted) continue;
    checks += wanted.length;
    const { missing } = pair(wanted, after[key], (e, a) =>
      Object.entries(e).every(([k, v]) =>
        typeof v === "string" && typeof a[k] === "string" ? plain(v) === plain(a[k] as string) : a[k] === v,
      ),
    );
    for (const e of missing) misses.push(`${key}: não achei ${show(e)} em ${show(after[key])}`);
  }
  return checks;
}

function checkReply(turn: Turn, reply: string, misses: string[]): number {
  const text = plain(reply);
  for (const phrase of turn.reply ?? [])
    if (!text.includes(plain(phrase))) misses.push(`resposta sem "${phrase}"`);
  for (const phrase of turn.reply_not ?? [])
    if (text.includes(plain(phrase))) misses.push(`resposta com "${phrase}"`);
  if (turn.say !== undefined && reply.trim() === "") misses.push("nenhuma resposta");
  return (turn.reply?.length ?? 0) + (turn.reply_not?.length ?? 0);
}

/** The corpus's pipeline: the app and the message job on `db`, at a clock the threads move. */
async function conversationPipeline(db: Db) {
  let current = new Date("2026-01-01T12:00:00-03:00");
  const now = () => new Date(current.getTime());
  const config = loadConfig({ LOG_LEVEL: "warn", DASHBOARD_URL, ACCESS_MODE: "open" });
  const logger = createLogger("warn", {}, () => {});
  const assistant = assistantFromConfig({ config, db, logger, now });
  await assistant.start({ workers: false });
  const app = createApp({ config, db, logger, assistant, now });
  const deps: ProcessDeps = {
    db,
    understand: parseMessage,
    dashboardUrl: config.public.dashboardUrl,
    now,
    access: { mode: "open", plansUrl: `${config.public.publicUrl}/planos`, trialUrl: config.public.trialUrl },
  };
  let people = 0;

  async function runThread(thread: Thread): Promise<ThreadOutcome> {
    people++;
    const phone = `+55119${String(70_000_000 + people).padStart(8, "0")}`;
    current = startInstant(thread.start);
    const user = await ensureUser(db, phone, thread.name ?? null);
    const { token } = await createSession(db, {
      kind: "person",
      userId: user.id,
      userAgent: null,
      now: current,
    });
    const cookie = `tostao_session=${token}`;
    const turns: TurnOutcome[] = [];
    let before = await snapshot(db, user.id);
    for (const [i, turn] of thread.turns.entries()) {
      // the first turn is at the thread's start unless it says otherwise
      if (i > 0) current = turnInstant(turn.at, current);
      else if (turn.at) current = turnInstant(turn.at, current);
      const misses: string[] = [];
      const started = performance.now();
      let reply = "";
      if (turn.say !== undefined) {
        const res = await app.request("/api/chat/messages", {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ clientId: randomUUID(), text: turn.say }),
        });
        const body = (await res.json()) as { id?: number | null; error?: { message: string } };
        if (res.status !== 202 || !body.id)
          misses.push(`o chat recusou a mensagem (${res.status}): ${show(body)}`);
        else {
          await processInbound(deps, body.id);
          const replies = await db.query<{ body: string }>(
            "SELECT body FROM messages WHERE reply_to_id = $1 AND direction = 'outbound' ORDER BY id",
            [body.id],
          );
          reply = replies.map((r) => r.body).join("\n---\n");
        }
      } else if (turn.dashboard !== undefined) {
        reply = await callDashboard(turn, user.id, cookie, misses);
      }
      const ms = performance.now() - started;
      const after = await snapshot(db, user.id);
      let checks = checkReply(turn, reply, misses);
      checks += checkBooks(turn, diff(before, after), misses);
      checks += checkState(turn, after, misses);
      turns.push({
        index: i + 1,
        said: turn.say ?? turn.dashboard ?? "",
        at: now(),
        reply,
        misses,
        checks,
        ms,
      });
      before = after;
    }
    return { id: thread.id, turns };
  }

  async function callDashboard(
    turn: Turn,
    userId: number,
    cookie: string,
    misses: string[],
  ): Promise<string> {
    const [method, rawPath] = (turn.dashboard ?? "").split(" ") as [string, string];
    let path = rawPath;
    if (path.includes("{last}")) {
      const rows = await db.query<{ id: number }>(
        "SELECT max(id) AS id FROM transactions WHERE user_id = $1",
        [userId],
      );
      path = path.replace("{last}", String(rows[0]?.id ?? 0));
    }
    const body = turn.body ? await withCategoryIds(JSON.stringify(turn.body), userId) : null;
    const res = await app.request(path, {
      method,
      headers: { "content-type": "application/json", cookie },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    if (res.status >= 300) misses.push(`o painel respondeu ${res.status}: ${text.slice(0, 200)}`);
    return text;
  }

  // "{category:Bebê}" in a body is the id of the person's category of that name
  async function withCategoryIds(json: string, userId: number): Promise<string> {
    let out = json;
    for (const m of json.matchAll(/"\{category:([^}"]+)\}"/g)) {
      const rows = await db.query<{ id: number }>(
        "SELECT id FROM categories WHERE user_id = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1",
        [userId, m[1]],
      );
      out = out.replace(m[0], String(rows[0]?.id ?? 0));
    }
    return out;
  }

  return {
    runThread,
    close: () => assistant.stop(),
  };
}

/** Runs every thread, one new person each, in order. */
export async function runThreads(db: Db, threads: readonly Thread[]): Promise<ThreadOutcome[]> {
  const pipeline = await conversationPipeline(db);
  try {
    const out: ThreadOutcome[] = [];
    for (const thread of threads) out.push(await pipeline.runThread(thread));
    return out;
  } finally {
    await pipeline.close();
  }
}
