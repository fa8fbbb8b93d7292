import { AppError } from "@tostao/core";
import { operationEndpoints } from "@tostao/core/dashboard/operations";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf } from "../auth/session-middleware.ts";
import { undoOperation } from "../books/undo-operation.ts";
import { readId } from "../http/read-query.ts";
import { bookOf } from "./book-scope.ts";

const notFound = () => new AppError("not_found", "Alteração não encontrada.");

/**
 * /api/me/operations/:id/undo: "Desfazer" on the dashboard. The server puts back what the
 * operation changed (the client sends nothing but its id); 409 with the reason in pt-BR when
 * something done since rests on it.
 */
export function operationRoutes(deps: { db: Db; now: () => Date }) {
  return new Hono().post("/operations/:id/undo", async (c) => {
    const id = readId(c, notFound);
    const actor = {
      userId: personOf(c).userId,
      book: await bookOf(c),
      source: "dashboard" as const,
      now: deps.now(),
    };
    const result = await deps.db.transaction((tx) => undoOperation(tx, actor, id));
    if (!result.ok) {
      if (result.refusal.reason === "not_found") throw notFound();
      throw new AppError("conflict", result.message);
    }
    return c.json(
      operationEndpoints.undo.response.parse({
        undone: { id: result.undone.id, kind: result.undone.kind },
        operationId: result.operationId,
      }),
    );
  });
}
