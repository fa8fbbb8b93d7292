/**
 * The country of a WhatsApp contact, as Meta prices a message to them: by the recipient's calling
 * code (developers.facebook.com …/whatsapp/pricing: "rates are based on the recipient's country
 * calling code"), or, for someone known only by a BSUID, the ISO code it starts with.
 */

// ITU-T E.164 calling codes are prefix-free: "1" and "7" are whole zones, these are the two-digit
// codes, and every other code has three digits.
const TWO_DIGITS: Record<string, string> = {
  "20": "EG",
  "27": "ZA",
  "30": "GR",
  "31": "NL",
  "32": "BE",
  "33": "FR",
  "34": "ES",
  "36": "HU",
  "39": "IT",
  "40": "RO",
  "41": "CH",
  "43": "AT",
  "44": "GB",
  "45": "DK",
  "46": "SE",
  "47": "NO",
  "48": "PL",
  "49": "DE",
  "51": "PE",
  "52": "MX",
  "53": "CU",
  "54": "AR",
  "55": "BR",
  "56": "CL",
  "57": "CO",
  "58": "VE",
  "60": "MY",
  "61": "AU",
  "62": "ID",
  "63": "PH",
  "64": "NZ",
  "65": "SG",
  "66": "TH",
  "81": "JP",
  "82": "KR",
  "84": "VN",
  "86": "CN",
  "90": "TR",
  "91": "IN",
  "92": "PK",
  "93": "AF",
  "94": "LK",
  "95": "MM",
  "98": "IR",
};
// Three-digit codes of the countries a Brazilian product meets most (Portuguese-speaking and South
// American); the rest are shown by their code.
const THREE_DIGITS: Record<string, string> = {
  "351": "PT",
  "244": "AO",
  "258": "MZ",
  "238": "CV",
  "591": "BO",
  "593": "EC",
  "595": "PY",
  "598": "UY",
  "353": "IE",
  "352": "LU",
  "971": "AE",
  "972": "IL",
};

/**
 * The calling code of an E.164 phone ("+5511987654321" → "55"), or null when it is not one.
 * @example callingCode("+351912345678") // "351"
 */
export function callingCode(phone: string): string | null {
  const digits = /^\+?(\d{8,15})$/.exec(phone)?.[1];
  if (!digits) return null;
  if (digits[0] === "1" || digits[0] === "7") return digits[0];
  const two = digits.slice(0, 2);
  return two in TWO_DIGITS ? two : digits.slice(0, 3);
}

/**
 * Where a contact's messages are priced: the ISO code of their phone's country (or "+<code>" for
 * a calling code not named here, "+1" for the North American zone, "+7" for Russia and Kazakhstan),
 * else their BSUID's country; null when neither is known.
 * @example contactCountry({ phone: "+5511987654321", whatsappId: null }) // "BR"
 * @example contactCountry({ phone: null, whatsappId: "PT.1502576394655843" }) // "PT"
 */
export function contactCountry(c: { phone: string | null; whatsappId: string | null }): string | null {
  if (c.phone) {
    const code = callingCode(c.phone);
    if (code) return TWO_DIGITS[code] ?? THREE_DIGITS[code] ?? `+${code}`;
  }
  const prefix = c.whatsappId?.split(".", 1)[0];
  return prefix && /^[A-Z]{2}$/.test(prefix) ? prefix : null;
}
