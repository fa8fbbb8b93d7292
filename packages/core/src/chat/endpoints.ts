import { z } from "zod";
import { get, post } from "../api/endpoint.ts";
import { wholeNumber } from "../api/paging.ts";
import { requiredTextSchema } from "../dashboard/fields.ts";

/**
 * One text the person typed, or a choice they tapped (`choiceId`, with its title as the text);
 * clientId makes a resend idempotent.
 */
export const chatSendSchema = z.object({
  clientId: z.uuid({ message: "Identificador da mensagem inválido." }),
  text: requiredTextSchema("Escreva uma mensagem.", 2000, "A mensagem pode ter no máximo 2.000 caracteres."),
  choiceId: z
    .string()
    .min(1, "Opção inválida.")
    .max(256, "Opção inválida.")
    .regex(/^[\w-]+:[\w-]+$/, "Opção inválida.")
    .optional(),
});

/** The answers a message offers, as buttons (up to three) or a list; each sends its id. */
const chatChoicesSchema = z.object({
  style: z.enum(["buttons", "list"]),
  button: z.string(),
  items: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

/** Only messages after this id (0: the latest page). */
export const chatMessagesQuery = z.object({
  after: wholeNumber(0, Number.MAX_SAFE_INTEGER, "Parâmetro after inválido: deve ser um número.").default(0),
});

/** One message as the web chat shows it. */
export const chatMessageSchema = z.object({
  id: z.number(),
  direction: z.enum(["inbound", "outbound"]),
  /** "text", or the kind of file the person sent ("image", "document", "audio"). */
  type: z.string(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** The answers a reply offers (the same ids WhatsApp's buttons carry). */
  choices: chatChoicesSchema.nullable(),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

/** `duplicate`: the same clientId was already received (a resend); nothing new was stored. */
const chatSentSchema = z.object({ id: z.number().nullable(), duplicate: z.boolean() });

/** The signed-in person's web chat (/chat). */
export const chatEndpoints = {
  messages: get("/api/chat/messages", z.object({ messages: z.array(chatMessageSchema) }), {
    query: chatMessagesQuery,
  }),
  send: post("/api/chat/messages", chatSentSchema, { body: chatSendSchema }),
  /** A photo, PDF or voice recording: a multipart body (`file`, `clientId`) the route reads itself. */
  upload: post("/api/chat/files", chatSentSchema),
};
