import { z } from "zod";
import { get, post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";

const phone = lazySchema(() =>
  z
    .string({ message: "Informe seu número de WhatsApp." })
    .trim()
    .min(1, { message: "Informe seu número de WhatsApp." })
    .max(30, { message: "Número de telefone inválido." })
    .regex(/^\+?[\d\s().-]{8,}$/, { message: "Use só números, com DDD (ex.: 11 91234-5678)." }),
);

/** The phone that will receive the one-time code. */
export const signInStartSchema = lazySchema(() => z.object({ phone }));

/** The phone and the 6-digit code it received. */
export const signInVerifySchema = lazySchema(() =>
  z.object({
    phone,
    code: z
      .string({ message: "Informe o código de 6 dígitos." })
      .trim()
      .regex(/^\d{6}$/, { message: "O código tem 6 dígitos." }),
  }),
);

export type SignInStart = z.infer<typeof signInStartSchema>;
export type SignInVerify = z.infer<typeof signInVerifySchema>;

// phone is null for someone known only by their WhatsApp BSUID (signed in by a link from the chat).
const signedInPerson = lazySchema(() =>
  z.object({
    user: z.object({ phone: z.string().nullable(), name: z.string().nullable() }),
  }),
);

const signInStarted = lazySchema(() =>
  z.object({
    phone: z.string(),
    /** Where the code went: the person's WhatsApp, or (local install without WhatsApp) the server log. */
    delivery: z.enum(["whatsapp", "server_log"]),
    expiresInMinutes: z.number(),
  }),
);

/**
 * A person's sign-in by phone and one-time code: one session for /chat and /painel.
 * Mounted at /api/auth (and, for older web chat clients, at /api/chat).
 */
export const authEndpoints = {
  start: post("/api/auth/login/start", signInStarted, { body: signInStartSchema }),
  verify: post("/api/auth/login/verify", signedInPerson, { body: signInVerifySchema }),
  session: get("/api/auth/session", signedInPerson),
  logout: post(
    "/api/auth/logout",
    lazySchema(() => z.object({ ok: z.literal(true) })),
  ),
};

/** The operator area's password sign-in (/admin). */
export const operatorLoginSchema = lazySchema(() =>
  z.object({
    password: z.string().min(1, "Informe a senha.").max(200, "A senha pode ter no máximo 200 caracteres."),
  }),
);
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

const operatorSession = lazySchema(() =>
  z.object({ enabled: z.boolean().optional(), authenticated: z.boolean() }),
);

export const operatorAuthEndpoints = {
  session: get("/api/admin/session", operatorSession),
  login: post("/api/admin/login", operatorSession, { body: operatorLoginSchema }),
  logout: post("/api/admin/logout", operatorSession),
};
