import { useCallback, useEffect, useState } from "react";

/** A player that has not answered by then is given up on: the poster stays, with a message. */
const PLAYER_READY_TIMEOUT_MS = 15_000;

type PlayerProblem = "unconfigured" | "failed" | null;

/**
 * Why a video cannot play, if it cannot: no YouTube id configured, an error from the player, or no
 * answer from it in time. Never an endless "Carregando vídeo...".
 */
export function usePlayerProblem(youtubeId: string | null | undefined, mounted: boolean, ready: boolean) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!mounted || ready || failed) return;
    const timer = setTimeout(() => setFailed(true), PLAYER_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [mounted, ready, failed]);
  const fail = useCallback(() => setFailed(true), []);
  const problem: PlayerProblem = !youtubeId ? "unconfigured" : failed ? "failed" : null;
  return { problem, fail };
}
