import { type RefObject, useEffect, useRef } from "react";
import { connectYouTubePlayer, type PlayerCommand, type PlayerListener } from "~/lib/youtube-player";

/**
 * Connects to the embed in `iframeRef` while `active`; returns a stable command function
 * (commands before the player exists are dropped: callers wait for onReady).
 */
export function useYouTubePlayer(
  iframeRef: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  listener: PlayerListener,
): (func: PlayerCommand, ...args: unknown[]) => void {
  const listenerRef = useRef(listener);
  listenerRef.current = listener;
  const connection = useRef<ReturnType<typeof connectYouTubePlayer> | null>(null);
  useEffect(() => {
    const iframe = iframeRef.current;
    if (!active || !iframe) return;
    const player = connectYouTubePlayer(iframe, {
      onReady: () => listenerRef.current.onReady?.(),
      onStateChange: (state) => listenerRef.current.onStateChange?.(state),
      onTime: (time, duration) => listenerRef.current.onTime?.(time, duration),
      onError: (code) => listenerRef.current.onError?.(code),
    });
    connection.current = player;
    return () => {
      player.destroy();
      connection.current = null;
    };
  }, [iframeRef, active]);
  const command = useRef((func: PlayerCommand, ...args: unknown[]) =>
    connection.current?.command(func, ...args),
  );
  return command.current;
}
