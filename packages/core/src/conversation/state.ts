/**
 * What a conversation remembers between two messages of one person (docs/message-understanding.md,
 * "Conversation state"): the subject last talked about, so elliptical follow-ups resolve, and at
 * most one question waiting for its answer. Pure data, kept by the server with a short expiry.
 */
import type { Book } from "../books/book.ts";
import { foldWords } from "../parser/normalise.ts";
import type {
  CardIntent,
  EditLastIntent,
  IncompleteIntent,
  QueryIntent,
  RecordIntent,
  RecordKind,
} from "../parser/types.ts";

/** The subject lapses this long after it was last touched: a follow-up the next day starts afresh. */
export const SUBJECT_MINUTES = 120;
/** A question waits this long for its answer. */
export const QUESTION_MINUTES = 30;
/** A shared bill's part stays open this long for the others' share paid back ("o pedro me pagou os 60"). */
export const SHARE_DAYS = 7;
/** How many shared bills are kept open at once (the newest). */
const SHARES_KEPT = 5;

/** A record of the books as the conversation refers to it: its parts' ids and what it was. */
export interface RecordRef {
  ids: number[];
  kind: RecordKind;
  /** Centavos, all parts together. */
  total: number;
  date: string;
  category: string | null;
  description: string;
  /**
   * A part of a shared bill ("rachei a pizza de 80 com 1 amigo"): the whole bill in centavos, how
   * many shared it, and the people named with the person ("com o pedro": ["pedro"]), folded.
   */
  share?: { total: number; people: number; names?: string[] };
  /** Its day was said ("ontem", "na terça") or carried on from the record before; absent: dated today for want of one. */
  dated?: true;
}

/** What "dele", "o último", "e semana passada?" point at. */
export interface Subject {
  /** When it was last touched (ISO instant). */
  at: string;
  book: Book;
  /** What was talked about last, when a word could point at either a card or a category. */
  focus: "card" | "category" | "record" | "question" | "limit" | "reminder" | "goal" | null;
  card: string | null;
  category: string | null;
  /** The last question answered, for follow-ups. */
  question: QueryIntent | null;
  /** The record booked or corrected last, for "era no crédito", "muda pra lazer". */
  record: RecordRef | null;
  /** The records one message booked together, for "foi tudo no débito"; absent after one record. */
  together?: RecordRef[];
  /**
   * The record booked alone by the message before the one that booked `record` alone, for "os dois
   * foram no débito" said of both; absent otherwise.
   */
  before?: RecordRef;
  /** The records of the last list, as shown (newest first), for "o segundo foi no débito": the
   * lines keep their places until another answer is shown or the book changes. */
  listed?: RecordRef[];
  /** The reminder set last ("pagar o cartao"), for "e a água dia 25". */
  reminder?: string;
  /** The goal set or asked about last, for "guardei 250" right after. */
  goal?: string;
  /**
   * `goal` was set or shown (its target in the reply), not money taken out of it: "muda pra 18 mil"
   * right after is its new target.
   */
  goalTarget?: true;
  /**
   * The last message was not understood: a correction after it ("foi 30", "foi de bar") is about
   * what it said, not about the record before it. `amount`: it was an amount alone ("30", answered
   * "R$ 30,00 de quê?"), which a category said next books; `said`: that message ("120 ontem"), whose
   * day the record keeps.
   */
  lost?: { amount: number | null; said?: string; date?: string };
  /** The text of the message that booked `record` (or `together`), to tell the same message sent again. */
  said?: string;
  /**
   * A bill said to have arrived with its amount ("a conta de luz chegou 187") and not booked yet:
   * "paguei a luz" or "paguei" later books that amount. Gone once a record of it is booked.
   */
  bill?: BillArrived;
}

/** A bill that arrived, as the conversation remembers it: its amount in centavos and its words. */
export interface BillArrived {
  total: number;
  category: string | null;
  description: string;
}

/** The fields a correction changes (an `edit_last` without its intent and target). */
export type RecordChange = Omit<EditLastIntent, "intent" | "target">;

/** A correction that changes nothing yet, to spread what does change over. */
export const NO_CHANGE: RecordChange = { amount: null, category: null, date: null, description: null };

/** The questions the assistant asks and waits for. */
export type Question =
  /** "ja paguei o condominio": how much? */
  | { type: "amount"; intent: IncompleteIntent }
  /** "tv de 3000 em 99x" refused: the purchase waits for a count the books take ("foi em 12x"). */
  | { type: "instalments"; purchase: RecordIntent | IncompleteIntent }
  /** "mercado 87,50" sent again right after it was booked: booked again only on a yes. */
  | { type: "resent"; records: RecordIntent[] }
  /** "minha esposa gastou 200 no mercado": booked only on a yes. */
  | {
      type: "confirm_record";
      record: RecordIntent;
      shared?: { total: number; people: number; names?: string[] };
      /** "fiz 200 na feira": the money read as come in, booked on "recebi" (`record` on "gastei"). */
      income?: RecordIntent;
      /** "gastei 20 de uber ontem e anteontem": the days, each booked the record on "cada dia". */
      days?: string[];
      /** "2 camisetas de 50": the record is the product; "50 as duas" books the price alone. */
      each?: { count: number; price: number };
    }
  /** "a pizza foi 90" about a part of a shared bill: the whole bill, so the part changes (on a yes). */
  | {
      type: "confirm_change";
      record: RecordRef;
      change: RecordChange;
      share: NonNullable<RecordRef["share"]>;
    }
  /** "vou tirar 100 da meta da viagem": taken out already? (`amount` in reais; `goal` the goal's name) */
  | { type: "goal_out"; goal: string; amount: number }
  /** "comprei a tv": the planned purchase, bought now? */
  | { type: "buy_planned"; plannedId: number; description: string }
  /** A record that matches a planned purchase: was it that one? */
  | { type: "planned_done"; plannedId: number; transactionId: number; description: string }
  /** "o aluguel era 1500" with two aluguéis among the recent records: which one? */
  | {
      type: "which_record";
      target: string;
      change: RecordChange;
      candidates: RecordRef[];
      /** "apaga o uber" with two ubers: the one picked is deleted instead of changed. */
      delete?: true;
    }
  /** "o limite dele é 4 mil" with several cards and none talked about: which card? */
  | { type: "which_card"; change: CardIntent; cards: string[] }
  /** A statement file or card bill sent in chat: import its new entries (the offer `importId`)? */
  | {
      type: "import_statement";
      importId: number;
      card: boolean;
      /** The file carries no account number and the person has these accounts of its bank and side: which one? */
      accounts?: string[];
      /** The file did not state its side: it may be read again as the other one ("é fatura do cartão"). */
      side?: "account" | "card";
    }
  /**
   * Records just booked from the chat: not a question one types an answer to, but the buttons under
   * the reply (undo; for one record, another card or another category), answered by id only.
   */
  | {
      type: "records_booked";
      /** The books operations that booked them, in order (undone last to first). */
      operationIds: number[];
      records: RecordRef[];
      /** The card the one record was put on, if any. */
      card: string | null;
      /** The other cards a card purchase could have been on ("Era outro cartão"); empty: not offered. */
      cards: string[];
    }
  /** "Era outro cartão": which card the record was on. */
  | { type: "record_card"; record: RecordRef; cards: string[] }
  /** "Outra categoria": which category the record belongs in. */
  | { type: "record_category"; record: RecordRef; categories: string[] };

/**
 * A question waiting for its answer. `id` names it in button ids ("q7-t2x9k0:sim"), so a tap on an old
 * question's button is recognised as old instead of answering the current one.
 */
export type PendingQuestion = Question & {
  id: string;
  /** ISO instant after which the question is forgotten. */
  expiresAt: string;
  book: Book;
  /** Asked a second time already: the next unrelated message drops it. */
  reasked?: boolean;
};

/** A question answered lately, so a second tap on its buttons is told apart from an old one. */
export interface AnsweredQuestion {
  id: string;
  /** The choice it was answered with ("sim", "2"), or null when the answer was typed. */
  choice: string | null;
  /** ISO instant after which it is forgotten. */
  expiresAt: string;
}

/**
 * The person's part of a shared bill, booked alone, whose others' share is still to come back:
 * "o pedro me pagou os 60" days later is that share, not income (when the message ties it to the
 * bill). Kept SHARE_DAYS after it was booked, until paid back.
 */
export interface OpenShare {
  record: RecordRef & { share: NonNullable<RecordRef["share"]> };
  /** When it was booked (ISO instant). */
  at: string;
  /** How many of the others' shares are still to come back. */
  owed: number;
}

export interface ConversationState {
  /** Questions asked so far: the number in the next question's id. */
  seq: number;
  subject: Subject | null;
  pending: PendingQuestion | null;
  /** The questions answered in the last QUESTION_MINUTES, newest last (a few at most). */
  answered: AnsweredQuestion[];
  /** Shared bills whose others' shares may still be paid back, oldest first (absent: none). */
  shares?: OpenShare[];
}

/** How many answered questions are remembered. */
const ANSWERED_KEPT = 5;

/** The state of a person who has said nothing yet (or whose state lapsed). */
export function emptyState(): ConversationState {
  return { seq: 0, subject: null, pending: null, answered: [] };
}

const MINUTE = 60_000;

/**
 * The state as it stands at `now`: a subject older than SUBJECT_MINUTES and a question past its
 * expiry are gone. Anything unreadable (an older shape) is an empty state, never an error.
 */
export function liveState(stored: unknown, now: Date): ConversationState {
  if (!isState(stored)) return emptyState();
  const t = now.getTime();
  const live =
    stored.subject && Date.parse(stored.subject.at) + SUBJECT_MINUTES * MINUTE >= t ? stored.subject : null;
  // a question stored before periods said how they count (`by`) is not followed up
  const subject =
    live?.question && typeof (live.question as { by?: unknown }).by !== "string"
      ? { ...live, question: null }
      : live;
  const pending = stored.pending && Date.parse(stored.pending.expiresAt) >= t ? stored.pending : null;
  // states stored before answers were remembered have none
  const kept: unknown = (stored as { answered?: unknown }).answered;
  const recent = Array.isArray(kept)
    ? (kept as AnsweredQuestion[]).filter(
        (a) => typeof a?.id === "string" && typeof a.expiresAt === "string" && Date.parse(a.expiresAt) >= t,
      )
    : [];
  const shares = openShares((stored as { shares?: unknown }).shares, t);
  return { seq: stored.seq, subject, pending, answered: recent, ...(shares.length > 0 ? { shares } : {}) };
}

const shareEnd = (s: OpenShare) => Date.parse(s.at) + SHARE_DAYS * 24 * 60 * MINUTE;

/** The shared bills still open at `t` (anything unreadable is none). */
function openShares(kept: unknown, t: number): OpenShare[] {
  if (!Array.isArray(kept)) return [];
  return (kept as OpenShare[]).filter(
    (s) =>
      typeof s?.at === "string" &&
      typeof s.record?.share?.total === "number" &&
      s.owed > 0 &&
      shareEnd(s) >= t,
  );
}

function isState(v: unknown): v is ConversationState {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Partial<ConversationState>;
  return (
    typeof s.seq === "number" &&
    (s.subject === null || (typeof s.subject === "object" && typeof s.subject?.at === "string")) &&
    (s.pending === null ||
      (typeof s.pending === "object" &&
        typeof s.pending?.id === "string" &&
        typeof s.pending?.expiresAt === "string"))
  );
}

/** When the stored state stops meaning anything (its subject and its question both lapsed). */
export function stateExpiry(state: ConversationState): Date | null {
  const times: number[] = [];
  if (state.subject) times.push(Date.parse(state.subject.at) + SUBJECT_MINUTES * MINUTE);
  if (state.pending) times.push(Date.parse(state.pending.expiresAt));
  for (const a of state.answered) times.push(Date.parse(a.expiresAt));
  for (const s of state.shares ?? []) times.push(shareEnd(s));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** Asks `question`: it becomes the one pending, replacing any other. */
export function ask(state: ConversationState, question: Question, book: Book, now: Date): ConversationState {
  const seq = state.seq + 1;
  const pending = {
    ...question,
    // the minute it was asked keeps ids apart after a lapsed state starts counting again
    id: `q${seq}-${Math.floor(now.getTime() / 60_000).toString(36)}`,
    expiresAt: new Date(now.getTime() + QUESTION_MINUTES * MINUTE).toISOString(),
    book,
  } as PendingQuestion;
  return { ...state, seq, pending };
}

/**
 * Marks the waiting question `id` answered (with the choice tapped, or null when typed): it stops
 * waiting, and a second tap on one of its buttons is recognised for QUESTION_MINUTES.
 */
export function answered(
  state: ConversationState,
  id: string,
  choice: string | null,
  now: Date,
): ConversationState {
  const entry = { id, choice, expiresAt: new Date(now.getTime() + QUESTION_MINUTES * MINUTE).toISOString() };
  return {
    ...state,
    pending: state.pending?.id === id ? null : state.pending,
    answered: [...state.answered.filter((a) => a.id !== id), entry].slice(-ANSWERED_KEPT),
  };
}

/** What happened in a turn that later messages may refer to. */
export type Mention =
  | { type: "question"; query: QueryIntent }
  | { type: "record"; record: RecordRef; card?: string | null }
  | { type: "deleted"; ids: number[] }
  | { type: "card"; name: string }
  | { type: "category"; name: string }
  /** A category's limit set or changed: "aumenta pra 400" changes it again. */
  | { type: "limit"; category: string }
  /** The last change undone: no record or limit is talked about any more. */
  | { type: "undone" }
  /** Records listed: "o segundo", "apaga o primeiro" point at them by their place. */
  | { type: "listed"; records: RecordRef[] }
  /** A reminder set: "e a água dia 25" sets another like it. */
  | { type: "reminder"; description: string }
  /** A goal set or asked about (`target`: its target set or shown): "guardei 250" right after goes to it. */
  | { type: "goal"; name: string; target?: true }
  /** A bill that arrived, asked whether paid: "paguei a luz" later is that amount. */
  | { type: "bill"; bill: BillArrived }
  /** A message not understood: what it was about is unknown (but for an amount said alone). */
  | { type: "not_understood"; amount: number | null; said?: string; date?: string }
  /** The message's own text: kept with the records it booked (ignored when it booked none). */
  | { type: "said"; text: string }
  /** One of the others' shares of a shared bill (its part's ids) paid back: one less to come back. */
  | { type: "paid_back"; ids: number[] };

/** Words of a bill that say which one it is ("conta luz" → "luz"). */
const billWords = (description: string) =>
  foldWords(description).filter(
    (w) => !["conta", "contas", "fatura", "boleto", "de", "da", "do"].includes(w),
  );

/** Whether a record booked is the bill that arrived: its amount, or its words, in its category. */
function paysBill(r: RecordRef, bill: BillArrived): boolean {
  if (r.kind !== "expense" || r.category !== bill.category) return false;
  if (r.total === bill.total) return true;
  const own = new Set(billWords(bill.description));
  return billWords(r.description).some((w) => own.has(w));
}

/** The subject after what a turn talked about, in the order it was said. */
export function mention(state: ConversationState, all: readonly Mention[], book: Book, now: Date) {
  const said = all.find((m) => m.type === "said");
  const shares = sharesAfter(state.shares ?? [], all, now);
  const mentions = all.filter((m) => m.type !== "said" && m.type !== "paid_back");
  if (mentions.length === 0) return withShares(state, shares);
  let subject: Subject = state.subject
    ? { ...state.subject, book }
    : { at: "", book, focus: null, card: null, category: null, question: null, record: null };
  delete subject.lost;
  if (state.subject && state.subject.book !== book) {
    const { listed: _, ...rest } = subject;
    subject = { ...rest, card: null, category: null, question: null, record: null, focus: null };
  }
  const booked = mentions.flatMap((m) => (m.type === "record" ? [m.record] : []));
  // the bill that arrived, booked now (a yes, "paguei a luz", "paguei 180 da luz"): nothing left to pay of it
  const bill = subject.bill;
  if (bill && booked.some((r) => paysBill(r, bill))) {
    const { bill: _, ...rest } = subject;
    subject = rest;
  }
  if (booked.length > 0 || mentions.some((m) => m.type === "deleted" || m.type === "undone")) {
    const { together: _, said: __, before: ___, ...rest } = subject;
    subject = booked.length > 1 ? { ...rest, together: booked } : rest;
    // one record after one record: the two are "os dois"
    const [only] = booked;
    const last = state.subject?.record;
    if (booked.length === 1 && only && last && !state.subject?.together && last.ids[0] !== only.ids[0])
      subject.before = last;
    else if (booked.length === 1 && only && last?.ids[0] === only.ids[0] && state.subject?.before)
      subject.before = state.subject.before;
    if (booked.length > 0 && said) subject.said = said.text;
  }
  for (const m of mentions) {
    switch (m.type) {
      case "question": {
        const q = m.query;
        // another answer shown: "o segundo" no longer points at the lines of a list before it
        const { listed: _, ...rest } = subject;
        subject = { ...rest, question: q, focus: "question" };
        if ("category" in q && q.category) subject.category = q.category;
        if ("card" in q && q.card) subject = { ...subject, card: q.card, focus: "card" };
        break;
      }
      case "record":
        // a record paid without a card leaves no card to say "dele" about
        subject = { ...subject, record: m.record, focus: "record", card: m.card ?? null };
        if (m.record.category) subject.category = m.record.category;
        break;
      case "deleted":
        if (subject.record?.ids.some((id) => m.ids.includes(id))) subject = { ...subject, record: null };
        break;
      case "card":
        subject = { ...subject, card: m.name, focus: "card" };
        break;
      case "category":
        subject = { ...subject, category: m.name, focus: "category" };
        break;
      case "limit":
        subject = { ...subject, category: m.category, focus: "limit" };
        break;
      case "undone":
        subject = { ...subject, record: null, focus: null };
        break;
      case "not_understood":
        subject = {
          ...subject,
          record: null,
          // a goal or reminder just set is still what "guardei 300" or "650" is about
          focus: subject.focus === "goal" || subject.focus === "reminder" ? subject.focus : null,
          lost: {
            amount: m.amount,
            ...(m.said ? { said: m.said } : {}),
            ...(m.date ? { date: m.date } : {}),
          },
        };
        break;
      case "listed":
        subject = { ...subject, listed: m.records };
        break;
      case "reminder":
        subject = { ...subject, reminder: m.description, focus: "reminder" };
        break;
      case "goal": {
        const { goalTarget: _, ...rest } = subject;
        subject = {
          ...rest,
          goal: m.name,
          focus: "goal",
          ...(m.target ? { goalTarget: true as const } : {}),
        };
        break;
      }
      case "bill":
        subject = { ...subject, bill: m.bill };
        break;
    }
  }
  return withShares({ ...state, subject: { ...subject, at: now.toISOString() } }, shares);
}

function withShares(state: ConversationState, shares: OpenShare[]): ConversationState {
  const { shares: _, ...rest } = state;
  return shares.length > 0 ? { ...rest, shares } : rest;
}

/** The open shared bills after a turn: a part booked opens one, a share paid back closes it. */
function sharesAfter(shares: readonly OpenShare[], all: readonly Mention[], now: Date): OpenShare[] {
  let out = [...shares];
  for (const m of all) {
    if (m.type === "record" && m.record.share && m.record.share.people > 1) {
      const record = { ...m.record, share: m.record.share };
      out = [
        ...out.filter((s) => !s.record.ids.some((id) => record.ids.includes(id))),
        { record, at: now.toISOString(), owed: m.record.share.people - 1 },
      ];
    } else if (m.type === "paid_back")
      out = out.map((s) => (s.record.ids.some((id) => m.ids.includes(id)) ? { ...s, owed: s.owed - 1 } : s));
    else if (m.type === "deleted") out = out.filter((s) => !s.record.ids.some((id) => m.ids.includes(id)));
  }
  return out.filter((s) => s.owed > 0).slice(-SHARES_KEPT);
}
