import {
  type Book,
  foldReplies,
  type OfferedChoices,
  offeredChoices,
  type PlanCode,
  replyFirstSteps,
  replyMedia,
  replyNoAccess,
  replyWelcome,
} from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { type AccessPolicy, personAccess } from "../billing/person-access.ts";
import {
  forgetPreloaded,
  keepPreloaded,
  type PreloadedRow,
  preloadColumns,
} from "../books/preloaded-reads.ts";
import { READABLE_TYPES } from "../media/read-message-media.ts";
import type { Channel } from "../outbox/channel.ts";
import {
  type ClaimedInbound,
  claimInbound,
  earlierReceived,
  forgetInboundContent,
  linkInboundToUser,
} from "../outbox/claim-inbound.ts";
import type { ClaimedOutbound } from "../outbox/claim-outbound.ts";
import { enqueueOutbounds, enqueueOutboundsClaimed, type OutboundInput } from "../outbox/enqueue-outbound.ts";
import { type Identity, type PeopleLookup, type Person, resolvePeople } from "../people/resolve-people.ts";
import type { Understand } from "./act-context.ts";
import { actOnText } from "./act-on-interpretations.ts";
import { actOnMedia, awaitingReading } from "./act-on-media.ts";
import { chooseBook } from "./choose-book.ts";
import { LOCKED_STATE, settleTurn, type TurnLeft, turnFrom, writeTurns } from "./turn.ts";

export interface ProcessDeps {
  db: Db;
  understand: Understand;
  dashboardUrl: string;
  now: () => Date;
  access: AccessPolicy;
  /** Files over this many megabytes are refused (for the answer's wording). */
  media?: { maxMb: number };
  /**
   * "turn" (the default): a turn's replies (the welcome, the answer, the limit alerts it caused, a
   * file's several answers) go as one message wherever they fit; "each": one message per reply,
   * as before (for the test that counts what it saves).
   */
  replies?: "turn" | "each";
}

export interface Processed {
  channel: Channel;
  externalId: string;
  outboundIds: number[];
}

type InboundRow = ClaimedInbound;

/** Text the assistant can read from a message: text, or the title of a button or list reply. */
function readableText(row: InboundRow): string | null {
  if (row.type === "text" || row.type === "interactive" || row.type === "button") {
    const text = row.body?.trim();
    return text ? text.slice(0, 4096) : null;
  }
  return null;
}

/**
 * The id of the reply button or list row a message answers with ("q7-t2x9k0:sim"), when the
 * channel put it beside the title it shows (`media.choice_id`).
 */
function choiceOf(row: InboundRow): string | null {
  if (row.type !== "interactive" && row.type !== "button") return null;
  const id = (row.media as { choice_id?: unknown } | null)?.choice_id;
  return typeof id === "string" && id.length <= 256 ? id : null;
}

/**
 * What the messages answered in one transaction share: their senders looked up at once (for a
 * batch), and the writes each message leaves to the end, stored together by `flush` before the
 * commit (what their turns left, in one statement; their replies, in another). Before a person's
 * second message is answered, what their first one left is flushed, so each message reads what
 * the ones before it wrote, as if answered alone.
 */
export class AnswerWrites {
  private turns: TurnLeft[] = [];
  private replies: Array<{ input: OutboundInput; ids: number[] }> = [];
  private readonly people = new Set<number>();

  /** Replies claimed for sending as they were stored (`claim`), for the dispatcher after the commit. */
  readonly claimed: ClaimedOutbound[] = [];

  constructor(
    readonly lookup?: PeopleLookup,
    /** Claim each conversation's first reply as it is stored (the dispatcher takes them after the commit). */
    private readonly claim = false,
  ) {}

  /** Before acting for a person: what an earlier message of theirs left is stored first. */
  async before(tx: SqlRunner, userId: number): Promise<void> {
    if (this.people.has(userId)) await this.flush(tx);
  }

  turn(left: TurnLeft): void {
    this.turns.push(left);
    this.people.add(left.userId);
  }

  /** Queues a reply (in order); its id is pushed onto `ids` once stored. */
  reply(input: OutboundInput, ids: number[]): void {
    this.replies.push({ input, ids });
    if (input.userId !== null) this.people.add(input.userId);
  }

  async flush(tx: SqlRunner): Promise<void> {
    const { turns, replies } = this;
    this.turns = [];
    this.replies = [];
    this.people.clear();
    await writeTurns(tx, turns);
    const inputs = replies.map((r) => r.input);
    const { ids, claimed } = this.claim
      ? await enqueueOutboundsClaimed(tx, inputs)
      : { ids: await enqueueOutbounds(tx, inputs), claimed: [] };
    this.claimed.push(...claimed);
    for (const [n, r] of replies.entries()) r.ids.push(ids[n] as number);
  }
}

/**
 * A reply: to the person's phone when their account has one (WhatsApp takes a known number even
 * when the message came by BSUID alone), else to their BSUID; to the sender as they wrote when
 * there is no account (people without access).
 */
function replyTo(
  row: InboundRow,
  person: Person | null,
  body: string,
  choices: OfferedChoices | null = null,
): OutboundInput {
  return {
    userId: person?.id ?? null,
    channel: row.channel,
    to: person
      ? { phone: person.phone, waUserId: person.waUserId ?? row.wa_user_id }
      : { phone: row.phone, waUserId: row.wa_user_id },
    body,
    choices,
    replyToId: row.id,
  };
}

/** Who sent a message, as the channel named them. */
function senderOf(row: InboundRow): Identity {
  return { phone: row.phone, waUserId: row.wa_user_id, name: row.sender_name, username: row.sender_username };
}

/**
 * Processes one stored inbound message exactly once: claims it, acts on the books and
 * queues the replies, all in one transaction. A second call (a duplicate job) does nothing.
 */
export async function processInbound(deps: ProcessDeps, messageId: number): Promise<Processed | null> {
  // Older messages of the conversation still waiting go first, so answers keep the person's order.
  for (const earlier of await earlierReceived(deps.db, messageId)) await processOne(deps, earlier);
  return processOne(deps, messageId);
}

/** Processes one message alone, in its own transaction (null: already processed, or a file not read yet). */
export async function processOne(deps: ProcessDeps, messageId: number): Promise<Processed | null> {
  const now = deps.now();
  // A file not read yet is processed by its media job once read, not by a later message's job.
  if (await awaitingReading(deps.db, messageId)) return null;
  return deps.db.transaction(async (tx) => {
    const row = await claimInbound(tx, messageId);
    if (!row) return null;
    const writes = new AnswerWrites();
    const processed = await answerClaimed(tx, deps, row, now, writes);
    await writes.flush(tx);
    return processed;
  });
}

/**
 * Everything a claimed message does, inside the caller's transaction: the person's access, the
 * person set up or found, the books acted on, the conversation's state kept and the replies queued
 * (left in `writes`: the caller flushes them before the commit, and `outboundIds` is filled then).
 * The text batches call it for each message of a batch in one transaction.
 */
export async function answerClaimed(
  tx: SqlRunner,
  deps: ProcessDeps,
  row: InboundRow,
  now: Date,
  writes: AnswerWrites,
): Promise<Processed> {
  // Where the senders were looked up already; an account linked, merged or created changes rows
  // the writes still held may name, so they are stored first.
  const people = { lookup: writes.lookup, beforeChange: () => writes.flush(tx) };
  // The account that phone and BSUID name (linked or merged when they meet), before access.
  const [known] =
    deps.access.mode === "paid"
      ? await resolvePeople(tx, [{ phone: row.phone, waUserId: row.wa_user_id }], {
          create: false,
          ...people,
        })
      : [null];
  const access = await personAccess(tx, {
    userId: known?.person.id ?? null,
    phone: row.phone,
    waUserId: row.wa_user_id,
    now,
    mode: deps.access.mode,
  });
  if (!access.allowed) {
    // Without a plan nothing of theirs is kept: the message stays as a record that it came,
    // without its content, and the answer says where the plans and the free trial are.
    const person = known?.person ?? null;
    await forgetInboundContent(tx, row.id, person?.id ?? null);
    const body = replyNoAccess({
      name: person?.name ?? row.sender_name,
      plansUrl: deps.access.plansUrl,
      trialUrl: deps.access.trialUrl,
    });
    if (person) await writes.before(tx, person.id);
    const outboundIds: number[] = [];
    writes.reply(replyTo(row, person, body), outboundIds);
    return { channel: row.channel, externalId: row.external_id, outboundIds };
  }
  const [resolved] = await resolvePeople(tx, [senderOf(row)], { create: true, ...people });
  if (!resolved) throw new Error("a person could not be created");
  const user = resolved.person;
  await writes.before(tx, user.id);
  // In one statement: the message tied to its person; when they last wrote (WhatsApp's 24-hour
  // window is its own), and welcomed from now on; their default book; and what they talked about
  // and the question waiting for them (the conversation's state: read and locked here, stored with
  // the books' changes when the message's transaction ends).
  // What the books' functions read of their default book at nearly every message (categories,
  // words filed by hand, accounts, planned purchases) comes back with it too, kept on `tx` while
  // the message is answered (books/preloaded-reads.ts).
  const [arrival] = await tx.query<
    { welcome_template_at: Date | null; active_book: Book; state: unknown } & PreloadedRow
  >(
    `WITH ${linkInboundToUser("$4", "$1")},
       locked AS (${LOCKED_STATE})
     UPDATE users SET last_inbound_at = GREATEST(COALESCE(last_inbound_at, $2), $2),
       wa_last_inbound_at = CASE WHEN $3 THEN GREATEST(COALESCE(wa_last_inbound_at, $2), $2)
                                 ELSE wa_last_inbound_at END,
       welcomed_at = COALESCE(welcomed_at, now())
     WHERE id = $1 RETURNING welcome_template_at, active_book, (SELECT state FROM locked) AS state,
       ${preloadColumns("$1", "users.active_book")}`,
    [user.id, row.provider_timestamp ?? row.created_at, row.channel === "whatsapp", row.id],
  );
  if (!arrival) throw new Error(`person ${user.id} vanished`);
  keepPreloaded(tx, { userId: user.id, book: arrival.active_book }, arrival);
  try {
    return await answerArrived(tx, deps, row, now, writes, { user, plans: access.plans, arrival });
  } finally {
    forgetPreloaded(tx);
  }
}

/** The rest of `answerClaimed`, once the person has arrived: their message acted on, the replies queued. */
async function answerArrived(
  tx: SqlRunner,
  deps: ProcessDeps,
  row: InboundRow,
  now: Date,
  writes: AnswerWrites,
  arrived: {
    user: Person;
    plans: readonly PlanCode[] | "open";
    arrival: { welcome_template_at: Date | null; active_book: Book; state: unknown };
  },
): Promise<Processed> {
  const { user, plans, arrival } = arrived;

  const replies: string[] = [];
  const turn = turnFrom(arrival.state, now);
  if (!user.welcomedAt) {
    // A buyer welcomed by template at purchase gets the first steps when they first answer.
    replies.push(
      arrival.welcome_template_at
        ? replyFirstSteps({ name: user.name, dashboardUrl: deps.dashboardUrl })
        : replyWelcome(user.name),
    );
  }
  const text = readableText(row);
  // A file, or a text message that was a protected PDF's password (its text already erased).
  const read = READABLE_TYPES.has(row.type) || row.has_reading;
  if (read) {
    const answers = await actOnMedia({
      tx,
      userId: user.id,
      userName: user.name,
      messageId: row.id,
      now,
      understand: deps.understand,
      dashboardUrl: deps.dashboardUrl,
      plans,
      plansUrl: deps.access.plansUrl,
      caption: READABLE_TYPES.has(row.type) ? row.body : null,
      maxMb: deps.media?.maxMb ?? 20,
      turn,
    });
    replies.push(...answers);
  } else if (text === null) {
    replies.push(replyMedia(row.type));
  } else {
    const plansUrl = deps.access.plansUrl;
    const choice = await chooseBook(tx, {
      userId: user.id,
      text,
      plans,
      plansUrl,
      now,
      activeBook: arrival.active_book,
    });
    if (choice.type === "act") turn.book = choice.book;
    if (choice.type === "reply") {
      replies.push(choice.reply);
    } else {
      const { reply, bareGreeting, followUps } = await actOnText({
        tx,
        userId: user.id,
        userName: user.name,
        messageId: row.id,
        text: choice.text,
        now,
        understand: deps.understand,
        dashboardUrl: deps.dashboardUrl,
        plans,
        plansUrl,
        book: choice.book,
        labelled: choice.labelled,
        turn,
        choiceId: choiceOf(row),
      });
      // A first "oi" is answered by the welcome alone.
      replies.push(...(user.welcomedAt || !bareGreeting ? [reply, ...followUps] : followUps));
    }
  }
  const { left, asked } = settleTurn(user.id, turn, now);
  writes.turn(left);
  // One message per turn wherever it fits (each one sent is billed): the welcome with the first
  // answer, the limit alerts a record crossed with the reply to it, a file's answers together.
  const messages = deps.replies === "each" ? replies : foldReplies(replies);
  // The question the turn asked offers its answers as buttons (or a list) under the last
  // message, the one that asks it. The outbox sends them in order.
  const choices = asked ? offeredChoices(asked) : null;
  const outboundIds: number[] = [];
  for (const [i, body] of messages.entries())
    writes.reply(replyTo(row, user, body, i === messages.length - 1 ? choices : null), outboundIds);
  return { channel: row.channel, externalId: row.external_id, outboundIds };
}
