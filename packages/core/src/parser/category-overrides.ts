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
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (PET_WORDS.has(w)) return "Pets";
    if ((w === "presente" || w === "presentes") && !(words[i + 1] === "para" && words[i + 2] === "mim")) {
      return "Presentes e doações";
    }
  }
  return category;
}
