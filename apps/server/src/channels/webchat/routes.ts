import {
  AppError,
  type ChatMessageView,
  chatLoginStartSchema,
  chatLoginVerifySchema,
  chatSendSchema,
  normalizePhone,
  phoneErrorMessage,
  replyLoginCode,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Assistant } from "../../assistant/create-assistant.ts";
import { clientAddress, RateLimiter } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { ensureUser } from "../../ledger/ensure-user.ts";
import type { Logger } from "../../logger.ts";
import { checkLoginCode, issueLoginCode, LOGIN_CODE_MINUTES } from "./login-codes.ts";
import {
  CHAT_COOKIE,
  type ChatUser,
  createSession,
  deleteSession,
  SESSION_DAYS,
  sessionUser,
} from "./sessions.ts";

export interface ChatRouteDeps {
  db: Db;
  assistant: Assistant | undefined;
  logger: Logger;
  /** Codes go by WhatsApp when that channel is on; else they are written to the server log. */
  codesByWhatsApp: boolean;
  secureCookies: boolean;
  now?: () => Date;
  limits?: { codesPerMinute?: number; verifiesPerMinute?: number; messagesPerMinute?: number };
}

type ChatEnv = { Variables: { chatUser: ChatUser } };

function readPhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { phone: phoneErrorMessage(phone.error) },
    });
  }
  return phone.value;
}

/** /api/chat: one-time-code login, the person's web chat history and sending messages. */
export function chatRoutes(deps: ChatRouteDeps) {
  const { db, logger } = deps;
  const log = logger.child({ component: "webchat" });
  const now = deps.now ?? (() => deps.assistant?.now() ?? new Date());
  const codeLimiter = new RateLimiter(deps.limits?.codesPerMinute ?? 5);
  const verifyLimiter = new RateLimiter(deps.limits?.verifiesPerMinute ?? 20);
  const messageLimiter = new RateLimiter(deps.limits?.messagesPerMinute ?? 30);
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: deps.secureCookies,
    path: "/api/chat",
    maxAge: SESSION_DAYS * 86_400,
  };
  const assistantOrFail = () => {
    if (!deps.assistant) throw new AppError("unavailable", "O assistente não está disponível agora.");
    return deps.assistant;
  };

  return new Hono<ChatEnv>()
    .post("/login/start", async (c) => {
      const body = await readJson(c, chatLoginStartSchema);
      if (!codeLimiter.hit(clientAddress(c))) {
        throw new AppError("rate_limited", "Muitos pedidos de código. Espere um minuto e tente de novo.");
      }
      const phone = readPhone(body.phone);
      const code = await issueLoginCode(db, phone, now());
      if (!code) {
        throw new AppError(
          "rate_limited",
          "Muitos códigos pedidos para este número. Tente de novo em uma hora.",
        );
      }
      if (deps.codesByWhatsApp) {
        try {
          await assistantOrFail().sendDirect("whatsapp", phone, replyLoginCode(code));
        } catch (error) {
          log.error("could not send the login code by WhatsApp", { phone, error });
          throw new AppError(
            "unavailable",
            "Não conseguimos enviar o código pelo WhatsApp. Tente de novo em instantes.",
          );
        }
      } else {
        // Embedded mode without WhatsApp: the person running the server reads the code here.
        log.warn("web chat login code (WhatsApp is not configured, so it is only shown here)", {
          phone,
          code,
        });
      }
      return c.json({
        phone,
        delivery: deps.codesByWhatsApp ? "whatsapp" : "server_log",
        expiresInMinutes: LOGIN_CODE_MINUTES,
      });
    })
    .post("/login/verify", async (c) => {
      const body = await readJson(c, chatLoginVerifySchema);
      if (!verifyLimiter.hit(clientAddress(c))) {
        throw new AppError("rate_limited", "Muitas tentativas. Espere um minuto e tente de novo.");
      }
      const phone = readPhone(body.phone);
      const result = await checkLoginCode(db, phone, body.code, now());
      if (result === "too_many_attempts") {
        throw new AppError("rate_limited", "Muitas tentativas com este código. Peça um novo código.");
      }
      if (result === "expired_or_missing") {
        throw new AppError("unauthorized", "Código expirado ou inexistente. Peça um novo código.");
      }
      if (result === "wrong")
        throw new AppError("unauthorized", "Código incorreto. Confira e tente de novo.");
      const user = await db.transaction((tx) => ensureUser(tx, phone));
      setCookie(c, CHAT_COOKIE, await createSession(db, user.id, now()), cookieOptions);
      return c.json({ user: { phone: user.phone, name: user.name } });
    })
    .post("/logout", async (c) => {
      await deleteSession(db, getCookie(c, CHAT_COOKIE));
      deleteCookie(c, CHAT_COOKIE, { path: "/api/chat" });
      return c.json({ ok: true });
    })
    .use("*", async (c, next) => {
      const user = await sessionUser(db, getCookie(c, CHAT_COOKIE), now());
      if (!user) throw new AppError("unauthorized", "Entre com seu número para usar o chat.");
      c.set("chatUser", user);
      await next();
    })
    .get("/session", (c) => {
      const user = c.get("chatUser");
      return c.json({ user: { phone: user.phone, name: user.name } });
    })
    .get("/messages", async (c) => {
      const user = c.get("chatUser");
      const after = Number(c.req.query("after") ?? 0);
      if (!Number.isSafeInteger(after) || after < 0) {
        throw new AppError("validation", "Parâmetro after inválido.", {
          fields: { after: "deve ser um número" },
        });
      }
      const rows = await db.query<{
        id: number;
        direction: "inbound" | "outbound";
        body: string | null;
        status: string;
        created_at: Date;
      }>(
        `SELECT * FROM (
           SELECT id, direction, body, status, created_at FROM messages
           WHERE user_id = $1 AND channel = 'webchat' AND id > $2
             AND (direction = 'inbound' OR status IN ('sent', 'delivered', 'read'))
           ORDER BY id DESC LIMIT 200) recent
         ORDER BY id`,
        [user.id, after],
      );
      const messages: ChatMessageView[] = rows.map((r) => ({
        id: r.id,
        direction: r.direction,
        body: r.body ?? "",
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }));
      return c.json({ messages });
    })
    .post("/messages", async (c) => {
      const user = c.get("chatUser");
      const body = await readJson(c, chatSendSchema);
      if (!messageLimiter.hit(`user:${user.id}`)) {
        throw new AppError("rate_limited", "Você mandou muitas mensagens seguidas. Espere um pouco.");
      }
      const [id] = await assistantOrFail().receive([
        {
          channel: "webchat",
          externalId: `${user.id}:${body.clientId}`,
          phone: user.phone,
          type: "text",
          body: body.text,
          userId: user.id,
          providerTimestamp: now(),
        },
      ]);
      return c.json({ id: id ?? null, duplicate: id === undefined }, 202);
    });
}
