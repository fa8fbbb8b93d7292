import { z } from "zod";

const phone = z
  .string({ message: "Informe seu número de WhatsApp." })
  .trim()
  .min(1, { message: "Informe seu número de WhatsApp." })
  .max(30, { message: "Número de telefone inválido." })
  .regex(/^\+?[\d\s().-]{8,}$/, { message: "Use só números, com DDD (ex.: 11 91234-5678)." });

/** POST /api/chat/login/start: the phone that will receive the one-time code. */
export const chatLoginStartSchema = z.object({ phone });

/** POST /api/chat/login/verify: the phone and the 6-digit code it received. */
export const chatLoginVerifySchema = z.object({
  phone,
  code: z
    .string({ message: "Informe o código de 6 dígitos." })
    .trim()
    .regex(/^\d{6}$/, { message: "O código tem 6 dígitos." }),
});

/** POST /api/chat/messages: one text the person typed; clientId makes a resend idempotent. */
export const chatSendSchema = z.object({
  clientId: z.uuid({ message: "Identificador da mensagem inválido." }),
  text: z
    .string({ message: "Escreva uma mensagem." })
    .trim()
    .min(1, { message: "Escreva uma mensagem." })
    .max(2000, { message: "A mensagem pode ter no máximo 2.000 caracteres." }),
});

export type ChatLoginStart = z.infer<typeof chatLoginStartSchema>;
export type ChatLoginVerify = z.infer<typeof chatLoginVerifySchema>;
export type ChatSend = z.infer<typeof chatSendSchema>;

/** One message as the web chat shows it. */
export interface ChatMessageView {
  id: number;
  direction: "inbound" | "outbound";
  body: string;
  status: string;
  createdAt: string;
}
