/**
 * The one reading of a Brazilian phone number. Whatever way a person types it ("(11) 98765-4321",
 * "+55 11 98765 4321", "011 98765-4321", "0xx15 11 98765-4321", the old eight-digit mobile
 * "11 8765-4321") or WhatsApp sends it ("5511987654321", "551187654321"), it becomes one canonical
 * E.164 string, `+55` + DDD + subscriber: mobiles with their ninth digit, landlines with eight.
 * That string is what the database stores and compares.
 */
import { err, ok, type Result } from "../result.ts";
import { AREA_CODES } from "./area-codes.ts";

/** Why a text is not a Brazilian phone number. */
export type PhoneError =
  /** Nothing typed. */
  | "empty"
  /** Letters or symbols a phone number does not have. */
  | "not_a_number"
  /** Written with a country code other than Brazil's. */
  | "foreign"
  /** Too few or too many digits (the DDD is often what is missing). */
  | "wrong_length"
  /** The first two national digits are no Brazilian DDD. */
  | "unknown_area_code"
  /** The subscriber number cannot exist (a landline starting with 1, a nine-digit number not starting with 9). */
  | "invalid_number";

// What a person may type around the digits; "0xx" is the written form of "any carrier".
const ALLOWED = /^[\d\s()+.\-/]*$/;
const CARRIER_PLACEHOLDER = /^\s*\(?\s*0\s*x\s*x\s*/i;

/** Drops the long-distance prefix: "0" + DDD, or "0" + two-digit carrier code + DDD. */
function withoutTrunkPrefix(digits: string): string {
  if (!digits.startsWith("0")) return digits;
  const rest = digits.slice(1);
  if (rest.length === 10 || rest.length === 11) return rest;
  if (rest.length === 12 || rest.length === 13) return rest.slice(2);
  return digits;
}

/** DDD + subscriber: 10 or 11 digits in, canonical subscriber out (ninth digit added to old mobiles). */
function readNational(national: string): Result<string, PhoneError> {
  if (national.length !== 10 && national.length !== 11) return err("wrong_length");
  const ddd = national.slice(0, 2);
  if (!AREA_CODES.has(Number(ddd))) return err("unknown_area_code");
  const subscriber = national.slice(2);
  if (subscriber.length === 9)
    return subscriber.startsWith("9") ? ok(`+55${national}`) : err("invalid_number");
  // Eight digits: 2-5 start landlines; 6-9 are mobiles written before the ninth digit (2012-2016),
  // which WhatsApp still sends for some accounts.
  const first = subscriber.charCodeAt(0) - 48;
  if (first >= 2 && first <= 5) return ok(`+55${national}`);
  if (first >= 6) return ok(`+55${ddd}9${subscriber}`);
  return err("invalid_number");
}

/**
 * Reads a Brazilian phone number as people type it, to the canonical `+55DDNNNNNNNNN`.
 * @example parseBrazilianPhone("(11) 98765-4321") // { ok: true, value: "+5511987654321" }
 * @example parseBrazilianPhone("0xx15 11 8765-4321") // { ok: true, value: "+5511987654321" }
 * @example parseBrazilianPhone("+1 415 555 2671") // { ok: false, error: "foreign" }
 */
export function parseBrazilianPhone(input: string): Result<string, PhoneError> {
  const text = input.replace(CARRIER_PLACEHOLDER, "0");
  if (text.trim() === "") return err("empty");
  if (!ALLOWED.test(text)) return err("not_a_number");
  let digits = text.replace(/\D/g, "");
  if (digits === "") return err("not_a_number");
  const international = text.trim().startsWith("+") || digits.startsWith("00");
  if (international) {
    digits = digits.replace(/^00/, "");
    if (!digits.startsWith("55")) return err("foreign");
    return readNational(withoutTrunkPrefix(digits.slice(2)));
  }
  digits = withoutTrunkPrefix(digits);
  // 12 or 13 digits can only be the country code in front of a national number.
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  return readNational(digits);
}

/**
 * The canonical form, or null when the text is no Brazilian phone.
 * @example normalizeBrazilianPhone("11 98765-4321") // "+5511987654321"
 */
export function normalizeBrazilianPhone(input: string): string | null {
  const result = parseBrazilianPhone(input);
  return result.ok ? result.value : null;
}

/**
 * Any phone as E.164: a Brazilian one in its canonical form; one written with another
 * country's code ("+1 415 555 2671", "0044 20 7946 0958") as "+" and its 8 to 15 digits.
 * For phones that arrive from elsewhere (checkout platforms, sign-in); forms meant for
 * Brazilians use `parseBrazilianPhone`.
 * @example normalizePhone("(11) 8765-4321") // "+5511987654321"
 * @example normalizePhone("+1 (415) 555-2671") // "+14155552671"
 */
export function normalizePhone(input: string): Result<string, PhoneError> {
  const result = parseBrazilianPhone(input);
  if (result.ok || result.error !== "foreign") return result;
  const digits = input.replace(/\D/g, "").replace(/^00/, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? ok(`+${digits}`) : err("wrong_length");
}

/**
 * The phone of a WhatsApp account id (`wa_id`, `from`: E.164 digits without "+"). Brazilian
 * ids become canonical, the missing ninth digit included; an id from another country stays
 * itself with "+" (WhatsApp has already validated it). Null for anything else.
 * @example phoneFromWhatsappId("551187654321") // "+5511987654321"
 * @example phoneFromWhatsappId("14155552671") // "+14155552671"
 */
export function phoneFromWhatsappId(waId: string): string | null {
  if (!/^[1-9]\d{7,14}$/.test(waId)) return null;
  const phone = normalizePhone(`+${waId}`);
  return phone.ok ? phone.value : null;
}

/**
 * The WhatsApp id (`to` of the Cloud API) of a stored phone: its digits without "+".
 * @example whatsappIdOf("+5511987654321") // "5511987654321"
 */
export function whatsappIdOf(phone: string): string {
  return phone.replace(/^\+/, "");
}

/**
 * A stored phone as Brazilians read it, without the country code; a foreign one stays E.164.
 * @example formatPhone("+5511987654321") // "(11) 98765-4321"
 * @example formatPhone("+552123456789") // "(21) 2345-6789"
 */
export function formatPhone(phone: string): string {
  if (!/^\+55\d{10,11}$/.test(phone)) return phone;
  const ddd = phone.slice(3, 5);
  const rest = phone.slice(5);
  const cut = rest.length - 4;
  return `(${ddd}) ${rest.slice(0, cut)}-${rest.slice(cut)}`;
}

const messages: Record<PhoneError, string> = {
  empty: "Informe o número com DDD.",
  not_a_number: "Use só números, com DDD (ex.: 11 91234-5678).",
  foreign: "Use um número do Brasil, com DDD (ex.: 11 91234-5678).",
  wrong_length: "Número de telefone inválido. Use DDD e número (ex.: 11 91234-5678).",
  unknown_area_code: "DDD inválido. Confira os dois primeiros dígitos.",
  invalid_number: "Número de telefone inválido. Use DDD e número (ex.: 11 91234-5678).",
};

/** What to tell a person whose phone could not be read, in pt-BR. */
export function phoneErrorMessage(error: PhoneError): string {
  return messages[error];
}
