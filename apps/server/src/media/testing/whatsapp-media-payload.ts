import { textPayload } from "../../testing/assistant-app.ts";

/** A WhatsApp webhook payload carrying one photo, document or audio by its media id. */
export function mediaPayload(
  from: string,
  id: string,
  type: "image" | "document" | "audio",
  mediaId: string,
  extra: Record<string, unknown> = {},
) {
  const payload = textPayload(from, id, "x");
  const value = payload.entry[0]?.changes[0]?.value;
  if (!value) throw new Error("payload shape");
  value.messages = [
    {
      from,
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type,
      [type]: { id: mediaId, ...extra },
    } as never,
  ];
  return payload;
}
