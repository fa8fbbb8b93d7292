/**
 * POST /api/chat/files: a photo, PDF or voice recording sent in the web chat (multipart: `file`,
 * `clientId`). The file is stored with its message in one transaction and read by the media queue
 * like a WhatsApp file; it is deleted once read.
 */
import { AppError } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Assistant } from "../../assistant/create-assistant.ts";
import { personOf, requirePerson } from "../../auth/session-middleware.ts";
import { cleanText } from "../../http/bad-bytes.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { detectType, isAudio, isImage } from "../../media/detect-type.ts";

export interface ChatFileRouteDeps {
  db: Db;
  assistant: Assistant | undefined;
  now: () => Date;
  maxMb: number;
  filesPerMinute?: number;
}

export function chatFileRoutes(deps: ChatFileRouteDeps) {
  const limiter = new RateLimiter(deps.db, "chat-file", deps.filesPerMinute ?? 10, deps.now);
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
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new AppError("validation", "Envie o arquivo como multipart/form-data no campo file.");
      }
      const file = form.get("file");
      const clientId = form.get("clientId");
      if (!(file instanceof File) || file.size === 0) {
        throw new AppError("validation", "Escolha uma foto, um PDF ou grave um áudio.", {
          fields: { file: "obrigatório" },
        });
      }
      if (typeof clientId !== "string" || !/^[\w-]{8,64}$/.test(clientId)) {
        throw new AppError("validation", "Identificador do envio inválido.", {
          fields: { clientId: "inválido" },
        });
      }
      if (file.size > maxBytes) throw tooLarge();
      await limiter.enforce(`user:${person.userId}`, "Você mandou muitos arquivos seguidos.");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = detectType(bytes);
      const type = isImage(kind) ? "image" : kind === "pdf" ? "document" : isAudio(kind) ? "audio" : null;
      if (!type) {
        throw new AppError(
          "unsupported_media_type",
          "Esse tipo de arquivo não é aceito. Mande uma foto (JPG, PNG ou WebP), um PDF ou um áudio.",
        );
      }
      const mimeType = cleanText(file.type).slice(0, 100) || null;
      const users = await deps.db.query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [
        person.userId,
      ]);
      const phone = users[0]?.phone;
      if (!phone) throw new AppError("unauthorized", "Entre para continuar.");
      const [id] = await deps.assistant.receive([
        {
          channel: "webchat",
          externalId: `${person.userId}:${clientId}`,
          phone,
          type,
          body: null,
          media: { mimeType, filename: cleanText(file.name).slice(0, 200) || null, size: file.size },
          userId: person.userId,
          providerTimestamp: deps.now(),
          upload: { bytes, mimeType },
        },
      ]);
      return c.json({ id: id ?? null, duplicate: id === undefined }, 202);
    },
  );
}
