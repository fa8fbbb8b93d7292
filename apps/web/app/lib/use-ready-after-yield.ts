import { useEffect, useState } from "react";

/**
 * `ready`, but when it turns true after the first render, once the browser has painted what is on
 * screen now, in a task of its own: a large part of a page drawn when its data arrives then renders
 * apart from whatever else that data's arrival redraws, so neither blocks the main thread for long,
 * and what came before it (the month above the panels under it) is on screen first. Ready at the
 * first render, it is shown at once, unless `atFirstRender` is false: then it waits for the first
 * paint too (a page whose data is already cached when it mounts still draws its parts apart).
 */
export function useReadyAfterYield(ready: boolean, { atFirstRender = true } = {}): boolean {
  const [shown, setShown] = useState(ready && atFirstRender);
  useEffect(() => {
    if (!ready || shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the timer it sets fires after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown]);
  return ready && shown;
}
