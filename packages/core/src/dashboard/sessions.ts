import { z } from "zod";
import { endpoint } from "../api/endpoint.ts";

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
  list: endpoint({
    method: "GET",
    path: "/api/me/sessions",
    response: z.object({ items: z.array(deviceSessionSchema) }),
  }),
  /** "Sair deste aparelho" for one listed device. */
  revoke: endpoint({
    method: "DELETE",
    path: "/api/me/sessions/:id",
    response: z.object({ revoked: z.number() }),
  }),
  revokeMany: endpoint({
    method: "POST",
    path: "/api/me/sessions/revoke",
    body: sessionsRevokeSchema,
    response: z.object({ revoked: z.number() }),
  }),
};
