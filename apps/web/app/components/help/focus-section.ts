/** Moves keyboard focus to a section the page just scrolled to, without a second jump. */
export function focusSection(id: string): void {
  document.getElementById(id)?.focus({ preventScroll: true });
}
