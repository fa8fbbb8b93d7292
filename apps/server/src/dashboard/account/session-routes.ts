import { AppError } from "@tostao/core";
import { sessionEndpoints } from "@tostao/core/dashboard/sessions";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { listSessions } from "../../auth/list-sessions.ts";
import { revokeAllSessions, revokeOtherSessions, revokeSession } from "../../auth/revoke-sessions.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { personOf } from "../../auth/session-middleware.ts";
import { readJson } from "../../http/read-json.ts";

/** /api/me/sessions: the devices signed in to the account, and signing them out. */
export function sessionRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return new Hono()
    .get("/", async (c) => {
      const { userId, sessionId } = personOf(c);
      return c.json({ items: await listSessions(db, { userId, currentSessionId: sessionId, now: now() }) });
    })
    .post("/revoke", async (c) => {
      const { userId, sessionId } = personOf(c);
      const { which } = await readJson(c, sessionEndpoints.revokeMany.body);
      if (which === "all") {
        const revoked = await revokeAllSessions(db, { userId, now: now() });
        clearSessionCookie(c, "person");
        return c.json({ revoked });
      }
      return c.json({
        revoked: await revokeOtherSessions(db, { userId, keepSessionId: sessionId, now: now() }),
      });
    })
    .delete("/:id", async (c) => {
      const { userId, sessionId } = personOf(c);
      const id = c.req.param("id");
      const ok = await revokeSession(db, { userId, sessionId: id, now: now() });
      if (!ok) throw new AppError("not_found", "Aparelho não encontrado.");
      if (id === sessionId) clearSessionCookie(c, "person");
      return c.json({ revoked: 1 });
    });
}
