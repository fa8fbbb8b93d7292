/**
 * The colours categories take, in order: a category written without one gets the first colour no
 * other category of its kind in the person's book has (a database trigger, migration 0121, holds the
 * same list; a test keeps them equal). Hue families alternate, so neighbours on the donut differ.
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

/** The colour a record or figure is drawn in: its category's, or the no-category grey. */
export function categoryColor(color: string | null | undefined): string {
  return color ?? NO_CATEGORY_COLOR;
}
