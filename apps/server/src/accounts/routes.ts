/**
 * /api/me/accounts, /api/me/payday, /api/me/month-ahead, /api/me/transfers: the dashboard's
 * accounts, balances, projection and money moved between accounts (docs/accounts.md), scoped to the session's person and book.
 */
import { AppError, type Book, nextPayday, saoPauloTodayIso } from "@tostao/core";
import {
  type ImportPreview,
  type ImportPreviewPart,
  importEndpoints,
  importPreviewSchema,
  moneyAccountEndpoints,
} from "@tostao/core/dashboard/money-accounts";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import { changeAccount, createAccount, deleteAccount, setAccountBalance } from "../books/accounts.ts";
import type { BooksActor } from "../books/operation.ts";
import { readUpload } from "../channels/webchat/read-upload.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import { isStatementLike } from "../media/detect-type.ts";
import { listAccounts } from "./accounts.ts";
import { accountBalances } from "./balances.ts";
import { loadPayday, projectMonthAhead, savePayday } from "./month-ahead.ts";
import {
  cancelStatementImport,
  confirmStatementImport,
  previewStatement,
  type StatementPreview,
} from "./statement-import.ts";
import { listTransfers } from "./transfers.ts";

const notFound = () => new AppError("not_found", "Conta não encontrada.");
const importNotFound = () => new AppError("not_found", "Importação não encontrada.");
/** A statement file's limit: a year of a busy account is well under 1 MB. */
const MAX_STATEMENT_MB = 10;

/** One statement of a preview as the dashboard shows it, its entries numbered from `offset` in the file. */
function partView(p: StatementPreview, offset: number): ImportPreviewPart {
  const account =
    p.target.type === "existing"
      ? { id: p.target.account.id, name: p.target.account.name, kind: p.target.account.kind }
      : { id: null, name: p.target.type === "new" ? p.target.name : "", kind: p.target.kind };
  const accountChoices =
    p.target.type === "choose"
      ? p.target.accounts.map((a) => ({ id: a.id, name: a.name, kind: a.kind }))
      : [];
  return {
    id: p.id,
    fileName: p.fileName,
    bank: p.reading.bank,
    layout: p.reading.layout,
    format: p.reading.format,
    side: p.reading.side,
    sideFrom: p.reading.sideFrom ?? null,
    cardSigns: p.reading.cardSigns ?? [],
    from: p.reading.from,
    to: p.reading.to,
    closingBalance: p.reading.closingBalance,
    unreadable: p.reading.unreadable ?? 0,
    account,
    accountChoices,
    entries: p.plan.entries.map((e, index) => ({
      index: offset + index,
      date: e.entry.date,
      amount: e.entry.amount,
      direction: e.entry.direction,
      kind: e.entry.kind,
      booksKind: e.booksKind,
      description: e.entry.description,
      raw: e.entry.raw,
      category: e.category,
      action: e.action,
      pairedAccount: e.pairedWith ? (p.pairedAccounts.get(e.pairedWith.accountId) ?? null) : null,
    })),
    counts: p.plan.counts,
    newIn: p.plan.newIn,
    newOut: p.plan.newOut,
  };
}

/** A preview as the dashboard shows it: the file's first statement, then its others. */
function previewView(p: StatementPreview): ImportPreview {
  let offset = p.plan.entries.length;
  const more = p.more.map((part) => {
    const view = partView(part, offset);
    offset += part.plan.entries.length;
    return view;
  });
  return importPreviewSchema.parse({ ...partView(p, 0), more });
}

/** `bookOf` is the dashboard's book scope (which book a request is about), handed in by its routes. */
export function moneyAccountRoutes(deps: { db: Db; now: () => Date; bookOf: (c: Context) => Promise<Book> }) {
  const { db, now, bookOf } = deps;
  const scope = async (c: Context) => ({ userId: personOf(c).userId, book: await bookOf(c) });
  // Who changes the books: the signed-in person, in the request's book, from the dashboard.
  const actorOf = async (c: Context): Promise<BooksActor> => ({
    ...(await scope(c)),
    source: "dashboard",
    now: now(),
  });
  return new Hono()
    .get("/accounts", async (c) => {
      const { userId, book } = await scope(c);
      const today = saoPauloTodayIso(now());
      const [items, balances] = await Promise.all([
        listAccounts(db, userId, book),
        accountBalances(db, { userId, book, today }),
      ]);
      return c.json(moneyAccountEndpoints.list.response.parse({ items, balances }));
    })
    .post("/accounts", async (c) => {
      const actor = await actorOf(c);
      const body = await readJson(c, moneyAccountEndpoints.create.body);
      const done = await db.transaction((tx) =>
        createAccount(tx, actor, {
          name: body.name,
          kind: body.kind,
          openingBalance: body.openingBalanceCents,
          openingOn: body.openingOn,
        }),
      );
      return c.json(
        moneyAccountEndpoints.create.response.parse({ item: done.value, operationId: done.operationId }),
        201,
      );
    })
    .patch("/accounts/:id", async (c) => {
      const actor = await actorOf(c);
      const id = readId(c, notFound);
      const body = await readJson(c, moneyAccountEndpoints.update.body);
      const done = await db.transaction((tx) =>
        changeAccount(tx, actor, {
          id,
          changes: {
            name: body.name,
            kind: body.kind,
            openingBalance: body.openingBalanceCents,
            openingOn: body.openingOn,
          },
        }),
      );
      return c.json(
        moneyAccountEndpoints.update.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .put("/accounts/:id/balance", async (c) => {
      const actor = await actorOf(c);
      const id = readId(c, notFound);
      const body = await readJson(c, moneyAccountEndpoints.setBalance.body);
      // Said now, like "tenho 2.000 no nubank": records made later today count after it.
      const done = await db.transaction((tx) =>
        setAccountBalance(tx, actor, {
          id,
          amount: body.balanceCents,
          on: saoPauloTodayIso(actor.now),
          at: actor.now,
        }),
      );
      return c.json(
        moneyAccountEndpoints.setBalance.response.parse({ item: done.value, operationId: done.operationId }),
      );
    })
    .delete("/accounts/:id", async (c) => {
      const actor = await actorOf(c);
      const id = readId(c, notFound);
      const done = await db.transaction((tx) => deleteAccount(tx, actor, { id }));
      return c.json(
        moneyAccountEndpoints.archive.response.parse({ archived: true, operationId: done.operationId }),
      );
    })
    .get("/payday", async (c) => {
      const { userId } = await scope(c);
      const item = await loadPayday(db, userId);
      const next = item ? nextPayday(item.rule, saoPauloTodayIso(now())) : null;
      return c.json(moneyAccountEndpoints.paydayGet.response.parse({ item, next }));
    })
    .put("/payday", async (c) => {
      const { userId } = await scope(c);
      const body = await readJson(c, moneyAccountEndpoints.payday.body);
      const item = await db.transaction((tx) =>
        savePayday(tx, {
          userId,
          rule: body.rule,
          amount: body.amountCents ?? null,
          monthStartsOnPayday: body.monthStartsOnPayday,
        }),
      );
      return c.json({ item });
    })
    .post("/imports", async (c) => {
      const { userId, book } = await scope(c);
      const tooLarge = () =>
        new AppError("payload_too_large", `O extrato passa do limite de ${MAX_STATEMENT_MB} MB.`);
      const upload = await readUpload(c.req.raw, {
        maxBytes: MAX_STATEMENT_MB * 1_048_576,
        tooLarge,
        accept: (type) => {
          if (!isStatementLike(type))
            throw new AppError(
              "unsupported_media_type",
              "Envie o extrato do banco em OFX, CSV ou XLSX. Fotos e PDFs de fatura vão pelo chat.",
            );
        },
      });
      // One account ("12"), or one for each statement of a file holding several ("12,,15": none picked for the second).
      const raw = upload.fields.accountId;
      const accountId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
      const accountIds =
        raw && /^\d{0,15}(,\d{0,15})+$/.test(raw)
          ? raw.split(",").map((v) => (v === "" ? null : Number(v)))
          : undefined;
      // The side the person says the file is ("Ler como fatura"), for a file that does not state it.
      const side =
        upload.fields.side === "card" || upload.fields.side === "account" ? upload.fields.side : null;
      const preview = await db.transaction((tx) =>
        previewStatement(tx, {
          userId,
          book,
          fileName: upload.filename || "extrato",
          bytes: upload.bytes,
          accountId,
          ...(accountIds ? { accountIds } : {}),
          side,
          source: "dashboard",
          today: saoPauloTodayIso(now()),
        }),
      );
      return c.json(previewView(preview), 201);
    })
    .post("/imports/:id/confirm", async (c) => {
      const { userId, book } = await scope(c);
      const importId = readId(c, importNotFound);
      const body = await readJson(c, importEndpoints.confirm.body);
      const categories = new Map(body.categories.map((x) => [x.index, x.category]));
      const result = await db.transaction((tx) =>
        confirmStatementImport(tx, { userId, book, importId, now: now(), source: "dashboard", categories }),
      );
      return c.json(
        importEndpoints.confirm.response.parse({
          ...result,
          account: { id: result.account.id, name: result.account.name },
          parts: result.parts.map((part) => ({
            ...part,
            account: { id: part.account.id, name: part.account.name },
          })),
        }),
      );
    })
    .post("/imports/:id/cancel", async (c) => {
      const { userId, book } = await scope(c);
      const importId = readId(c, importNotFound);
      if (!(await db.transaction((tx) => cancelStatementImport(tx, { userId, book, importId }))))
        throw importNotFound();
      return c.json({ cancelled: true as const });
    })
    .get("/transfers", async (c) => {
      const { userId, book } = await scope(c);
      const { from, to, limit, cursor } = readQuery(c, moneyAccountEndpoints.transfers.query);
      const list = await listTransfers(db, {
        userId,
        book,
        from: from ?? "1900-01-01",
        to: to ?? "2999-12-31",
        limit,
        cursor,
      });
      return c.json(moneyAccountEndpoints.transfers.response.parse(list));
    })
    .get("/month-ahead", async (c) => {
      const { userId, book } = await scope(c);
      const { until } = readQuery(c, moneyAccountEndpoints.monthAhead.query);
      const today = saoPauloTodayIso(now());
      const view = await db.transaction((tx) => projectMonthAhead(tx, { userId, book, today, until }));
      return c.json(moneyAccountEndpoints.monthAhead.response.parse(view));
    });
}
