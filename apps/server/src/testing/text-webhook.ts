/** One text message as a WhatsApp Cloud API webhook carries it. */
export interface WebhookText {
  /** The sender's WhatsApp id (digits with the country code). */
  waId: string;
  id: string;
  text: string;
  /** The sender's profile name. */
  name?: string;
}

/**
 * A Cloud API webhook payload carrying these text messages (one person each, or several), sent at
 * `sentAtMs` (ms since the epoch).
 */
export function textMessagesPayload(phoneNumberId: string, messages: WebhookText[], sentAtMs: number) {
  const timestamp = String(Math.floor(sentAtMs / 1000));
  const senders = new Map<string, string>();
  for (const m of messages) if (!senders.has(m.waId)) senders.set(m.waId, m.name ?? "Pessoa do Teste");
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "5511940028922", phone_number_id: phoneNumberId },
              contacts: [...senders].map(([waId, name]) => ({ profile: { name }, wa_id: waId })),
              messages: messages.map((m) => ({
                from: m.waId,
                id: m.id,
                timestamp,
                type: "text",
                text: { body: m.text },
              })),
            },
          },
        ],
      },
    ],
  };
}
