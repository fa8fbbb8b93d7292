import type { ChatMessageView } from "@tostao/core/chat/endpoints";
import { replyMediaProblem } from "@tostao/core/replies/media-replies";

const ASKS = new Set([replyMediaProblem("password_required"), replyMediaProblem("wrong_password")]);

/**
 * Whether a reply asks for a protected PDF's password: the next message is taken as it. The request
 * ends the reply; a first one also carries the welcome before it, in the same message.
 */
export function asksForPassword(message: ChatMessageView | undefined): boolean {
  if (message?.direction !== "outbound") return false;
  const { body } = message;
  return [...ASKS].some((ask) => body === ask || body.endsWith(`\n\n${ask}`));
}

/**
 * Whether a message of the person answered such a request, and so is shown masked. The server
 * takes a single word as the password; a sentence is answered as an ordinary message.
 */
export function isPasswordAnswer(previous: ChatMessageView | undefined, message: ChatMessageView): boolean {
  return message.direction === "inbound" && asksForPassword(previous) && !/\s/.test(message.body.trim());
}
