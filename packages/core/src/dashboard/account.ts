import { z } from "zod";
import { del, get, patch, put } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { instalmentViews } from "../books/counting-month.ts";
import { requiredTextSchema } from "./fields.ts";

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** Null for someone known on WhatsApp only by their business-scoped user id (BSUID). */
    phone: z.string().nullable(),
    /** Their WhatsApp BSUID and username, when WhatsApp gave them. */
    whatsappId: z.string().nullable(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    createdAt: z.string(),
    /** Made up by seed:demo: every record in these books is fictitious. */
    demo: z.boolean(),
    /** Which month a credit part counts in: its bill's (the default) or its purchase's. */
    instalmentView: z.enum(instalmentViews),
  }),
);
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/me */
export const accountUpdateSchema = lazySchema(() =>
  z.object({
    name: requiredTextSchema("Informe seu nome.", 80, "O nome pode ter no máximo 80 caracteres."),
  }),
);
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** PUT /api/me/instalment-view: which month a credit part counts in (core books/counting-month.ts). */
export const instalmentViewUpdateSchema = lazySchema(() =>
  z.object({
    view: z.enum(instalmentViews, { message: "Escolha no mês da fatura ou no mês da compra." }),
  }),
);

/** The word a person types to confirm erasing the account. */
export const ERASE_CONFIRMATION = "EXCLUIR";

/** DELETE /api/me: erases the person and everything about them (LGPD art. 18, VI). */
export const accountDeleteSchema = lazySchema(() =>
  z.object({
    confirm: z.literal(ERASE_CONFIRMATION, { message: `Digite ${ERASE_CONFIRMATION} para confirmar.` }),
  }),
);

/** What changes when anything in the person's books changes (polled by an open dashboard). */
export const booksVersionSchema = lazySchema(() => z.object({ version: z.number() }));

/** What the changes to the account answer with. */
const accountAnswer = lazySchema(() => z.object({ account: accountSchema }));

export const accountEndpoints = {
  get: get("/api/me", accountAnswer),
  update: patch("/api/me", accountAnswer, { body: accountUpdateSchema }),
  remove: del(
    "/api/me",
    lazySchema(() => z.object({ deleted: z.literal(true) })),
    { body: accountDeleteSchema },
  ),
  version: get("/api/me/version", booksVersionSchema),
  instalmentView: put("/api/me/instalment-view", accountAnswer, {
    body: instalmentViewUpdateSchema,
  }),
};
