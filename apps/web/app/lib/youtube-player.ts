/**
 * A YouTube embed driven through the IFrame Player API's postMessage protocol (the one the
 * official iframe_api script speaks): the page says "listening", the player answers onReady,
 * infoDelivery (currentTime, duration, playerState, muted) and onStateChange, and obeys
 * `{ event: "command", func, args }` messages (playVideo, pauseVideo, mute, unMute, seekTo).
 */

const YOUTUBE_ORIGIN = "https://www.youtube.com";

export type PlayerState = "unstarted" | "ended" | "playing" | "paused" | "buffering" | "cued";

const states: Record<number, PlayerState> = {
  [-1]: "unstarted",
  0: "ended",
  1: "playing",
  2: "paused",
  3: "buffering",
  5: "cued",
};

export type PlayerCommand = "playVideo" | "pauseVideo" | "mute" | "unMute" | "seekTo";

export interface PlayerListener {
  onReady?(): void;
  onStateChange?(state: PlayerState): void;
  onTime?(currentTime: number, duration: number): void;
  onError?(code: unknown): void;
}

export interface PlayerConnection {
  command(func: PlayerCommand, ...args: unknown[]): void;
  destroy(): void;
}

/** The embed address: muted, inline, without YouTube's controls, API enabled for this origin. */
export function youtubeEmbedUrl(youtubeId: string, origin: string): string {
  const params = new URLSearchParams({
    enablejsapi: "1",
    mute: "1",
    playsinline: "1",
    controls: "0",
    rel: "0",
    modestbranding: "1",
    origin,
  });
  return `${YOUTUBE_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?${params}`;
}

let nextId = 1;

/** Talks to an embed iframe; call destroy() on unmount. */
export function connectYouTubePlayer(iframe: HTMLIFrameElement, listener: PlayerListener): PlayerConnection {
  const id = nextId++;
  let heard = false;
  let lastState: PlayerState | undefined;
  const post = (message: object) => {
    iframe.contentWindow?.postMessage(JSON.stringify({ ...message, id, channel: "widget" }), YOUTUBE_ORIGIN);
  };
  const state = (code: unknown) => {
    const next = typeof code === "number" ? states[code] : undefined;
    if (!next || next === lastState) return;
    lastState = next;
    listener.onStateChange?.(next);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== YOUTUBE_ORIGIN) return;
    let data: { event?: string; info?: unknown };
    try {
      data = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    heard = true;
    if (data.event === "onReady") {
      post({ event: "command", func: "addEventListener", args: ["onStateChange"] });
      post({ event: "command", func: "addEventListener", args: ["onError"] });
      listener.onReady?.();
    } else if (data.event === "onStateChange") {
      state(data.info);
    } else if (data.event === "onError") {
      listener.onError?.(data.info);
    } else if (data.event === "infoDelivery" || data.event === "initialDelivery") {
      const info = (data.info ?? {}) as { currentTime?: unknown; duration?: unknown; playerState?: unknown };
      if (info.playerState !== undefined) state(info.playerState);
      if (typeof info.currentTime === "number") {
        listener.onTime?.(info.currentTime, typeof info.duration === "number" ? info.duration : 0);
      }
    }
  };
  window.addEventListener("message", onMessage);

  // The player only talks once it hears "listening"; repeat until it does (it may load late).
  const handshake = () => {
    if (!heard) post({ event: "listening" });
  };
  const timer = window.setInterval(handshake, 250);
  iframe.addEventListener("load", handshake);

  return {
    command(func, ...args) {
      post({ event: "command", func, args });
    },
    destroy() {
      window.clearInterval(timer);
      iframe.removeEventListener("load", handshake);
      window.removeEventListener("message", onMessage);
    },
  };
}
