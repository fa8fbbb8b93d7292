/** Accounts, balances, payday and the month ahead as the dashboard reads and edits them. */
import { z } from "zod";
import { del, get, patch, post, put } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { wholeNumber } from "../api/paging.ts";
import { civilDateSchema, MAX_AMOUNT_CENTS, requiredTextSchema, updateSchema } from "./fields.ts";
import { emptyAsNull, parseReaisText, reaisTextSchema } from "./forms.ts";
import { operationIdSchema } from "./operations.ts";

export const accountKinds = ["checking", "savings", "wallet", "card"] as const;
export const accountKindLabels = {
  checking: "Conta corrente",
  savings: "Poupança",
  wallet: "Carteira",
  card: "Cartão",
} as const;
const accountKindSchema = lazySchema(() =>
  z.enum(accountKinds, {
    message: "Tipo inválido: use checking, savings, wallet ou card.",
  }),
);
/** A balance may be negative (an overdraft, a card's debt). */
const balanceCentsSchema = lazySchema(() =>
  z
    .number({ message: "Informe o saldo em centavos (número inteiro)." })
    .int({ message: "O saldo deve ser um número inteiro de centavos." })
    .min(-MAX_AMOUNT_CENTS, { message: "O saldo é alto demais." })
    .max(MAX_AMOUNT_CENTS, { message: "O saldo é alto demais." }),
);
const accountNameSchema = lazySchema(() =>
  requiredTextSchema("Informe o nome da conta.", 60, "O nome pode ter no máximo 60 caracteres."),
);

export const accountBalanceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    kind: accountKindSchema,
    balance: z.number(),
    estimate: z.boolean(),
    since: z.string(),
    movesSince: z.number(),
    unassigned: z.number(),
  }),
);
export type AccountBalanceView = z.infer<typeof accountBalanceSchema>;
export const balancesSchema = lazySchema(() =>
  z.object({
    accounts: z.array(accountBalanceSchema),
    total: z.number(),
    estimate: z.boolean(),
    fromRecordsOnly: z.boolean(),
  }),
);

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    kind: accountKindSchema,
    bank: z.string().nullable(),
    cardId: z.number().nullable(),
    openingBalance: z.number(),
    openingOn: z.string(),
    statedBalance: z.number().nullable(),
    statedOn: z.string().nullable(),
  }),
);
export type AccountView = z.infer<typeof accountSchema>;

/** An account created or changed, and the operation "Desfazer" undoes. */
const accountChangedSchema = lazySchema(() =>
  z.object({ item: accountSchema, operationId: operationIdSchema }),
);

/** POST /api/me/accounts */
export const accountCreateSchema = lazySchema(() =>
  z.object({
    name: accountNameSchema,
    kind: accountKindSchema,
    openingBalanceCents: balanceCentsSchema.default(0),
    openingOn: civilDateSchema,
  }),
);
/** PATCH /api/me/accounts/:id */
export const accountUpdateSchema = lazySchema(() =>
  updateSchema({
    name: accountNameSchema.optional(),
    kind: accountKindSchema.optional(),
    openingBalanceCents: balanceCentsSchema.optional(),
    openingOn: civilDateSchema.optional(),
  }),
);

/** PUT /api/me/accounts/:id/balance: what the account holds now, as the person says it. */
export const accountBalanceUpdateSchema = lazySchema(() => z.object({ balanceCents: balanceCentsSchema }));

const paydayRuleSchema = lazySchema(() =>
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("business_day"), n: z.number().int().min(1).max(20) }),
      z.object({ kind: z.literal("day"), day: z.number().int().min(1).max(31) }),
      z.object({ kind: z.literal("last_business_day") }),
    ],
    { message: "Regra de pagamento inválida." },
  ),
);
export const paydaySchema = lazySchema(() =>
  z.object({
    rule: paydayRuleSchema,
    amount: z.number().nullable(),
    monthStartsOnPayday: z.boolean(),
  }),
);
export type PaydayView = z.infer<typeof paydaySchema>;
/** PUT /api/me/payday */
export const paydayUpdateSchema = lazySchema(() =>
  z.object({
    rule: paydayRuleSchema,
    amountCents: z.number().int().positive().max(MAX_AMOUNT_CENTS).nullable().optional(),
    monthStartsOnPayday: z.boolean().optional(),
  }),
);

const aheadPartSchema = lazySchema(() =>
  z.object({
    kind: z.enum(["income", "fixed", "bill", "reminder", "planned"]),
    label: z.string(),
    date: z.string(),
    amount: z.number(),
  }),
);
export const monthAheadSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    until: z.string(),
    days: z.number(),
    balance: z.number(),
    balanceIsEstimate: z.boolean(),
    parts: z.array(aheadPartSchema),
    totals: z.object({
      income: z.number(),
      fixed: z.number(),
      bill: z.number(),
      reminder: z.number(),
      planned: z.number(),
    }),
    available: z.number(),
    perDay: z.number(),
    series: z.array(z.object({ date: z.string(), balance: z.number() })),
    lowest: z.object({ date: z.string(), balance: z.number() }),
    endsOn: z.enum(["payday", "month_end"]),
    payday: paydaySchema.nullable(),
  }),
);
export type MonthAheadView = z.infer<typeof monthAheadSchema>;
/** GET /api/me/month-ahead?until=payday|month_end */
export const monthAheadQuerySchema = lazySchema(() =>
  z.object({
    until: z.enum(["payday", "month_end"], { message: "Use payday ou month_end." }).default("payday"),
  }),
);

/** Money moved between the person's own accounts: never spending nor income. */
export const transferSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    date: z.string(),
    amount: z.number(),
    kind: z.enum(["transfer", "bill_payment", "investment"]),
    description: z.string(),
    /** The accounts' names; null for a side the person does not keep here. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** Both halves read from the two accounts' statements and paired. */
    paired: z.boolean(),
  }),
);
export type TransferView = z.infer<typeof transferSchema>;
/**
 * GET /api/me/transfers?from&to&limit&cursor: the period's transfers (all of them without dates),
 * newest first, a page at a time (`nextCursor` gives the next), with the count and sum of them all.
 */
export const transferListQuerySchema = lazySchema(() =>
  z.object({
    from: civilDateSchema.optional(),
    to: civilDateSchema.optional(),
    limit: wholeNumber(1, 500, "O limite deve ser um número entre 1 e 500.").default(100),
    cursor: z.string().max(200, { message: "Cursor inválido." }).optional(),
  }),
);
export const transferListSchema = lazySchema(() =>
  z.object({
    items: z.array(transferSchema),
    /** Every transfer of the period, not only this page's. */
    totals: z.object({ count: z.number(), amount: z.number() }),
    nextCursor: z.string().nullable(),
  }),
);
export type TransferList = z.infer<typeof transferListSchema>;

export const moneyAccountEndpoints = {
  list: get(
    "/api/me/accounts",
    lazySchema(() => z.object({ items: z.array(accountSchema), balances: balancesSchema })),
  ),
  create: post("/api/me/accounts", accountChangedSchema, { body: accountCreateSchema }),
  update: patch("/api/me/accounts/:id", accountChangedSchema, { body: accountUpdateSchema }),
  setBalance: put("/api/me/accounts/:id/balance", accountChangedSchema, { body: accountBalanceUpdateSchema }),
  archive: del(
    "/api/me/accounts/:id",
    lazySchema(() => z.object({ archived: z.literal(true), operationId: operationIdSchema })),
  ),
  payday: put(
    "/api/me/payday",
    lazySchema(() => z.object({ item: paydaySchema })),
    { body: paydayUpdateSchema },
  ),
  /** The payday (null until told) and the next one's day. */
  paydayGet: get(
    "/api/me/payday",
    lazySchema(() => z.object({ item: paydaySchema.nullable(), next: z.string().nullable() })),
  ),
  monthAhead: get("/api/me/month-ahead", monthAheadSchema, { query: monthAheadQuerySchema }),
  transfers: get("/api/me/transfers", transferListSchema, {
    query: transferListQuerySchema,
  }),
};

const previewEntrySchema = lazySchema(() =>
  z.object({
    index: z.number(),
    date: z.string(),
    amount: z.number(),
    direction: z.enum(["in", "out"]),
    kind: z.enum(["expense", "income", "transfer", "investment", "bill_payment", "refund"]),
    booksKind: z.enum(["expense", "income", "investment", "transfer"]),
    description: z.string(),
    raw: z.string(),
    category: z.string().nullable(),
    /** new: will be recorded; matches_record: a record made by hand, linked; imported_before: skipped. */
    action: z.enum(["new", "imported_before", "matches_record"]),
    /** The person's other account this entry is the second half of a transfer with (it counts as neither). */
    pairedAccount: z.string().nullable().default(null),
  }),
);
export type ImportPreviewEntry = z.infer<typeof previewEntrySchema>;

/** One statement of an uploaded file as the preview shows it. */
const importPreviewPartSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    fileName: z.string(),
    bank: z.string().nullable(),
    layout: z.string(),
    format: z.string(),
    side: z.enum(["account", "card"]),
    /**
     * How the side was known when the file did not state it: `lines` (what its entries show),
     * `assumed` (an account, nothing telling enough); null when the file stated it. Picking an
     * account of the other side reads the file again as that side.
     */
    sideFrom: z.enum(["lines", "assumed"]).nullable().default(null),
    /** A card bill's signs found in a file read as an account's ("data de vencimento"), too few to decide. */
    cardSigns: z.array(z.string()).default([]),
    from: z.string().nullable(),
    to: z.string().nullable(),
    closingBalance: z.object({ amount: z.number(), date: z.string().nullable() }).nullable(),
    /** Lines that look like entries but whose date or amount could not be read: left out, and shown so. */
    unreadable: z.number(),
    /** The account the entries go to; `id` null when it is created on confirming. */
    account: z.object({ id: z.number().nullable(), name: z.string(), kind: accountKindSchema }),
    /**
     * A file that carries no account number, of a bank and side the person has several accounts of:
     * the accounts to pick from (the file is sent again with `accountId`); until then nothing is
     * imported and `account` names none (`id` null, `name` empty). Empty otherwise.
     */
    accountChoices: z
      .array(z.object({ id: z.number(), name: z.string(), kind: accountKindSchema }))
      .default([]),
    /** Each entry's `index` is its place in the whole file (this statement's follow the one before's). */
    entries: z.array(previewEntrySchema),
    counts: z.object({ new: z.number(), imported_before: z.number(), matches_record: z.number() }),
    newIn: z.number(),
    newOut: z.number(),
  }),
);
export type ImportPreviewPart = z.infer<typeof importPreviewPartSchema>;

/**
 * POST /api/me/imports: the file's first statement and, for a file holding more than one account's
 * (an OFX with a bank account's and a card's), the others (`more`), each going to its own account
 * and confirmed, cancelled and undone with the first.
 */
export const importPreviewSchema = lazySchema(() =>
  importPreviewPartSchema.extend({ more: z.array(importPreviewPartSchema).default([]) }),
);
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/me/imports/:id/confirm: categories changed in the preview, by entry index. */
export const importConfirmSchema = lazySchema(() =>
  z.object({
    categories: z
      .array(z.object({ index: z.number().int().min(0), category: z.string().trim().min(1).max(60) }))
      .max(20_000)
      .default([]),
  }),
);

/** What importing one statement of the file did, in its account. */
const importPartResultSchema = lazySchema(() =>
  z.object({
    importId: z.number(),
    account: z.object({ id: z.number(), name: z.string() }),
    added: z.number(),
    linked: z.number(),
    skipped: z.number(),
    /** Entries that were the second half of a transfer from or to another of the person's accounts. */
    paired: z.number(),
    moneyIn: z.number(),
    moneyOut: z.number(),
  }),
);

/** The whole file's counts and money (the first statement's account), and each statement's own. */
export const importResultSchema = lazySchema(() =>
  importPartResultSchema.extend({
    /** The books operation to undo the whole import with (null when nothing was new). */
    operationId: z.number().nullable(),
    parts: z.array(importPartResultSchema).default([]),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

/** The import's endpoints: POST /api/me/imports takes the file as multipart (`file`, `accountId`, `side`). */
export const importEndpoints = {
  preview: post("/api/me/imports", importPreviewSchema),
  confirm: post("/api/me/imports/:id/confirm", importResultSchema, { body: importConfirmSchema }),
  cancel: post(
    "/api/me/imports/:id/cancel",
    lazySchema(() => z.object({ cancelled: z.literal(true) })),
  ),
};

/** A signed amount in reais as typed ("-1.234,56" for an overdraft; blank is zero): centavos. */
const signedReaisTextSchema = lazySchema(() =>
  z
    .string({ message: "Informe o saldo." })
    .trim()
    .transform((text, ctx) => {
      // "-R$ 50,00" and "R$ -50,00" alike: the sign, then what parseReaisText reads
      const bare = text.replace(/r\$/i, "").replace(/\s/g, "");
      const unsigned = bare.replace(/^-/, "");
      if (/^(0+([.,]0+)?)?$/.test(unsigned)) return 0;
      const cents = parseReaisText(unsigned);
      if (cents === null) {
        ctx.addIssue({
          code: "custom",
          message: "Saldo inválido: use reais, como 1.234,56 (ou -50,00 se negativo).",
        });
        return z.NEVER;
      }
      return bare.startsWith("-") ? -cents : cents;
    }),
);

/** The dashboard's account form: name, kind, and the balance (new account: today's; blank is zero). */
export const accountFormSchema = lazySchema(() =>
  z.object({
    name: accountNameSchema,
    kind: accountKindSchema,
    balance: signedReaisTextSchema,
  }),
);
export type AccountFormInput = z.input<typeof accountFormSchema>;

/** The dashboard's "Saldo hoje" form: what is in the account now, as the chat's "tenho 2.000 no nubank". */
export const balanceFormSchema = lazySchema(() => z.object({ balance: signedReaisTextSchema }));

/** The dashboard's payday form: the rule's kind and its number, the salary (optional), the month's start. */
export const paydayFormSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(["business_day", "day", "last_business_day"], {
        message: "Escolha quando o salário cai.",
      }),
      n: z.string().trim(),
      amount: emptyAsNull(reaisTextSchema),
      monthStartsOnPayday: z.boolean(),
    })
    .transform((v, ctx) => {
      const n = Number(v.n);
      if (v.kind !== "last_business_day") {
        const max = v.kind === "day" ? 31 : 20;
        if (!/^\d{1,2}$/.test(v.n) || n < 1 || n > max) {
          ctx.addIssue({
            code: "custom",
            path: ["n"],
            message: v.kind === "day" ? "O dia deve ser de 1 a 31." : "O dia útil deve ser de 1 a 20.",
          });
          return z.NEVER;
        }
      }
      const rule =
        v.kind === "day"
          ? { kind: "day" as const, day: n }
          : v.kind === "business_day"
            ? { kind: "business_day" as const, n }
            : { kind: "last_business_day" as const };
      return { rule, amountCents: v.amount, monthStartsOnPayday: v.monthStartsOnPayday };
    }),
);
export type PaydayFormInput = z.input<typeof paydayFormSchema>;
export type PaydayFormOutput = z.output<typeof paydayFormSchema>;
