import { useEffect } from "react";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the element with this id: smoothly, unless the visitor asked for reduced motion. */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

/** Scrolls to the URL's #anchor after load and whenever the hash changes. */
export function useHashScroll(): void {
  useEffect(() => {
    const go = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) scrollToId(id);
    };
    // Wait a frame so the pre-rendered layout is settled before measuring.
    const frame = requestAnimationFrame(go);
    window.addEventListener("hashchange", go);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", go);
    };
  }, []);
}
