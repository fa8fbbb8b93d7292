/** Category choices that depend on who a purchase was for rather than what it was. */

const PET_WORDS = new Set([
  "veterinario",
  "veterinaria",
  "cachorro",
  "cachorra",
  "cachorros",
  "gato",
  "gata",
  "gatos",
  "cao",
  "caes",
  "dog",
  "pet",
  "pets",
]);

/**
 * Who it was for beats what it was: the cat's medicine is Pets, a perfume given as a present
 * is Presentes e doações ("presente pra mim" stays a purchase).
 */
export function overrideCategory(
  words: readonly string[],
  from: number,
  to: number,
  category: string,
): string {
  let gave = false;
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (PET_WORDS.has(w)) return "Pets";
    if ((w === "presente" || w === "presentes") && !(words[i + 1] === "para" && words[i + 2] === "mim")) {
      return "Presentes e doações";
    }
    if (w === "dei" || w === "demos") gave = true;
    // "dei 50 pro meu neto", "dei 50 pro meu afilhado de aniversário": money given to family
    if (gave && RELATIVES.has(w) && (category === "Outros" || category === "Lazer"))
      return "Presentes e doações";
  }
  return category;
}
const RELATIVES = new Set(
  "neto,neta,netos,netas,filho,filha,filhos,filhas,sobrinho,sobrinha,afilhado,afilhada,afilhados,primo,prima,afilhadinho,netinho,netinha".split(
    ",",
  ),
);

/** A bare "passagem" up to this much (in centavos) is a fare in town, not a trip: R$ 20,00. */
export const FARE_LIMIT = 2000;
const FARES = new Set(["passagem", "passagens"]);
/** Words that make a "passagem" a trip whatever it cost. */
const TRIP_WORDS = new Set([
  "aerea",
  "aereas",
  "aviao",
  "voo",
  "viagem",
  "rodoviaria",
  "interestadual",
  "intermunicipal",
]);

/**
 * "quatro e cinquenta de passagem", "passagem 4,50": a "passagem" named alone (the keyword of
 * Viagem) at a fare's price, up to FARE_LIMIT, is a bus or metro fare (Transporte); "passagem
 * aérea", "passagem de avião" and any dearer one stay a trip.
 */
export function fareInTown(
  words: readonly string[],
  hit: { start: number; end: number },
  from: number,
  to: number,
  centavos: number,
): boolean {
  if (hit.end !== hit.start + 1 || !FARES.has(words[hit.start] as string)) return false;
  if (centavos > FARE_LIMIT) return false;
  for (let i = from; i < to; i++) if (TRIP_WORDS.has(words[i] as string)) return false;
  return true;
}
