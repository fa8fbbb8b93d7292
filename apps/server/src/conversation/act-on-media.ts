/**
 * Acts on what was read from a photo, PDF or voice note, inside the processing transaction: a
 * receipt or Pix receipt becomes an expense (once per access key), a Pix received income, a Pix
 * scheduled for a later day a reminder, a bill or boleto a reminder for
 * its due date (and an expense when it says it was paid), a card statement a reminder and an
 * import offer, a voice note the same understanding as text. Unreadable files get a clear answer.
 */
import {
  billDescription,
  cardBillReading,
  centavos,
  type DocumentFields,
  describeReading,
  fallbackCategory,
  labelForBook,
  type MediaProblem,
  REPLY_CAPTION_IGNORED,
  REPLY_DOCUMENT_UNKNOWN,
  REPLY_VOICE_SILENT,
  type RecordIntent,
  type Result,
  replyBillOverdue,
  replyBoletoChecked,
  replyDuplicateReceipt,
  replyHeard,
  replyIllegiblePhoto,
  replyMediaProblem,
  replyReadWithoutTotal,
  replyReceiptRecorded,
  replyReminder,
  type StatementError,
  type StatementReading,
  saoPauloTodayIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { createReminder } from "../books/create-reminder.ts";
import { receiptRecorded } from "../books/record-entry.ts";
import { READABLE_TYPES } from "../media/read-message-media.ts";
import type { ActContext } from "./act-context.ts";
import { actOnText } from "./act-on-interpretations.ts";
import { chooseBook } from "./choose-book.ts";
import { recordFromChat } from "./planning/index.ts";
import { chatActor, type PlanningContext } from "./planning/planning-context.ts";
import { offerStatement } from "./statement-import.ts";

interface ReadingRow {
  outcome: "document" | "voice" | "statement" | "error";
  /** A document's fields, or a statement file's reading (statement). */
  fields: DocumentFields | StatementFile | null;
  transcript: string | null;
  error_code: string | null;
}

export interface MediaContext extends Omit<ActContext, "text"> {
  /** Text sent along with the file (a caption): not used, and the reply says so. */
  caption: string | null;
  maxMb: number;
}

/** A statement file's reading as stored by the reading stage. */
interface StatementFile {
  fileName: string;
  result: Result<StatementReading, StatementError>;
  /** A file that does not state its side, read as the other one: kept with the offer while it waits. */
  other?: StatementReading | null;
}

const reais = (centavos: number) => centavos / 100;

async function recordPurchase(
  ctx: MediaContext,
  planning: PlanningContext,
  f: DocumentFields,
  today: string,
) {
  // The same receipt (its access key) is recorded once: the books answer with the first record.
  const first = f.accessKey ? await receiptRecorded(ctx.tx, ctx.userId, f.accessKey.key) : null;
  if (first) return [replyDuplicateReceipt(first.amount, first.date)];
  // Money received (a Pix or transfer that came in) is income, booked by the same path.
  const kind = f.direction === "in" ? "income" : "expense";
  const transfer = f.paymentMethod === "pix" ? "Pix" : "Transferência";
  const description = (f.merchant ?? (f.kind === "pix_receipt" ? transfer : "cupom")).slice(0, 120);
  const category = f.category ?? fallbackCategory(kind);
  if (f.amount === null) {
    // What could not be read with confidence is asked for, like a message without an amount.
    ctx.turn.ask({
      type: "amount",
      intent: {
        intent: "incomplete",
        kind,
        missing: ["amount"],
        category,
        description,
        date: f.date ?? today,
      },
    });
    return [replyReadWithoutTotal(f)];
  }
  const record: RecordIntent = {
    intent: "record",
    kind,
    amount: reais(f.amount),
    date: f.date ?? today,
    category,
    description,
    recurrence: null,
    payment: f.paymentMethod ? { method: f.paymentMethod, card: null, installments: 1 } : null,
  };
  const { reply } = await recordFromChat(planning, record, { accessKey: f.accessKey?.key ?? null });
  return [replyReceiptRecorded(reply, f)];
}

async function remindBill(ctx: MediaContext, planning: PlanningContext, f: DocumentFields, today: string) {
  const description = billDescription(f);
  const replies: string[] = [];
  if (f.amount === null && f.dueDate === null) return [replyMediaProblem("unreadable")];
  if (f.dueDate && f.dueDate >= today && !f.paid) {
    const reminder = await createReminder(ctx.tx, chatActor(planning), {
      intent: "reminder",
      description,
      amount: f.amount === null ? null : reais(f.amount),
      date: f.dueDate,
      recurrence: null,
    });
    replies.push(replyReminder(reminder.value));
  } else if (f.dueDate && !f.paid) {
    replies.push(replyBillOverdue(f.dueDate, description, f.amount === null ? null : centavos(f.amount)));
  }
  if (f.paid && f.amount !== null && f.kind !== "card_statement") {
    const { reply } = await recordFromChat(planning, {
      intent: "record",
      kind: "expense",
      amount: reais(f.amount),
      date: today,
      category: f.docType === "tax_guide" ? "Impostos e taxas" : "Contas",
      description,
      recurrence: null,
      payment: { method: "boleto", card: null, installments: 1 },
    });
    replies.push(reply);
  }
  if (f.boleto && !f.paid) replies.push(replyBoletoChecked(description));
  // What was read heads the answer, so a wrong read is seen at once; one message, not several.
  const read = f.amount === null ? replyReadWithoutTotal(f) : describeReading(f);
  const answer = [read, ...replies].join("\n");
  if (f.kind === "card_statement") {
    if (f.items.length === 0) return [answer, "🧾 Não encontrei compras listadas nessa fatura."];
    const bill = cardBillReading({
      issuer: f.merchant,
      cardLast4: f.cardLast4,
      lines: f.items,
      total: f.amount,
      closes: f.date,
      due: f.dueDate,
    });
    return [answer, await offerStatement(ctx, bill, "fatura.pdf")];
  }
  return [answer];
}

/**
 * A statement file: the offer to import it (kept once made: the reading shrinks to its file's name
 * and the offer), or why it is no statement the person can import.
 */
async function actOnStatementFile(ctx: MediaContext, file: StatementFile): Promise<string> {
  if (!file.result.ok) return file.result.error.message;
  const reply = await offerStatement(ctx, file.result.value, file.fileName, file.other ?? null);
  await ctx.tx.query(
    `UPDATE media_readings SET fields = jsonb_build_object('fileName', fields->'fileName',
       'entries', $2::int) WHERE message_id = $1`,
    [ctx.messageId, file.result.value.entries.length],
  );
  return reply;
}

const bookInput = (ctx: MediaContext) => ({
  userId: ctx.userId,
  plans: ctx.plans,
  plansUrl: ctx.plansUrl,
  now: ctx.now,
});

/** Whether a message is a file (or a PDF's password) still waiting to be read. */
export async function awaitingReading(db: SqlRunner, messageId: number): Promise<boolean> {
  const rows = await db.query<{ type: string; read: boolean; password: boolean }>(
    `SELECT m.type, EXISTS (SELECT 1 FROM media_readings r WHERE r.message_id = m.id) AS read,
       EXISTS (SELECT 1 FROM pdf_password_waits w WHERE w.answer_message_id = m.id) AS password
     FROM messages m WHERE m.id = $1 AND m.status = 'received'`,
    [messageId],
  );
  const row = rows[0];
  return row !== undefined && (READABLE_TYPES.has(row.type) || row.password) && !row.read;
}

/** The replies to a message whose file was read (its reading is in media_readings). */
export async function actOnMedia(ctx: MediaContext): Promise<string[]> {
  const rows = await ctx.tx.query<ReadingRow>(
    "SELECT outcome, fields, transcript, error_code FROM media_readings WHERE message_id = $1",
    [ctx.messageId],
  );
  const reading = rows[0];
  const note = ctx.caption ? [REPLY_CAPTION_IGNORED] : [];
  if (!reading) return [replyMediaProblem("unreadable", ctx.maxMb)];
  if (reading.outcome === "error")
    return [replyMediaProblem((reading.error_code ?? "unreadable") as MediaProblem, ctx.maxMb)];
  if (reading.outcome === "voice") {
    const transcript = (reading.transcript ?? "").trim();
    // The transcript served its purpose: keep no recording of what was said.
    await ctx.tx.query("UPDATE media_readings SET transcript = NULL WHERE message_id = $1", [ctx.messageId]);
    if (!transcript) return [REPLY_VOICE_SILENT];
    // A voice note goes to the books the way its words would in text ("empresa: …", "modo empresa").
    const choice = await chooseBook(ctx.tx, { ...bookInput(ctx), text: transcript.slice(0, 4096) });
    if (choice.type === "reply") return [`${replyHeard(transcript)}\n${choice.reply}`];
    const { reply, followUps } = await actOnText({
      ...ctx,
      text: choice.text,
      book: choice.book,
      labelled: choice.labelled,
    });
    return [`${replyHeard(transcript)}\n${reply}`, ...followUps];
  }
  // A photo, PDF or statement goes to the book the chat is on, like a text that names none.
  const choice = await chooseBook(ctx.tx, { ...bookInput(ctx), text: null });
  if (choice.type === "reply") return [choice.reply];
  ctx.book = choice.book;
  ctx.labelled = choice.labelled;
  ctx.turn.book = choice.book;
  if (reading.outcome === "statement") {
    const reply = await actOnStatementFile(ctx, reading.fields as StatementFile);
    return [labelForBook(`${reply}${note.length > 0 ? `\n${note[0]}` : ""}`, choice.book, choice.labelled)];
  }
  const f = reading.fields as DocumentFields;
  const today = saoPauloTodayIso(ctx.now);
  ctx.followUps ??= [];
  const planning: PlanningContext = {
    tx: ctx.tx,
    userId: ctx.userId,
    messageId: ctx.messageId,
    now: ctx.now,
    today,
    understand: ctx.understand,
    followUps: ctx.followUps,
    book: ctx.book,
    labelled: ctx.labelled,
    access: { plans: ctx.plans, plansUrl: ctx.plansUrl },
    turn: ctx.turn,
    source: "media",
  };
  // A Pix scheduled for a later day is not spent yet: like a bill due later, it becomes a reminder.
  const scheduled = f.kind === "pix_receipt" && f.dueDate !== null && f.dueDate > today;
  let replies: string[];
  if ((f.kind === "receipt" || f.kind === "pix_receipt") && !scheduled)
    replies = await recordPurchase(ctx, planning, f, today);
  else if (f.kind === "bill" || f.kind === "boleto" || f.kind === "card_statement" || scheduled)
    replies = await remindBill(ctx, planning, f, today);
  else if (f.photoTip) replies = [replyIllegiblePhoto(f.photoTip)];
  else replies = [REPLY_DOCUMENT_UNKNOWN];
  // The caption note rides on the first answer, so it arrives with it; the book heads it.
  if (note.length > 0 && replies[0] !== undefined) replies[0] = `${replies[0]}\n${note[0]}`;
  if (replies[0] !== undefined) replies[0] = labelForBook(replies[0], choice.book, choice.labelled);
  return [...replies, ...planning.followUps];
}
