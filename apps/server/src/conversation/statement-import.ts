/**
 * A statement file (OFX, CSV, XLSX) or a card bill's PDF sent in chat becomes an import offer: the
 * entries are planned against the books like a dashboard upload (accounts/statement-import.ts), the
 * person reads a short summary, and the question waits in the conversation state. "importar" (or
 * the button) imports what is new as one operation of the books, which "desfaz" takes back whole;
 * "cancelar" drops the offer.
 */
import {
  AppError,
  type ImportedPart,
  type ImportOffer,
  type PendingQuestion,
  REPLY_IMPORT_CANCELLED,
  replyImported,
  replyImportGone,
  replyImportOffer,
  replyNothingToImport,
  type StatementReading,
} from "@tostao/core";
import {
  cancelStatementImport,
  confirmStatementImport,
  offerReading,
  type StatementPreview,
} from "../accounts/statement-import.ts";
import type { ActContext } from "./act-context.ts";

type OfferContext = Pick<ActContext, "tx" | "userId" | "messageId" | "turn"> & { book?: ActContext["book"] };

function offerOf(preview: StatementPreview): ImportOffer {
  const { reading, target, plan } = preview;
  return {
    card: reading.side === "card",
    bank: reading.bank,
    account:
      target.type === "existing"
        ? { name: target.account.name, created: false }
        : { name: target.name, created: true },
    from: reading.from,
    to: reading.to,
    fresh: plan.counts.new,
    moneyIn: plan.newIn,
    moneyOut: plan.newOut,
    known: plan.counts.imported_before + plan.counts.matches_record,
    // An offer stored before lines were counted as unreadable has no count.
    unreadable: reading.unreadable ?? 0,
    sideFrom: reading.sideFrom,
    cardSigns: reading.cardSigns,
  };
}

/**
 * Plans a statement read from a file sent in chat, stores the offer and asks whether to import it
 * (a file holding an account's and a card's statements: one offer per account, asked at once);
 * when the books already have every entry, says so and asks nothing.
 */
export async function offerStatement(
  ctx: OfferContext,
  reading: StatementReading,
  fileName: string,
): Promise<string> {
  const book = ctx.book ?? "personal";
  const preview = await offerReading(
    ctx.tx,
    { userId: ctx.userId, book, fileName, accountId: null, source: "chat", messageId: ctx.messageId },
    reading,
  );
  const offers = [preview, ...preview.more].map(offerOf) as [ImportOffer, ...ImportOffer[]];
  if (offers.every((o) => o.fresh === 0)) {
    await cancelStatementImport(ctx.tx, { userId: ctx.userId, book, importId: preview.id });
    return replyNothingToImport(...offers);
  }
  ctx.turn.ask({ type: "import_statement", importId: preview.id, card: offers[0].card });
  return replyImportOffer(...offers);
}

/** The answer to an import offer: imported as one operation, or dropped. */
export async function answerImportOffer(
  ctx: ActContext,
  pending: Extract<PendingQuestion, { type: "import_statement" }>,
  yes: boolean,
): Promise<string> {
  const input = { userId: ctx.userId, book: pending.book, importId: pending.importId };
  if (!yes) {
    await cancelStatementImport(ctx.tx, input);
    return REPLY_IMPORT_CANCELLED;
  }
  try {
    const result = await confirmStatementImport(ctx.tx, {
      ...input,
      now: ctx.now,
      source: "chat",
      messageId: ctx.messageId,
    });
    const [first, ...more] = result.parts.map((part) => ({ ...part, account: part.account.name }));
    return replyImported(first as ImportedPart, ...more);
  } catch (error) {
    // Imported or cancelled on the dashboard meanwhile, or its account archived: nothing written.
    if (error instanceof AppError && (error.code === "conflict" || error.code === "not_found"))
      return replyImportGone(error.message);
    throw error;
  }
}
