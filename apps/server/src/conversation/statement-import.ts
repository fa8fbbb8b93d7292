/**
 * A statement file (OFX, CSV, XLSX) or a card bill's PDF sent in chat becomes an import offer: the
 * entries are planned against the books like a dashboard upload (accounts/statement-import.ts), the
 * person reads a short summary, and the question waits in the conversation state. "importar" (or
 * the button) imports what is new as one operation of the books, which "desfaz" takes back whole;
 * "cancelar" drops the offer.
 */
import {
  type Answer,
  AppError,
  type ImportedPart,
  type ImportOffer,
  type PendingQuestion,
  REPLY_IMPORT_CANCELLED,
  replyImported,
  replyImportGone,
  replyImportOffer,
  replyNothingToImport,
  replySideKept,
  replyWhichImportAccount,
  type StatementReading,
} from "@tostao/core";
import { listAccounts } from "../accounts/accounts.ts";
import {
  cancelStatementImport,
  confirmStatementImport,
  offerAsOtherSide,
  offerReading,
  pickOfferAccount,
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
        : target.type === "new"
          ? { name: target.name, created: true }
          : { name: "", created: false },
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
    ...(target.type === "choose" ? { choices: target.accounts.map((a) => a.name) } : {}),
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
  otherSide: StatementReading | null = null,
): Promise<string> {
  const book = ctx.book ?? "personal";
  const preview = await offerReading(
    ctx.tx,
    { userId: ctx.userId, book, fileName, accountId: null, source: "chat", messageId: ctx.messageId },
    reading,
    otherSide,
  );
  return askToImport(ctx, book, preview, otherSide !== null);
}

/**
 * The question of an offer stored: which account, for a file that carries no number among several
 * of its bank and side; else whether to import (nothing asked when the books hold it all already).
 */
async function askToImport(
  ctx: OfferContext,
  book: NonNullable<OfferContext["book"]>,
  preview: StatementPreview,
  rereadable: boolean,
): Promise<string> {
  const previews = [preview, ...preview.more];
  // Statements asking for an account are asked one at a time, the file's first that asks first.
  const choosing = previews.find((p) => p.target.type === "choose");
  const offers = previews.map((p) => {
    const offer = offerOf(p);
    if (p === choosing || !offer.choices) return offer;
    const { choices: _later, ...rest } = offer;
    return { ...rest, chooseNext: true };
  }) as [ImportOffer, ...ImportOffer[]];
  if (!choosing && offers.every((o) => o.fresh === 0)) {
    await cancelStatementImport(ctx.tx, { userId: ctx.userId, book, importId: preview.id });
    return replyNothingToImport(...offers);
  }
  ctx.turn.ask({
    type: "import_statement",
    importId: preview.id,
    card: offers[0].card,
    ...(choosing?.target.type === "choose" ? { accounts: choosing.target.accounts.map((a) => a.name) } : {}),
    ...(rereadable ? { side: preview.reading.side } : {}),
  });
  return replyImportOffer(...offers);
}

/** The offer's question asked again: the answer just read left it waiting. */
function askAgain(ctx: ActContext, pending: Extract<PendingQuestion, { type: "import_statement" }>): void {
  const { id: _id, expiresAt: _expires, book: _book, reasked: _reasked, ...question } = pending;
  ctx.turn.ask(question);
}

/**
 * The answer to an import offer: imported as one operation, or dropped; the account picked for a
 * file that carries no number (then asked to import); the file read again as the other side
 * ("é fatura do cartão") and offered anew.
 */
export async function answerImportOffer(
  ctx: ActContext,
  pending: Extract<PendingQuestion, { type: "import_statement" }>,
  answer: Answer,
): Promise<string> {
  const input = { userId: ctx.userId, book: pending.book, importId: pending.importId };
  if (answer.type === "side") {
    const found = await offerAsOtherSide(ctx.tx, { ...input, side: answer.side });
    if (found.type === "gone") return replyImportGone("Esse extrato já foi respondido.");
    if (found.type === "same" || found.type === "stated") {
      askAgain(ctx, pending);
      return found.type === "same"
        ? replySideKept(answer.side, false)
        : replySideKept(found.side, true, found.sides);
    }
    const ask = { ...ctx, book: pending.book };
    return offerStatement(ask, found.reading, found.fileName, found.was);
  }
  if (pending.accounts && pending.accounts.length > 0 && answer.type !== "no") {
    const name = answer.type === "pick" ? pending.accounts[answer.index] : undefined;
    const account = name
      ? (await listAccounts(ctx.tx, ctx.userId, pending.book)).find((a) => a.name === name)
      : undefined;
    if (!account) {
      // "importar" before the account is picked: nothing is written, the question stays.
      askAgain(ctx, pending);
      return replyWhichImportAccount(pending.accounts);
    }
    let preview: StatementPreview | null;
    try {
      preview = await pickOfferAccount(ctx.tx, { ...input, accountId: account.id });
    } catch (error) {
      // The account archived on the dashboard meanwhile: nothing written.
      if (error instanceof AppError && error.code === "not_found") return replyImportGone(error.message);
      throw error;
    }
    if (!preview) return replyImportGone("Esse extrato já foi respondido.");
    return askToImport(ctx, pending.book, preview, pending.side !== undefined);
  }
  const yes = answer.type === "yes";
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
