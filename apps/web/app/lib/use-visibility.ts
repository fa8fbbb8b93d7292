import { type RefObject, useEffect, useState } from "react";

const THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1];

/** Share of the element inside the viewport (0..1), updated as it crosses 10 %, 30 %… */
export function useVisibilityRatio(ref: RefObject<Element | null>): number {
  const [ratio, setRatio] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setRatio(entry.isIntersecting ? entry.intersectionRatio : 0);
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return ratio;
}
