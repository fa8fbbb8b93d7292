/**
 * Webhook payloads as Meta's Cloud API sends them, for the fake Graph API and the tests. Every
 * shape is copied from Meta's webhook reference; where a field came with the 2026 business-scoped
 * user ids (BSUID), the comment says from where.
 */

/** A WhatsApp user as the fake Meta knows them. */
export interface FakePerson {
  /** E.164 digits without "+"; null for someone whose number Meta never shares with us. */
  phone: string | null;
  /** Their business-scoped user id, e.g. "BR.1502576394655843". */
  bsuid: string;
  username: string | null;
  name: string;
  /**
   * Whether webhooks carry their phone. Meta omits it for a person who adopted a username and
   * has not exchanged messages with the business for 30 days (docs.360dialog.com "Usernames &
   * BSUID": the 30-day cache and the contact book).
   */
  sharesPhone: boolean;
}

const envelope = (phoneNumberId: string, field: string, value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "5511940028922", phone_number_id: phoneNumberId },
            ...value,
          },
          field,
        },
      ],
    },
  ],
});

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/**
 * The sender's `contacts` entry: `{profile: {name, username}, wa_id, user_id}`; `wa_id` only
 * when the phone can be shared, `username` only when they adopted one (developers.facebook.com
 * …/business-scoped-user-ids, "Webhooks"; dualhook.com/docs/contacts-bsuid-webhooks).
 */
function contactOf(p: FakePerson, sentToPhone = false) {
  return {
    profile: { name: p.name, ...(p.username ? { username: p.username } : {}) },
    ...(p.phone && (p.sharesPhone || sentToPhone) ? { wa_id: p.phone } : {}),
    user_id: p.bsuid,
  };
}

/**
 * An incoming message: `from` (phone, omitted without one) and `from_user_id` (BSUID) beside
 * the message (…/webhooks/reference/messages/text; the BSUID fields as in Meta's examples, e.g.
 * `"from": "919810218674", "from_user_id": "IN.1410018717833190"`).
 */
export function messagePayload(
  phoneNumberId: string,
  p: FakePerson,
  message: { id: string; at: Date; type: string; context?: { from: string; id: string } } & Record<
    string,
    unknown
  >,
) {
  const { id, at, type, context, ...content } = message;
  return envelope(phoneNumberId, "messages", {
    contacts: [contactOf(p)],
    messages: [
      {
        ...(context ? { context } : {}),
        ...(p.phone && p.sharesPhone ? { from: p.phone } : {}),
        from_user_id: p.bsuid,
        id,
        timestamp: seconds(at),
        type,
        ...content,
      },
    ],
  });
}

/**
 * A number change (…/webhooks/reference/messages/system, updated Aug 11, 2026): no `contacts`;
 * `from` the old number, `system.wa_id` the new one, `system.user_id` the new BSUID,
 * `system.previous_user_id` the old, `system.type` "user_changed_number".
 */
export function numberChangedPayload(
  phoneNumberId: string,
  input: {
    id: string;
    at: Date;
    name: string;
    oldPhone: string;
    newPhone: string;
    oldBsuid: string;
    newBsuid: string;
  },
) {
  return envelope(phoneNumberId, "messages", {
    messages: [
      {
        from: input.oldPhone,
        id: input.id,
        timestamp: seconds(input.at),
        type: "system",
        system: {
          body: `User ${input.name} changed from ${input.oldPhone} to ${input.newPhone}`,
          wa_id: input.newPhone,
          user_id: input.newBsuid,
          previous_user_id: input.oldBsuid,
          type: "user_changed_number",
        },
      },
    ],
  });
}

export interface FakePricing {
  billable: boolean;
  pricing_model: "PMP";
  type: "regular" | "free_customer_service" | "free_entry_point";
  category: "marketing" | "utility" | "authentication" | "service";
}

/**
 * A status of a message we sent (…/webhooks/reference/messages/status): `recipient_id` when it
 * went to a phone, `recipient_user_id` when it went to a BSUID, the recipient in `contacts`
 * (omitted on failed statuses), and per-message `pricing` {billable, pricing_model "PMP", type,
 * category} (the `conversation` object is gone since v24).
 */
export function statusPayload(
  phoneNumberId: string,
  input: {
    id: string;
    status: "sent" | "delivered" | "read" | "failed";
    at: Date;
    to: { phone: string } | { bsuid: string };
    person: FakePerson | null;
    pricing: FakePricing | null;
    errors?: Array<{ code: number; title: string; message: string; error_data: { details: string } }>;
  },
) {
  const p = input.person;
  return envelope(phoneNumberId, "messages", {
    // A status of a message sent to a phone always names that phone (dualhook.com
    // /docs/contacts-bsuid-webhooks, "Outbound Status Webhooks": wa_id "Always included").
    ...(p && input.status !== "failed" ? { contacts: [contactOf(p, "phone" in input.to)] } : {}),
    statuses: [
      {
        id: input.id,
        status: input.status,
        timestamp: seconds(input.at),
        ...("phone" in input.to ? { recipient_id: input.to.phone } : { recipient_user_id: input.to.bsuid }),
        ...(input.pricing && input.status !== "failed" ? { pricing: input.pricing } : {}),
        ...(input.errors ? { errors: input.errors } : {}),
      },
    ],
  });
}
