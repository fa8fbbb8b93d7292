/**
 * POST /api/chat/files: a photo, PDF, voice recording or statement file (OFX, CSV, XLSX) sent in the web chat (multipart: `file`,
 * `clientId`). The person's rate limit is checked before the body is read, and the size and type
 * (by its first bytes) while it arrives (read-upload.ts). The file is stored with its message in
 * one transaction and read by the media queue like a WhatsApp file; it is deleted once read.
 */

import { AppError, MEDIA_LIMITS } from "@tostao/core";
import { chatEndpoints } from "@tostao/core/chat/endpoints";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { personOf, requirePerson } from "../../auth/session-middleware.ts";
import { cleanText } from "../../http/bad-bytes.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { type FileType, isAudio, isImage, isReadable } from "../../media/detect-type.ts";
import type { Inbox } from "../../outbox/channel.ts";
import { readUpload } from "./read-upload.ts";

export interface ChatFileRouteDeps {
  db: Db;
  assistant: Inbox | undefined;
  now: () => Date;
  maxMb: number;
  filesPerMinute?: number;
}

export function chatFileRoutes(deps: ChatFileRouteDeps) {
  const limiter = new RateLimiter(
    deps.db,
    "chat-file",
    deps.filesPerMinute ?? MEDIA_LIMITS.filesPerMinute,
    deps.now,
  );
  const maxBytes = deps.maxMb * 1_048_576;
  const tooLarge = () =>
    new AppError(
      "payload_too_large",
      `O arquivo passa do limite de ${deps.maxMb} MB. Mande uma foto ou um PDF menor.`,
    );
  return new Hono().post(
    "/files",
    requirePerson,
    // Multipart framing adds a little to the file itself.
    bodyLimit({
      maxSize: maxBytes + 64 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const person = personOf(c);
      if (!deps.assistant) throw new AppError("unavailable", "O assistente não está disponível agora.");
      // Counted before a byte of the body is read: a flood of uploads costs the sender, not the server.
      await limiter.enforce(`user:${person.userId}`, "Você mandou muitos arquivos seguidos.");
      let kind = "other" as FileType;
      const upload = await readUpload(c.req.raw, {
        maxBytes: maxBytes + 64 * 1024,
        tooLarge,
        accept: (type) => {
          kind = type;
          if (!isReadable(type)) {
            throw new AppError(
              "unsupported_media_type",
              "Esse tipo de arquivo não é aceito. Mande uma foto (JPG, PNG ou WebP), um PDF, um áudio ou um extrato (OFX, CSV ou XLSX).",
            );
          }
        },
      });
      const clientId = upload.fields.clientId;
      if (typeof clientId !== "string" || !/^[\w-]{8,64}$/.test(clientId)) {
        throw new AppError("validation", "Identificador do envio inválido.", {
          fields: { clientId: "inválido" },
        });
      }
      if (upload.bytes.byteLength > maxBytes) throw tooLarge();
      const type = isImage(kind) ? "image" : isAudio(kind) ? "audio" : "document";
      const mimeType = cleanText(upload.mimeType).slice(0, 100) || null;
      const users = await deps.db.query<{ phone: string | null; wa_user_id: string | null }>(
        "SELECT phone, wa_user_id FROM users WHERE id = $1",
        [person.userId],
      );
      // The web chat's conversation is the person's, named as on WhatsApp (phone, else BSUID).
      const account = users[0];
      if (!account) throw new AppError("unauthorized", "Entre para continuar.");
      const [id] = await deps.assistant.receive([
        {
          channel: "webchat",
          externalId: `${person.userId}:${clientId}`,
          phone: account.phone,
          waUserId: account.wa_user_id,
          type,
          body: null,
          media: {
            mimeType,
            filename: cleanText(upload.filename).slice(0, 200) || null,
            size: upload.bytes.byteLength,
          },
          userId: person.userId,
          providerTimestamp: deps.now(),
          upload: { bytes: upload.bytes, mimeType },
        },
      ]);
      return c.json(
        chatEndpoints.upload.response.parse({ id: id ?? null, duplicate: id === undefined }),
        202,
      );
    },
  );
}
