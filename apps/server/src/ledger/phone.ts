/**
 * Normalises a phone number to E.164 ("+5511912345678"). Brazilian numbers typed without
 * the country code (10 or 11 digits with the area code) get +55. Null when it cannot be one.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+") && (digits.length === 10 || digits.length === 11) && digits[0] !== "0") {
    return `+55${digits}`;
  }
  if (digits.length < 8 || digits.length > 15 || digits[0] === "0") return null;
  return `+${digits}`;
}
