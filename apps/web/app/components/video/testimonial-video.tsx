import type { TrackedVideoId } from "@tostao/core";
// The subpath keeps zod and the rest of core out of the landing page's first-load JavaScript.
import {
  initialTestimonialState,
  showsControls,
  showsSoundOverlay,
  type TestimonialEffect,
  type TestimonialEvent,
  testimonialReducer,
} from "@tostao/core/video/testimonial-machine";
import { Play, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { publicConfig } from "~/lib/public-config";
import { useVisibilityRatio } from "~/lib/use-visibility";
import { beaconVideoEvent, sendVideoEvent } from "~/lib/video-tracking";
import { type PlayerState, youtubeEmbedUrl } from "~/lib/youtube-player";
import {
  PhoneFrame,
  PosterImage,
  SoundOverlay,
  type VideoPoster,
  VideoProblem,
  VideoSpinner,
} from "./phone-frame";
import { usePlayerProblem } from "./use-player-problem";
import { useYouTubePlayer } from "./use-youtube-player";

export interface TestimonialVideoProps {
  videoId: TrackedVideoId;
  title: string;
  name: string;
  role: string;
  /** Shown under the spinner until the player is ready. */
  poster: VideoPoster;
}

const MOUNT_THRESHOLD = 0.1;

const playerStates: Partial<Record<PlayerState, "playing" | "paused" | "ended" | "buffering">> = {
  playing: "playing",
  paused: "paused",
  ended: "ended",
  buffering: "buffering",
};

const formatTime = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * A video testimonial: the state machine of spec section 4 (testimonialReducer in core) wired
 * to a YouTube embed and to the engagement API. Tracking failures are only logged.
 */
export function TestimonialVideo({ videoId, title, name, role, poster }: TestimonialVideoProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const ratio = useVisibilityRatio(cardRef);
  const [mounted, setMounted] = useState(false);
  const stateRef = useRef(initialTestimonialState);
  const [state, setState] = useState(initialTestimonialState);
  const youtubeId = publicConfig.videos[videoId];
  const { problem, fail } = usePlayerProblem(youtubeId, mounted, state.ready);
  const playable = mounted && problem === null;

  const runRef = useRef<(effect: TestimonialEffect) => void>(() => {});
  const dispatch = useCallback((event: TestimonialEvent) => {
    const next = testimonialReducer(stateRef.current, event);
    stateRef.current = next.state;
    setState(next.state);
    for (const effect of next.effects) runRef.current(effect);
  }, []);

  const command = useYouTubePlayer(iframeRef, playable, {
    onReady: () => dispatch({ type: "ready" }),
    onStateChange: (s) => dispatch({ type: "stateChange", state: playerStates[s] ?? "other" }),
    onTime: (currentTime, duration) => dispatch({ type: "time", currentTime, duration }),
    onError: (code) => {
      console.error("Erro ao reproduzir vídeo", code);
      fail();
    },
  });

  runRef.current = (effect) => {
    switch (effect.type) {
      case "trackView":
        return sendVideoEvent({ videoId, type: "view" });
      case "trackPlay":
        return sendVideoEvent({ videoId, type: "play" });
      case "sendProgress":
        return sendVideoEvent(
          {
            videoId,
            type: "progress",
            watchedSeconds: effect.watchedSeconds,
            completionRate: effect.completionRate,
          },
          { final: effect.final },
        );
      case "beaconProgress":
        return beaconVideoEvent({
          videoId,
          type: "progress",
          watchedSeconds: effect.watchedSeconds,
          completionRate: effect.completionRate,
        });
      case "mute":
        return command("mute");
      case "unmute":
        return command("unMute");
      case "seekTo":
        return command("seekTo", effect.seconds, true);
      case "play":
        return command("playVideo");
      case "pause":
        return command("pauseVideo");
    }
  };

  useEffect(() => {
    if (ratio >= MOUNT_THRESHOLD) setMounted(true);
    dispatch({ type: "visibility", ratio });
  }, [ratio, dispatch]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") dispatch({ type: "pageHidden" });
    };
    const onPageHide = () => dispatch({ type: "pageHidden" });
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [dispatch]);

  const controls = showsControls(state);
  const clickLabel = !state.activated
    ? `Ativar o som e assistir: ${title}`
    : state.playing
      ? `Pausar: ${title}`
      : `Reproduzir: ${title}`;

  return (
    <figure ref={cardRef} className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4">
      <PhoneFrame className="max-w-[240px]">
        {playable && youtubeId ? (
          <iframe
            ref={iframeRef}
            src={youtubeEmbedUrl(youtubeId, window.location.origin)}
            title={title}
            className="pointer-events-none absolute inset-0 size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
          />
        ) : null}
        {state.ready && playable ? null : <PosterImage poster={poster} />}
        {problem ? <VideoProblem problem={problem} /> : null}
        {playable && !state.ready ? <VideoSpinner /> : null}
        {playable && state.ready ? (
          <button
            type="button"
            className="absolute inset-0 flex cursor-pointer items-center justify-center"
            aria-label={clickLabel}
            onClick={() => dispatch({ type: "click" })}
          >
            {controls && !state.playing ? (
              <span className="flex size-14 items-center justify-center rounded-full bg-black/60 text-white">
                <Play aria-hidden="true" className="size-7" />
              </span>
            ) : null}
          </button>
        ) : null}
        {playable && state.ready && showsSoundOverlay(state) ? <SoundOverlay /> : null}
        {playable && state.ready && controls ? (
          <div className="absolute inset-x-0 bottom-0 z-10 flex items-center gap-2 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-3 text-white">
            <button
              type="button"
              onClick={() => dispatch({ type: "toggleMute" })}
              aria-label={state.muted ? "Ativar som" : "Desativar som"}
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-black/60 hover:bg-black/80"
            >
              {state.muted ? (
                <VolumeX aria-hidden="true" className="size-4" />
              ) : (
                <Volume2 aria-hidden="true" className="size-4" />
              )}
            </button>
            <input
              type="range"
              aria-label="Posição do vídeo"
              aria-valuetext={`${formatTime(state.position)} de ${formatTime(state.duration)}`}
              min={0}
              max={state.duration || 0}
              step={0.1}
              value={Math.min(state.position, state.duration || 0)}
              onChange={(event) => dispatch({ type: "seek", seconds: Number(event.target.value) })}
              className="h-1 w-full cursor-pointer accent-primary"
            />
          </div>
        ) : null}
      </PhoneFrame>
      <figcaption className="text-center">
        <p className="font-bold">“{title}”</p>
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-muted-foreground">{role}</p>
      </figcaption>
    </figure>
  );
}
