/**
 * The multi-turn corpus (docs/message-understanding.md, "The conversation corpus"): threads of
 * messages over simulated days, each turn with what must land in the books and in the reply.
 * YAML: a list of threads per file.
 */
import { JSON_SCHEMA, load } from "js-yaml";
import { z } from "zod";

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A partial record: only the fields given are compared. */
const recordSpec = z
  .object({
    kind: z.enum(["expense", "income", "investment"]).optional(),
    amount: z.number().positive().optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    category: z.string().nullable().optional(),
    description: z.string().optional(),
    payment: z.enum(["credit", "debit", "pix", "cash", "boleto", "voucher"]).nullable().optional(),
    card: z.string().nullable().optional(),
    installments: z.number().int().positive().nullable().optional(),
    fixed: z.number().int().min(1).max(31).nullable().optional(),
    book: z.enum(["personal", "business"]).optional(),
  })
  .strict();
export type RecordSpec = z.infer<typeof recordSpec>;

const partialRow = z.record(z.string(), value);
const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

const turn = z
  .object({
    /** When: "+5m", "+2h", "+1d", "+1d 12:30", "2026-11-17 12:30"; one minute after the last by default. */
    at: z.string().optional(),
    say: z.string().optional(),
    /**
     * A dashboard call instead of a message: "POST /api/me/categories"; {last} in the path is the
     * newest record's id, "{category:Bebê}" in the body the id of the person's category of that name.
     */
    dashboard: z
      .string()
      .regex(/^(GET|POST|PATCH|PUT|DELETE) \/api\/\S+$/)
      .optional(),
    body: z.record(z.string(), z.unknown()).optional(),
    /** Phrases the reply must hold (case, accents and *bold* ignored). */
    reply: oneOrMany.optional(),
    /** Phrases the reply must not hold. */
    reply_not: oneOrMany.optional(),
    added: z.array(recordSpec).optional(),
    deleted: z.array(recordSpec).optional(),
    changed: z.array(z.object({ was: recordSpec, now: recordSpec }).strict()).optional(),
    /** Fixed items created without an entry booked now ("aluguel 1500 todo dia 5" on the 23rd). */
    fixed_added: z.array(z.object({ amount: z.number().optional(), day: z.number().optional() })).optional(),
    cards: z.array(partialRow).optional(),
    limits: z.array(partialRow).optional(),
    goals: z.array(partialRow).optional(),
    planned: z.array(partialRow).optional(),
    reminders: z.array(partialRow).optional(),
    /** Why this turn is here, for whoever reads a miss. */
    note: z.string().optional(),
  })
  .strict()
  .refine((t) => (t.say === undefined) !== (t.dashboard === undefined), {
    message: "each turn has either say or dashboard",
  });
export type Turn = z.infer<typeof turn>;

const thread = z
  .object({
    id: z.string().min(1),
    /** What the thread is about. */
    about: z.string().optional(),
    /** The first message's time in São Paulo: "2026-11-16 09:12". */
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/),
    /** The person's name, as WhatsApp would give it. */
    name: z.string().optional(),
    turns: z.array(turn).min(1),
  })
  .strict();
export type Thread = z.infer<typeof thread>;

/** Reads the threads of one YAML file; problems name the thread and turn. */
export function readThreads(text: string, file: string): { threads: Thread[]; errors: string[] } {
  let doc: unknown;
  try {
    // dates stay text: "2026-11-21" is compared as written
    doc = load(text, { schema: JSON_SCHEMA });
  } catch (e) {
    return { threads: [], errors: [`${file}: YAML inválido: ${(e as Error).message.split("\n")[0]}`] };
  }
  if (!Array.isArray(doc)) return { threads: [], errors: [`${file}: esperava uma lista de conversas`] };
  const threads: Thread[] = [];
  const errors: string[] = [];
  doc.forEach((raw, i) => {
    const parsed = thread.safeParse(raw);
    if (parsed.success) threads.push(parsed.data);
    else {
      const id = (raw as { id?: unknown })?.id;
      for (const issue of parsed.error.issues.slice(0, 3))
        errors.push(
          `${file}: conversa ${typeof id === "string" ? id : `#${i + 1}`}: ${issue.path.join(".")}: ${issue.message}`,
        );
    }
  });
  const seen = new Set<string>();
  for (const t of threads) {
    if (seen.has(t.id)) errors.push(`${file}: id repetido: ${t.id}`);
    seen.add(t.id);
  }
  return { threads, errors };
}

const SAO_PAULO_OFFSET = "-03:00";

/** The instant of a thread's start ("2026-11-16 09:12", São Paulo, no daylight saving since 2019). */
export function startInstant(start: string): Date {
  return new Date(`${start.replace(" ", "T")}:00${SAO_PAULO_OFFSET}`);
}

/**
 * The instant of a turn after `previous`: "+5m", "+2h", "+1d" (same time next day), "+1d 12:30"
 * (that time N days later), "2026-11-17 12:30"; one minute later when not said.
 */
export function turnInstant(at: string | undefined, previous: Date): Date {
  if (at === undefined) return new Date(previous.getTime() + 60_000);
  const absolute = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(at);
  if (absolute) return startInstant(`${absolute[1]} ${absolute[2]}`);
  const rel = /^\+(\d+)([mhd])(?: (\d{2}):(\d{2}))?$/.exec(at);
  if (!rel) throw new Error(`"at" não entendido: ${at}`);
  const n = Number(rel[1]);
  if (rel[2] === "m") return new Date(previous.getTime() + n * 60_000);
  if (rel[2] === "h") return new Date(previous.getTime() + n * 3_600_000);
  const day = new Date(previous.getTime() + n * 86_400_000);
  if (rel[3] === undefined) return day;
  // that day's date in São Paulo, at the time given
  const local = new Date(day.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  return startInstant(`${local} ${rel[3]}:${rel[4]}`);
}
