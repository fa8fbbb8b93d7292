/**
 * "desses 300, 80 foi farmácia": the record meant (the one just talked about, else the newest of
 * that amount, or of those words, in the last 60 days) is split through the books, each part in
 * the category its words name (the person's own category of that name first).
 */
import {
  AppError,
  categoryOfWords,
  foldAccents,
  type RecordKind,
  replySplit,
  replySplitRefused,
  type SplitCommand,
  type SplitRefusal,
  saoPauloTodayIso,
} from "@tostao/core";
import { resolveCategory } from "../books/resolve-category.ts";
import { splitRecord } from "../books/split-record.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";

interface Candidate {
  id: number;
  kind: RecordKind;
  amount: number;
  description: string;
  category: string | null;
  date: string;
}

const DAYS = 60;

async function candidates(ctx: ActContext, command: SplitCommand): Promise<Candidate[]> {
  const today = saoPauloTodayIso(ctx.now);
  const about = command.about ? `%${foldAccents(command.about)}%` : null;
  return ctx.tx.query<Candidate>(
    `SELECT t.id, t.kind, t.amount_centavos::bigint AS amount, t.description, c.name AS category,
       t.date::text AS date
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $2 AND t.date BETWEEN ($3::date - $4::int) AND $3::date
       AND ($5::bigint IS NULL OR t.amount_centavos = $5)
       AND ($6::text IS NULL OR t.description_folded LIKE $6 OR lower(c.name) LIKE $6)
     ORDER BY t.date DESC, t.id DESC LIMIT 20`,
    [ctx.userId, ctx.book ?? "personal", today, DAYS, command.total, about],
  );
}

/** The record a split means, or null. */
async function recordMeant(ctx: ActContext, command: SplitCommand): Promise<Candidate | null> {
  const subject = ctx.turn.state.subject?.record ?? null;
  const talkedAbout =
    subject && subject.ids.length === 1 && (command.total === null || subject.total === command.total)
      ? subject.ids[0]
      : undefined;
  if (command.total === null && command.about === null && talkedAbout === undefined) return null;
  const found = await candidates(ctx, command);
  return (
    found.find((c) => Number(c.id) === talkedAbout) ?? (talkedAbout === undefined ? found[0] : null) ?? null
  );
}

/** The person's category of that kind named by the words (case, then accents aside), else the one the words point to. */
async function categoryFor(
  ctx: ActContext,
  own: readonly { id: number; name: string }[],
  kind: RecordKind,
  words: string,
) {
  const folded = foldAccents(words);
  const same =
    own.find((c) => c.name.toLowerCase() === words.toLowerCase()) ??
    own.find((c) => foldAccents(c.name) === folded);
  if (same) return { id: Number(same.id), name: same.name };
  const book = ctx.book ?? "personal";
  return resolveCategory(ctx.tx, ctx.userId, kind, categoryOfWords(kind, words, book), book);
}

/** Splits the record a chat message means, and words what was done (or why not). */
export async function splitInChat(ctx: ActContext, command: SplitCommand): Promise<string> {
  const record = await recordMeant(ctx, command);
  if (!record) return replySplitRefused("no_record", { total: command.total });
  const total = Number(record.amount);
  const own = await ctx.tx.query<{ id: number; name: string }>(
    "SELECT id, name FROM categories WHERE user_id = $1 AND book = $2 AND kind = $3",
    [ctx.userId, ctx.book ?? "personal", record.kind],
  );
  const parts = [];
  for (const p of command.parts) {
    const category = await categoryFor(ctx, own, record.kind, p.words);
    // each part is what its words say ("80 foi farmácia" is farmácia), so it is found by them later
    parts.push({
      amount: p.amount,
      categoryId: category?.id ?? null,
      category: category?.name ?? null,
      ...(p.words ? { description: p.words } : {}),
    });
  }
  const planning = planningContext(ctx);
  let done: Awaited<ReturnType<typeof splitRecord>>;
  try {
    done = await splitRecord(ctx.tx, chatActor(planning), Number(record.id), parts);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "validation") throw error;
    const refused = error.details as SplitRefusal | undefined;
    if (refused?.reason === "instalment") return replySplitRefused("instalment");
    if (refused?.reason === "too_much") return replySplitRefused("too_much", refused);
    return `${error.message} Nada mudou.`;
  }
  announceAlerts(planning, done.alerts);
  const whole = done.value.partIds.length < parts.length;
  ctx.turn.mention({
    type: "record",
    record: {
      ids: [Number(record.id)],
      kind: record.kind,
      total: done.value.kept,
      date: record.date,
      category: whole ? (parts[0]?.category ?? null) : record.category,
      description: record.description,
    },
  });
  return replySplit({
    description: record.description,
    total,
    kept: { amount: done.value.kept, category: whole ? (parts[0]?.category ?? null) : record.category },
    parts: (whole ? parts.slice(1) : parts).map((p) => ({ amount: p.amount, category: p.category })),
  });
}
