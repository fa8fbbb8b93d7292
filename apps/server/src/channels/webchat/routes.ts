import { AppError, type ChatMessageView, chatMessagesQuery, chatSendSchema } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { personOf, requirePerson } from "../../auth/session-middleware.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { readQuery } from "../../http/read-query.ts";
import type { Inbox } from "../../outbox/channel.ts";

/** How a file the person sent shows in the history (the file itself is not kept). */
const FILE_LABELS: Record<string, string> = {
  image: "📷 Foto enviada",
  document: "📄 PDF enviado",
  audio: "🎙️ Áudio enviado",
};

/** A file's line in the history: a statement file by its name, anything else by its kind. */
function fileLabel(type: string, fileName: string | null): string {
  if (type === "document" && fileName && !/\.pdf$/i.test(fileName)) return `📄 Arquivo enviado: ${fileName}`;
  return FILE_LABELS[type] ?? "";
}

export interface ChatRouteDeps {
  db: Db;
  assistant: Inbox | undefined;
  now: () => Date;
  limits?: { messagesPerMinute?: number };
}

/**
 * /api/chat: the signed-in person's web chat history and sending messages (sign-in itself is
 * the auth module's, mounted beside these).
 */
export function chatRoutes(deps: ChatRouteDeps) {
  const { db } = deps;
  const messageLimiter = new RateLimiter(db, "chat-message", deps.limits?.messagesPerMinute ?? 30, deps.now);
  const assistantOrFail = () => {
    if (!deps.assistant) throw new AppError("unavailable", "O assistente não está disponível agora.");
    return deps.assistant;
  };

  return new Hono()
    .get("/messages", requirePerson, async (c) => {
      const user = { id: personOf(c).userId };
      const { after } = readQuery(c, chatMessagesQuery);
      const rows = await db.query<{
        id: number;
        direction: "inbound" | "outbound";
        body: string | null;
        type: string;
        status: string;
        created_at: Date;
        file_name: string | null;
      }>(
        `SELECT * FROM (
           SELECT id, direction, body, type, status, created_at, media->>'filename' AS file_name FROM messages
           WHERE user_id = $1 AND channel = 'webchat' AND id > $2
             AND (direction = 'inbound' OR status IN ('sent', 'delivered', 'read'))
           ORDER BY id DESC LIMIT 200) recent
         ORDER BY id`,
        [user.id, after],
      );
      const messages: ChatMessageView[] = rows.map((r) => ({
        id: r.id,
        direction: r.direction,
        type: r.type,
        body: r.body ?? fileLabel(r.type, r.file_name),
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }));
      return c.json({ messages });
    })
    .post("/messages", requirePerson, async (c) => {
      const person = personOf(c);
      const body = await readJson(c, chatSendSchema);
      await messageLimiter.enforce(`user:${person.userId}`, "Você mandou muitas mensagens seguidas.");
      const assistant = assistantOrFail();
      const users = await db.query<{ phone: string | null; wa_user_id: string | null }>(
        "SELECT phone, wa_user_id FROM users WHERE id = $1",
        [person.userId],
      );
      // The web chat's conversation is the person's, named as on WhatsApp (phone, else BSUID).
      const account = users[0];
      if (!account) throw new AppError("unauthorized", "Entre para continuar.");
      const [id] = await assistant.receive([
        {
          channel: "webchat",
          externalId: `${person.userId}:${body.clientId}`,
          phone: account.phone,
          waUserId: account.wa_user_id,
          type: "text",
          body: body.text,
          userId: person.userId,
          providerTimestamp: deps.now(),
        },
      ]);
      return c.json({ id: id ?? null, duplicate: id === undefined }, 202);
    });
}
