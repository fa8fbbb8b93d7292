import { type PlanCode, parseMessage } from "@tostao/core";
import type { Db } from "@tostao/db";
import { actOnText } from "../conversation/act-on-interpretations.ts";
import { closeTurn, openTurn } from "../conversation/turn.ts";

/**
 * One web chat message acted on in its own transaction, as the pipeline does after storing it
 * (real parser, every plan open): stores the inbound message and returns the reply text.
 */
export async function chatTurn(
  db: Db,
  input: { userId: number; phone: string; text: string; now: Date; userName?: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ id: number }>(
      `INSERT INTO messages (channel, direction, user_id, phone, type, body, status)
       VALUES ('webchat', 'inbound', $1, $2, 'text', $3, 'processed') RETURNING id`,
      [input.userId, input.phone, input.text],
    );
    const turn = await openTurn(tx, input.userId, input.now);
    const result = await actOnText({
      tx,
      userId: input.userId,
      userName: input.userName ?? "Ana",
      messageId: message?.id ?? 0,
      text: input.text,
      now: input.now,
      understand: parseMessage,
      dashboardUrl: "http://localhost/painel",
      plans: "open" as readonly PlanCode[] | "open",
      plansUrl: "http://localhost/planos",
      turn,
    });
    await closeTurn(tx, input.userId, turn, input.now);
    return result.reply;
  });
}
