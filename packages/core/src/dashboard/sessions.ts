import { z } from "zod";
import { del, get, post } from "../api/endpoint.ts";

/** One signed-in device. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** pt-BR, e.g. "Chrome no Android". */
  device: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** POST /api/me/sessions/revoke: "sair dos outros aparelhos" (others) or "sair de todos" (all). */
export const sessionsRevokeSchema = z.object({
  which: z.enum(["others", "all"], { message: "Escolha others ou all." }),
});

export const sessionEndpoints = {
  list: get("/api/me/sessions", z.object({ items: z.array(deviceSessionSchema) })),
  /** "Sair deste aparelho" for one listed device. */
  revoke: del("/api/me/sessions/:id", z.object({ revoked: z.number() })),
  revokeMany: post("/api/me/sessions/revoke", z.object({ revoked: z.number() }), {
    body: sessionsRevokeSchema,
  }),
};
