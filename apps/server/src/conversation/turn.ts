import {
  answered,
  ask,
  type Book,
  type ConversationState,
  liveState,
  type Mention,
  mention,
  type PendingQuestion,
  type Question,
  stateExpiry,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * One message's turn in the conversation: the state it started from (read and locked), the
 * question it asks, and what it talked about. Closing it stores the state for the next message.
 */
export interface Turn {
  /** The state when the message came in (what lapsed already dropped). */
  readonly state: ConversationState;
  /** The question this turn asked, if any. */
  readonly asked: Question | null;
  /** Asks a question: the next message may answer it (the last one asked in a turn wins). */
  ask(question: Question): void;
  /** Something later messages may refer to ("dele", "o último", "e semana passada?"). */
  mention(m: Mention): void;
  /** Keeps the question that was waiting (a greeting or a thanks does not drop it). */
  keepPending(pending: PendingQuestion): void;
  /**
   * The waiting question was answered (by the choice tapped, or typed: null): a second tap on its
   * buttons is then told "already done" instead of "expired".
   */
  answer(questionId: string, choice: string | null): void;
  /** The book the message is about (personal unless said). */
  book: Book;
}

interface OpenTurn extends Turn {
  asked: Question | null;
  mentions: Mention[];
  kept: PendingQuestion | null;
  answers: Array<{ id: string; choice: string | null }>;
}

/**
 * The person's conversation state, locked until the message's transaction ends: a subquery for a
 * statement about person `$1` (the arrival of their message reads it with their settings).
 */
export const LOCKED_STATE = "SELECT state FROM conversation_states WHERE user_id = $1 FOR UPDATE";

/** Reads the person's conversation state, locked until the message's transaction ends. */
export async function openTurn(tx: SqlRunner, userId: number, now: Date): Promise<OpenTurn> {
  const rows = await tx.query<{ state: unknown }>(LOCKED_STATE, [userId]);
  return turnFrom(rows[0]?.state, now);
}

/** The turn of a message, from the state stored as read (and locked) by `LOCKED_STATE`. */
export function turnFrom(raw: unknown, now: Date): OpenTurn {
  const state = liveState(typeof raw === "string" ? JSON.parse(raw) : raw, now);
  const turn: OpenTurn = {
    state,
    asked: null,
    mentions: [],
    kept: null,
    answers: [],
    book: "personal",
    ask(question) {
      turn.asked = question;
    },
    mention(m) {
      turn.mentions.push(m);
    },
    keepPending(pending) {
      turn.kept = pending;
    },
    answer(id, choice) {
      turn.answers.push({ id, choice });
    },
  };
  return turn;
}

/** What a turn leaves of a person's conversation: the state to store, or null to remove it. */
export interface TurnLeft {
  userId: number;
  state: ConversationState | null;
  expires: Date | null;
}

/**
 * What the turn leaves for the next message: the question it asked (or the one it kept), and the
 * subject after what it talked about; a state with nothing left in it is removed. `writeTurns`
 * stores it (for several turns at once).
 * @returns what to store, and the question this turn asked, with its id (a channel with reply
 *   buttons shows its `choicesOf` with `buttonId`s), or null
 */
export function settleTurn(
  userId: number,
  turn: Turn,
  now: Date,
): { left: TurnLeft; asked: PendingQuestion | null } {
  const open = turn as OpenTurn;
  const { book } = open;
  let next: ConversationState = { ...open.state, pending: open.kept };
  for (const a of open.answers) next = answered(next, a.id, a.choice, now);
  // a question kept waiting wins over the buttons of a record booked in the same turn
  const buttonsOnly = open.asked?.type === "records_booked" && open.kept !== null;
  if (open.asked && !buttonsOnly) next = ask(next, open.asked, book, now);
  next = mention(next, open.mentions, book, now);
  const expires = stateExpiry(next);
  const asked = open.asked && !buttonsOnly ? next.pending : null;
  return { left: { userId, state: expires ? next : null, expires: expires ?? null }, asked };
}

/** Stores what turns left, each person's once, in one statement. */
export async function writeTurns(tx: SqlRunner, turns: readonly TurnLeft[]): Promise<void> {
  if (turns.length === 0) return;
  const kept = turns.filter((t) => t.state !== null);
  await tx.query(
    `WITH removed AS (DELETE FROM conversation_states WHERE user_id = ANY ($1::bigint[]))
     INSERT INTO conversation_states (user_id, state, expires_at, updated_at)
     SELECT u, s::jsonb, e, now() FROM unnest($2::bigint[], $3::text[], $4::timestamptz[]) AS t (u, s, e)
     ON CONFLICT (user_id) DO UPDATE SET state = EXCLUDED.state, expires_at = EXCLUDED.expires_at,
       updated_at = now()`,
    [
      turns.filter((t) => t.state === null).map((t) => t.userId),
      kept.map((t) => t.userId),
      kept.map((t) => JSON.stringify(t.state)),
      kept.map((t) => t.expires),
    ],
  );
}

/**
 * Stores what the turn leaves for the next message (`settleTurn`).
 * @returns the question this turn asked, or null
 */
export async function closeTurn(
  tx: SqlRunner,
  userId: number,
  turn: Turn,
  now: Date,
): Promise<PendingQuestion | null> {
  const { left, asked } = settleTurn(userId, turn, now);
  await writeTurns(tx, [left]);
  return asked;
}
