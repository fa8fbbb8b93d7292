/** Understands an inbound message, acts on the books and queues the reply. */
export const PROCESS_QUEUE = "assistant-process";
/** Sends one outbound message through its channel. */
export const SEND_QUEUE = "assistant-send";
