/**
 * Category colours: distinct for every category a person has, so the donut can be read against
 * its legend. A colour the person picked is theirs; every other category takes, in the order the
 * categories were created, the first palette colour nobody uses yet, so a new category never
 * repeats one on screen. The palette alternates hue families so neighbours differ.
 */
export const CATEGORY_PALETTE = [
  "#0f766e", // teal
  "#c2410c", // orange
  "#7c3aed", // violet
  "#4d7c0f", // lime
  "#be123c", // rose
  "#1d4ed8", // blue
  "#b45309", // amber
  "#0e7490", // cyan
  "#a21caf", // fuchsia
  "#15803d", // green
  "#dc2626", // red
  "#4f46e5", // indigo
  "#a16207", // yellow
  "#db2777", // pink
  "#0369a1", // sky
  "#78350f", // brown
  "#6b21a8", // purple
  "#047857", // emerald
  "#57534e", // stone
  "#9f1239", // wine
  "#365314", // olive
  "#1e3a8a", // navy
  "#ea580c", // tangerine
  "#0d9488", // sea green
] as const;

/** Records without a category. */
export const NO_CATEGORY_COLOR = "#94a3b8";

/** Each category's colour by id (see above); past the palette's size, colours repeat in order. */
export function assignCategoryColors(
  categories: readonly { id: number; color: string | null }[],
): Map<number, string> {
  const colors = new Map<number, string>();
  const taken = new Set<string>();
  const ordered = [...categories].sort((a, b) => a.id - b.id);
  for (const c of ordered) {
    if (c.color) {
      colors.set(c.id, c.color);
      taken.add(c.color.toLowerCase());
    }
  }
  let next = 0;
  let round = 0;
  for (const c of ordered) {
    if (c.color) continue;
    while (next < CATEGORY_PALETTE.length && taken.has(CATEGORY_PALETTE[next] ?? "")) next += 1;
    if (next >= CATEGORY_PALETTE.length) {
      // Every colour is in use: start over, repeating as few as possible.
      colors.set(c.id, CATEGORY_PALETTE[round % CATEGORY_PALETTE.length] ?? NO_CATEGORY_COLOR);
      round += 1;
      continue;
    }
    const color = CATEGORY_PALETTE[next] ?? NO_CATEGORY_COLOR;
    colors.set(c.id, color);
    taken.add(color);
  }
  return colors;
}
