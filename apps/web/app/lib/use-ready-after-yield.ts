import { useEffect, useState } from "react";

/**
 * `ready`, but when it turns true after the first render, one task later: a large part of a page
 * drawn when its data arrives then renders apart from whatever else that data's arrival redraws,
 * so neither blocks the main thread for long. Ready at the first render, it is shown at once.
 */
export function useReadyAfterYield(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (!ready || shown) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [ready, shown]);
  return ready && shown;
}
