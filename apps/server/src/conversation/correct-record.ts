/**
 * Corrections in chat: "era 45", "o aluguel era 1500", "era no crédito". A correction changes one
 * record (one operation of the books) and never creates one.
 */
import {
  type DeleteLastIntent,
  type EditLastIntent,
  filterWordForms,
  foldAccents,
  type Interpretation,
  NO_CHANGE,
  type PaymentMethod,
  paymentLabel,
  type RecordChange,
  type RecordRef,
  reaisToCentavos,
  recordSaidBy,
  replyCategoryRefused,
  replyConfirmSharedTotal,
  replyDeleteLast,
  replyEditLast,
  replyEditWhat,
  replyMadeFixed,
  replyNoRecordNamed,
  replyNothingChanged,
  replyRememberedCategory,
  replyRestatedKept,
  replyUndone,
  replyWhichRecord,
  saoPauloTodayIso,
} from "@tostao/core";
import { listCategories } from "../books/categories/list-categories.ts";
import { makeRecordFixed } from "../books/fixed-items.ts";
import { findUpcomingFixedItem } from "../books/last-fixed-item.ts";
import { deleteRecordById, editLastRecord, editRecordById } from "../books/last-record.ts";
import { inOperation } from "../books/operation.ts";
import { recordsNamed } from "../books/records-named.ts";
import { lastUndoable, undoOperation } from "../books/undo-operation.ts";
import { type Card, findCard, listCards } from "../planning/cards/card-row.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { fixedItemsNamed } from "./fixed-item-named.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";

/** What a correction changes, or null when it names nothing to change. */
function changeOf(item: EditLastIntent): RecordChange | null {
  const change: RecordChange = {
    amount: item.amount !== null && item.amount > 0 ? item.amount : null,
    category: item.category,
    date: item.date,
    description: item.description,
    ...(item.payment ? { payment: item.payment } : {}),
    ...(item.installments ? { installments: item.installments } : {}),
    ...(item.fixed ? { fixed: item.fixed } : {}),
  };
  const { amount, category, date, description, payment, installments, fixed } = change;
  return amount === null && !category && !date && !description && !payment && !installments && !fixed
    ? null
    : change;
}

// A correction changes one record and never creates one; without anything to change it asks. The
// record is the one the words name among the recent ones ("o aluguel era 1500"; two that fit are
// asked about), else the one the conversation is about ("era 45" right after it was booked), else
// the newest.
export async function correctRecord(
  ctx: ActContext,
  item: EditLastIntent,
  about: RecordRef | null,
): Promise<string> {
  if (item.revert) return revertCorrection(ctx);
  if (item.not_category && !item.category) return askCategoryInstead(ctx, item.not_category, about);
  const change = changeOf(item);
  if (!change) return replyEditWhat();
  if (!item.target && !item.day && item.was === undefined) {
    const shared = about ? askSharedPart(ctx, about, change) : null;
    if (shared) return shared;
    // the newest record may be a fixed item said before its day, which has no entry yet
    const newest = about ? await newestRecordIds(ctx) : [];
    const isNewest = about?.ids.some((id) => newest.includes(id)) ?? true;
    return applyCorrection(ctx, change, isNewest ? null : about);
  }
  const target = item.target ?? "";
  // "o de 45 foi no crédito": the records of that amount
  const was = item.was === undefined ? null : reaisToCentavos(item.was);
  const found = (await recordsNamed(ctx.tx, ctx.userId, ctx.book ?? "personal", target)).filter(
    (r) => was === null || r.total === was,
  );
  // "o de ontem foi 25": the records of that day; "a gasolina de ontem era 150": a day that is the
  // record's own names it, it does not move it
  const onDay = item.day
    ? found.filter((r) => r.date === item.day)
    : change.date
      ? found.filter((r) => r.date === change.date)
      : [];
  const candidates = describedFirst(onDay.length > 0 || item.day ? onDay : found, target);
  const named = onDay.length > 0 && !item.day ? { ...change, date: null } : change;
  // what the person said of it, for the reply: "aluguel", "R$ 45,00", "26/11"
  const said = target || recordSaidBy(was, item.day ?? null);
  if (candidates.length === 0) {
    // "o aluguel é fixo" when the aluguel is a fixed item with no entry yet: it already is
    const rules = change.fixed && target ? await fixedItemsNamed(ctx, target) : [];
    const [rule] = rules;
    return rules.length === 1 && rule
      ? replyMadeFixed({ status: "already", description: rule.description, day: rule.dayOfMonth })
      : replyNoRecordNamed(said);
  }
  // of several, the one the conversation is about (just booked or corrected)
  const one = theOneMeant(candidates, about);
  if (one) return askSharedPart(ctx, one, named) ?? applyCorrection(ctx, named, one);
  const options = candidates.slice(0, 4).map(refOf);
  ctx.turn.ask({ type: "which_record", target: said, change: named, candidates: options });
  return replyWhichRecord(said, options);
}

/**
 * "não coloca em alimentação": the record (the one talked about, else the newest) stays where it is
 * and which category it goes to is asked; the refused one is never offered. Nothing changes now.
 */
async function askCategoryInstead(
  ctx: ActContext,
  refused: string,
  about: RecordRef | null,
): Promise<string> {
  const newest = about ? null : (await recordsNamed(ctx.tx, ctx.userId, ctx.book ?? "personal", ""))[0];
  const record = about ?? (newest ? refOf(newest) : null);
  if (!record) return replyEditLast(null);
  const categories = (await listCategories(ctx.tx, { userId: ctx.userId, book: ctx.book ?? "personal" }))
    .filter((c) => !c.archived && c.kind === record.kind && c.name !== refused && c.name !== record.category)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"))
    .map((c) => c.name);
  if (categories.length > 0) ctx.turn.ask({ type: "record_category", record, categories });
  return replyCategoryRefused(record, refused);
}

/** How long after a correction "deixa como tava" still takes it back. */
const REVERT_MS = 30 * 60_000;

/**
 * "não, deixa como tava" right after a correction ("muda pra lazer"): the correction is undone, the
 * record back as it was and the category choice it taught forgotten (one operation, as "desfaz"
 * does). Only a correction, the person's last change of the books in the last minutes, goes back:
 * anything else is left as it is.
 */
async function revertCorrection(ctx: ActContext): Promise<string> {
  const planning = planningContext(ctx);
  const actor = chatActor(planning);
  const last = await lastUndoable(ctx.tx, actor);
  if (last?.kind !== "edit" || ctx.now.getTime() - last.at.getTime() > REVERT_MS)
    return replyNothingChanged();
  const undone = await undoOperation(ctx.tx, actor, last.id);
  if (!undone.ok) return undone.message;
  announceAlerts(planning, undone.alerts);
  ctx.turn.mention({ type: "undone" });
  return replyUndone(undone.undone);
}

/**
 * "a pipoca foi 28" right after "cinema 44 e pipoca 30": the record just talked about that the
 * words name, at another amount, is being corrected, not bought again. Corrected at once, or, when
 * that record is the person's part of a shared bill ("rachei a pizza de 80 com 1 amigo", then "a
 * pizza foi 90"), the amount is the whole bill's: the new part is asked about before it changes.
 * The same thing at the same amount with another day said ("a padaria foi 14", then "padaria 14 na
 * terça") is the day it happened: the record moves to it. The reply, or null when the conversation
 * is about no such record (then it is a new record).
 */
export async function correctRestated(
  ctx: ActContext,
  item: Extract<Interpretation, { intent: "record" }>,
  about: RecordRef | null,
): Promise<string | null> {
  const named = item.restates?.split(" ") ?? (item.dated ? wordsOf(item.description) : null);
  if (!named || named.length === 0) return null;
  const subject = ctx.turn.state.subject;
  const recent = [subject?.record, ...(subject?.together ?? [])];
  const said = reaisToCentavos(item.amount);
  const talkedAbout = recent.find((r): r is RecordRef => {
    if (!r || r.kind !== item.kind) return false;
    const words = new Set(wordsOf(r.description));
    return named.every((w) => words.has(w));
  });
  // "45 no restaurante", "gasolina 60", then "o restaurante foi 48": today's only such record;
  // "a pipoca de ontem foi 32": that day's
  const meant = talkedAbout ?? (item.restates ? await onlyOfTheDay(ctx, item, named) : null);
  if (!meant) return null;
  const target = named.join(" ");
  if (said === meant.total) {
    // "padaria 14 na terça" right after it was booked with no day said: when, not another one
    // ("uber 25 segunda", then "uber 25 terça": another ride)
    if (item.dated && !meant.dated && item.date !== meant.date)
      return correctRecord(ctx, { intent: "edit_last", ...NO_CHANGE, date: item.date, target }, about);
    // "a pipoca foi 30" right after it was booked at 30: said again, not bought again
    if (item.restates) return replyRestatedKept({ ...meant, whole: meant.share?.total ?? null });
    return null;
  }
  if (!item.restates) return null;
  const change: EditLastIntent = { intent: "edit_last", ...NO_CHANGE, amount: item.amount, target };
  return (
    askSharedPart(ctx, meant, change) ??
    (talkedAbout ? correctRecord(ctx, change, talkedAbout) : applyCorrection(ctx, change, meant))
  );
}

/**
 * Of the person's recent records, the only one the words name, of the item's kind, on the day the
 * item says (today when it says none).
 */
async function onlyOfTheDay(
  ctx: ActContext,
  item: Extract<Interpretation, { intent: "record" }>,
  named: readonly string[],
): Promise<RecordRef | null> {
  const day = item.dated ? item.date : saoPauloTodayIso(ctx.now);
  const found = (await recordsNamed(ctx.tx, ctx.userId, ctx.book ?? "personal", named.join(" "))).filter(
    (r) => r.kind === item.kind && r.date === day && named.every((w) => wordsOf(r.description).includes(w)),
  );
  const [only] = found;
  return found.length === 1 && only ? refOf(only) : null;
}

const wordsOf = (text: string) => foldAccents(text).toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A new amount for the person's part of a shared bill, the one the conversation is about ("rachei a
 * pizza de 80 com 1 amigo", then "a pizza foi 90" or "ops, foi 90"), is the whole bill's: the part it
 * gives is asked about before it changes, and the whole said again changes nothing. The reply, or
 * null when the record is no shared part, the change is not its amount alone, or the amount is the
 * part's ("minha parte foi 50", or nearer the part than the whole).
 */
function askSharedPart(ctx: ActContext, record: RecordRef, change: RecordChange): string | null {
  const subject = ctx.turn.state.subject?.record;
  const share = subject?.ids.some((id) => record.ids.includes(id)) ? subject.share : undefined;
  const { amount, ...rest } = change;
  if (!share || !subject || amount === null || amount <= 0 || Object.values(rest).some((v) => v)) return null;
  const said = reaisToCentavos(amount);
  if (said === share.total) return replyRestatedKept({ ...subject, whole: share.total });
  // "minha parte foi 50", or an amount nearer the part than the whole: the part itself, corrected
  if (/\bparte\b/.test(foldAccents(ctx.text).toLowerCase())) return null;
  if (Math.abs(said - subject.total) < Math.abs(said - share.total)) return null;
  const part = Math.round(said / share.people);
  ctx.turn.ask({
    type: "confirm_change",
    record: subject,
    change: { ...NO_CHANGE, amount: part / 100 },
    share: { total: said, people: share.people },
  });
  return replyConfirmSharedTotal({ total: said, people: share.people, before: subject.total, part });
}

type Named = RecordRef & { message: number | null };

/**
 * Of the records some words name, the only one, or the one the conversation is about; else none.
 * Records booked by one message ("uber 18 ida e 22 volta") are all what it is about: none is picked.
 */
function theOneMeant(candidates: readonly Named[], about: RecordRef | null): RecordRef | null {
  const [only] = candidates;
  if (candidates.length === 1 && only) return refOf(only);
  const meant = candidates.find((c) => about?.ids.some((id) => c.ids.includes(id)));
  if (!meant) return null;
  const together =
    meant.message !== null && candidates.some((c) => c !== meant && c.message === meant.message);
  return together ? null : refOf(meant);
}

// A named record as the conversation keeps it.
const refOf = ({ message: _, ...ref }: Named): RecordRef => ref;

/**
 * Of the records some words name, those whose own description holds them, when some do: "o do
 * mercado" is the record described "mercado", not the açougue filed in Mercado; else those whose
 * description holds another word for the same thing ("a gasolina": the one described
 * "combustível", not the uber also filed in Transporte).
 */
function describedFirst<T extends RecordRef>(candidates: readonly T[], target: string): readonly T[] {
  const words = wordsOf(target);
  if (words.length === 0) return candidates;
  const holding = (forms: (w: string) => readonly string[]) =>
    candidates.filter((c) => {
      const own = foldAccents(c.description).toLowerCase();
      return words.every((w) => forms(w).some((f) => own.includes(f)));
    });
  const described = holding((w) => [w]);
  if (described.length > 0) return described;
  const alike = holding(filterWordForms);
  return alike.length > 0 ? alike : candidates;
}

/**
 * "apaga o uber", "exclui o mercado de ontem", "apaga o uber de 32", "apaga o de 45", "exclui o
 * gasto de ontem": deletes the recent record those words (and the day, amount or kind said) name; a
 * record described by the words before one only filed in a category of that name; of several, the
 * one the conversation is about, else it asks which. Never the newest in its place.
 */
export async function deleteNamedRecord(
  ctx: ActContext,
  item: DeleteLastIntent,
  about: RecordRef | null,
): Promise<string> {
  const target = item.target ?? "";
  const book = ctx.book ?? "personal";
  const total = item.amount ? reaisToCentavos(item.amount) : null;
  const fits = (r: RecordRef) => (!item.date || r.date === item.date) && (!item.kind || r.kind === item.kind);
  let candidates = describedFirst(
    (await recordsNamed(ctx.tx, ctx.userId, book, target)).filter(
      (r) => fits(r) && (total === null || r.total === total),
    ),
    target,
  );
  // what the person said of it, for the reply: "uber", "R$ 45,00", "26/11"
  let said = target || recordSaidBy(total, item.date ?? null);
  // "apaga o 99" with no record of R$ 99,00: the records the number names ("99", the ride app)
  if (candidates.length === 0 && !item.target && item.amount && Number.isInteger(item.amount)) {
    const name = String(item.amount);
    const byName = await recordsNamed(ctx.tx, ctx.userId, book, name);
    if (byName.some((r) => r.description.trim() === name)) {
      candidates = describedFirst(byName.filter(fits), name);
      said = name;
    }
  }
  if (candidates.length === 0) return replyNoRecordNamed(said);
  // "cafe 5" sent twice, then "apaga um café": copies alike, the newest goes
  const [newest] = candidates;
  const copies =
    newest &&
    candidates.every(
      (c) => c.total === newest.total && c.date === newest.date && c.description === newest.description,
    );
  const one = copies ? refOf(newest) : theOneMeant(candidates, about);
  if (one) return deleteRecord(ctx, one);
  const options = candidates.slice(0, 4).map(refOf);
  ctx.turn.ask({
    type: "which_record",
    target: said,
    change: NO_CHANGE,
    candidates: options,
    delete: true,
  });
  return replyWhichRecord(said, options);
}

/** Deletes one record the conversation named (one operation; "desfaz" brings it back). */
export async function deleteRecord(ctx: ActContext, record: RecordRef): Promise<string> {
  const planning = planningContext(ctx);
  const first = record.ids[0];
  if (first === undefined) return replyDeleteLast(null);
  const deleted = await deleteRecordById(ctx.tx, chatActor(planning), first);
  announceAlerts(planning, deleted.alerts);
  ctx.turn.mention({ type: "deleted", ids: record.ids });
  return replyDeleteLast(deleted.value, 1, { named: true });
}

// The ids of the newest record of the book (all its instalments).
async function newestRecordIds(ctx: ActContext): Promise<number[]> {
  const rows = await ctx.tx.query<{ id: number }>(
    `SELECT t.id FROM transactions t
     WHERE t.user_id = $1 AND t.book = $2 AND (t.id = (SELECT max(id) FROM transactions
       WHERE user_id = $1 AND book = $2) OR t.installment_group = (SELECT installment_group FROM transactions
       WHERE id = (SELECT max(id) FROM transactions WHERE user_id = $1 AND book = $2)))`,
    [ctx.userId, ctx.book ?? "personal"],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * "foi tudo no débito", "coloca os dois em lazer": the same correction of every record one message
 * booked, as one operation ("desfaz" undoes all of it).
 */
export async function correctTogether(
  ctx: ActContext,
  item: EditLastIntent,
  records: readonly RecordRef[],
): Promise<string> {
  const change = changeOf(item);
  if (!change) return replyEditWhat();
  const planning = planningContext(ctx);
  const done = await inOperation(ctx.tx, chatActor(planning), "edit", async () => {
    const lines: string[] = [];
    for (const record of records) lines.push(await applyCorrection(ctx, change, record));
    return lines;
  });
  announceAlerts(planning, done.alerts);
  return done.value.join("\n");
}

/**
 * Applies a correction to `target` (the newest record when null): the books change, a card named
 * takes the purchase onto its bills, a category moved by hand is remembered for those words.
 */
export async function applyCorrection(
  ctx: ActContext,
  change: RecordChange,
  target: RecordRef | null,
  /** The shared bill the record is a part of, as it stands after the change. */
  share?: RecordRef["share"],
): Promise<string> {
  const planning = planningContext(ctx);
  const actor = chatActor(planning);
  if (change.fixed) {
    // "o aluguel é fixo": the record becomes a fixed monthly item from its month on; right
    // after "aluguel 1500 todo dia 5" said before its day, "isso é fixo" is about that fixed item
    const upcoming = target ? null : await findUpcomingFixedItem(ctx.tx, ctx.userId, ctx.book ?? "personal");
    if (upcoming)
      return replyMadeFixed({ status: "already", description: upcoming.description, day: upcoming.day });
    const id = target ? target.ids[0] : (await newestRecordIds(ctx))[0];
    if (id === undefined) return replyMadeFixed({ status: "not_found" });
    const made = await makeRecordFixed(ctx.tx, actor, { recordId: id, day: change.fixed.day });
    announceAlerts(planning, made.alerts);
    return replyMadeFixed(made.value);
  }
  const payment = change.payment ? await paymentCard(ctx, change.payment) : null;
  const changes = {
    total: change.amount !== null && change.amount > 0 ? reaisToCentavos(change.amount) : null,
    category: change.category,
    date: change.date,
    description: change.description,
    payment: payment
      ? { method: payment.method, card: payment.card?.name ?? payment.said, cardId: payment.card?.id ?? null }
      : null,
    installments: change.installments ?? null,
  };
  const first = target?.ids[0];
  // one operation ("desfaz" undoes it); a card named puts the purchase on its bills (the books' rules)
  const done =
    first !== undefined
      ? await editRecordById(ctx.tx, actor, first, changes)
      : await editLastRecord(ctx.tx, actor, changes);
  announceAlerts(planning, done.alerts);
  const edited = done.value;
  if (!edited) return replyEditLast(null);
  if (edited.ids.length > 0)
    ctx.turn.mention({
      type: "record",
      record: {
        ids: edited.ids,
        kind: edited.after.kind,
        total: edited.after.total,
        date: edited.after.date,
        category: edited.after.category,
        description: edited.after.description,
        ...(share ? { share } : {}),
        ...(change.date !== null || target?.dated ? { dated: true as const } : {}),
      },
      card: payment?.card?.name ?? null,
    });
  const paid = payment ? paymentLabel(payment.method, payment.card?.name ?? payment.said) : null;
  const lines = [replyEditLast(edited, { paid, named: first !== undefined && target !== null })];
  if (edited.learnt)
    lines.push(replyRememberedCategory(edited.after.description, edited.after.category ?? ""));
  return lines.join("\n");
}

/**
 * The card a payment correction names, or the person's only credit card for "era no crédito";
 * `said` is the name as said when no such card is set up.
 */
async function paymentCard(
  ctx: ActContext,
  payment: NonNullable<RecordChange["payment"]>,
): Promise<{ method: PaymentMethod | null; card: Card | null; said: string | null }> {
  const book = ctx.book ?? "personal";
  if (payment.card) {
    const card = await findCard(ctx.tx, ctx.userId, payment.card, book);
    return { method: card?.kind ?? payment.method ?? "credit", card, said: payment.card };
  }
  if (payment.method === "credit" || payment.method === "debit") {
    const cards = (await listCards(ctx.tx, ctx.userId, book)).filter(
      (c) => !c.archived && c.kind === payment.method,
    );
    const only = cards.length === 1 ? cards[0] : undefined;
    const card = only ? await findCard(ctx.tx, ctx.userId, only.name, book) : null;
    return { method: payment.method, card, said: null };
  }
  return { method: payment.method, card: null, said: null };
}
