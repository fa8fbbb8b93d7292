import type { ChatMessageView } from "@tostao/core/chat/endpoints";

/** Past this, a message still unanswered is no longer shown as being worked on. */
const WAIT_LIMIT_MS = 3 * 60_000;

const WORKING: Record<string, string> = {
  image: "Lendo a foto…",
  document: "Lendo o PDF…",
  audio: "Ouvindo o áudio…",
};

/**
 * What the assistant is doing with the person's last message while its reply is on the way:
 * a photo or PDF takes seconds to read, so the chat says so at once instead of looking idle.
 * Null when the last message is a reply, or was sent so long ago that it is not coming.
 */
export function awaitingReply(messages: readonly ChatMessageView[], now: Date): string | null {
  const last = messages.at(-1);
  if (last?.direction !== "inbound") return null;
  if (now.getTime() - new Date(last.createdAt).getTime() > WAIT_LIMIT_MS) return null;
  return WORKING[last.type] ?? "Digitando…";
}
