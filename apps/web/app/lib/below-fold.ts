/**
 * Sections marked `below-fold` (content-visibility: auto) are skipped by layout until they near the
 * screen, which lightens the first load. A jump to an anchor, though, computes its target with the
 * skipped sections' estimated heights and lands off when they render on the way. So once the page
 * has hydrated, the sections are drawn for real one per task (each small), and a jump that comes
 * earlier draws them all first.
 */

import { nextTask } from "./next-task";

const SELECTOR = ".below-fold";

function reveal(section: HTMLElement): void {
  // An inline style (set by script: allowed by the CSP) outlives any re-render of an island.
  section.style.contentVisibility = "visible";
}

/** Draws every remaining section now (before a jump to an anchor). */
export function revealAll(): void {
  for (const section of document.querySelectorAll<HTMLElement>(SELECTOR)) reveal(section);
}

/**
 * Draws the sections one per task, keeping in-page anchors exact: a click on a link to "#id" (or
 * "/#id" on the home page) draws everything before the browser scrolls, and a page opened on an
 * anchor, or a hash changed by script, scrolls again once everything is drawn.
 */
export async function revealBelowFold(): Promise<void> {
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.pathname === location.pathname && link.hash) revealAll();
    },
    { capture: true },
  );
  const toHash = () => {
    revealAll();
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    target?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  };
  addEventListener("hashchange", toHash);
  // Opened on an anchor: the load's own jump used the estimated heights.
  if (location.hash) toHash();
  for (const section of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    await nextTask();
    reveal(section);
  }
}
