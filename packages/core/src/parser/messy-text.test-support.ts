import fc from "fast-check";

// Pieces that steer random text into the parser's interesting paths.
const WORDS = [
  "gastei",
  "recebi",
  "investi",
  "me lembra",
  "quanto",
  "dia",
  "de",
  "e",
  "mil",
  "reais",
  "centavos",
  "x",
  "12x",
  "R$",
  "ontem",
  "há",
  "dias",
  "atrás",
  "mercado",
  "cinquenta",
  "milhão",
  "todo",
  "1.500",
  "2,5",
  "31/02",
  "às",
  ",",
  "?",
  "constructor",
  "__proto__",
  "😀",
  "−",
];

/** Any text up to 4 KB: raw code units, graphemes, or money words and numbers in any order. */
export const messyText = fc.oneof(
  fc.string({ maxLength: 4096 }),
  fc.string({ unit: "grapheme", maxLength: 1000 }),
  fc
    .array(fc.oneof(fc.constantFrom(...WORDS), fc.nat(100000).map(String)), { maxLength: 400 })
    .map((a) => a.join(" ")),
);

/** Any moment from 1970 to 2100, when the message is said to arrive. */
export const anyMoment = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
