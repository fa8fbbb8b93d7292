import { formatPhone } from "./brazilian-phone.ts";

/**
 * WhatsApp business-scoped user ids (BSUID): since April 2026 Meta identifies a person to a
 * business by `user_id`, a two-letter ISO country code, a period and up to 128 letters and
 * digits ("BR.1502576394655843"); a parent BSUID shared by linked portfolios has "ENT" in the
 * middle ("US.ENT.11815799212886844830"). It is kept and sent back exactly as received.
 * (developers.facebook.com/documentation/business-messaging/whatsapp/business-scoped-user-ids;
 * docs.360dialog.com …/usernames-and-bsuid)
 */
const BSUID = /^[A-Z]{2}\.[A-Za-z0-9]{1,128}(\.[A-Za-z0-9]{1,128})?$/;

/**
 * The BSUID in a webhook field, or null when the value is not one.
 * @example whatsappUserId("BR.1502576394655843") // "BR.1502576394655843"
 * @example whatsappUserId("5511987654321") // null
 */
export function whatsappUserId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length <= 160 && BSUID.test(trimmed) ? trimmed : null;
}

/**
 * How a person without a known phone is named to the operator: their username, else a short
 * form of the BSUID.
 * @example whatsappContactLabel(null, "BR.1502576394655843") // "BR.…94655843"
 */
export function whatsappContactLabel(username: string | null, bsuid: string): string {
  if (username) return username.startsWith("@") ? username : `@${username}`;
  const [country] = bsuid.split(".");
  return `${country}.…${bsuid.slice(-8)}`;
}

/**
 * How the operator reads a person's contact: their phone when known, else their WhatsApp
 * username or BSUID.
 * @example contactLabel({ phone: "+5511987654321", whatsappId: null }) // "(11) 98765-4321"
 * @example contactLabel({ phone: null, whatsappId: "BR.1502576394655843", username: "ana" }) // "@ana"
 */
export function contactLabel(c: {
  phone: string | null;
  whatsappId: string | null;
  username?: string | null;
}): string {
  if (c.phone) return formatPhone(c.phone);
  return c.whatsappId ? whatsappContactLabel(c.username ?? null, c.whatsappId) : "sem contato";
}
