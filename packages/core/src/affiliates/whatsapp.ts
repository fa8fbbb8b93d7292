/**
 * Brazilian area codes (DDD) in use. A number whose first two national digits are not here
 * cannot be a Brazilian phone.
 */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Reads a national number (DDD + subscriber) and says whether it is a mobile or landline. */
function isValidNational(national: string): boolean {
  if (!/^\d{10,11}$/.test(national)) return false;
  if (!areaCodes.has(Number(national.slice(0, 2)))) return false;
  const subscriber = national.slice(2);
  // Mobiles have nine digits starting with 9; landlines eight digits starting with 2 to 5.
  if (subscriber.length === 9) return subscriber.startsWith("9");
  return /^[2-5]/.test(subscriber);
}

/**
 * Normalises a Brazilian WhatsApp number to digits with the 55 country code, so the same
 * person typed three ways is stored once; null when it is not a Brazilian number with DDD.
 * @example normalizeWhatsapp("(11) 98765-4321") // "5511987654321"
 * @example normalizeWhatsapp("+55 11 98765-4321") // "5511987654321"
 */
export function normalizeWhatsapp(input: string): string | null {
  // Only phone punctuation may surround the digits; letters mean it is not a number.
  if (!/^[\d\s()+.\-/]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, "");
  // A long-distance trunk prefix ("011 …", "0 11 …") carries no information.
  if (digits.startsWith("0") && (digits.length === 11 || digits.length === 12)) digits = digits.slice(1);
  let national: string;
  if (digits.length === 10 || digits.length === 11) national = digits;
  else if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55"))
    national = digits.slice(2);
  else return null;
  return isValidNational(national) ? `55${national}` : null;
}

/**
 * Formats a normalised number for people, without the country code (every one is Brazilian).
 * @example formatWhatsapp("5511987654321") // "(11) 98765-4321"
 */
export function formatWhatsapp(normalized: string): string {
  const national = normalized.startsWith("55") ? normalized.slice(2) : normalized;
  const ddd = national.slice(0, 2);
  const rest = national.slice(2);
  const cut = rest.length - 4;
  return `(${ddd}) ${rest.slice(0, cut)}-${rest.slice(cut)}`;
}
