/**
 * The testimonial video player (product spec section 4) as a pure reducer: the component feeds it
 * what the page and the YouTube player report and carries out the effects it returns.
 *
 * Starts muted; autoplays while at least 30 % visible; the view is tracked once per page view.
 * The first click unmutes, restarts from the start, marks it activated, plays and counts a play.
 * After activation clicks toggle play/pause and the mute button and seek bar appear. On end the
 * progress resets, full progress is recorded (the server recomputes engagement) and it loops.
 * Watched time is sent about every 5 s of playback, and beaconed when the page is hidden.
 */

/** Share of the card that must be visible for it to play (and count a view). */
export const VIDEO_PLAY_THRESHOLD = 0.3;
/** Seconds of playback gathered before a progress event is sent. */
export const PROGRESS_INTERVAL_SECONDS = 5;
// A jump in currentTime larger than this is a seek, not playback.
const MAX_TICK_SECONDS = 2;

export interface TestimonialState {
  ready: boolean;
  visible: boolean;
  activated: boolean;
  muted: boolean;
  playing: boolean;
  /** The visitor paused it; visibility no longer restarts it. */
  userPaused: boolean;
  viewTracked: boolean;
  position: number;
  duration: number;
  /** Seconds played and not yet reported. */
  unsentSeconds: number;
  /** Highest completion reached (0..100). */
  completion: number;
  /** Last playback position seen, to measure real playback between ticks; null after a jump. */
  lastTime: number | null;
}

export type TestimonialEvent =
  | { type: "visibility"; ratio: number }
  | { type: "ready" }
  | { type: "click" }
  | { type: "toggleMute" }
  | { type: "seek"; seconds: number }
  | { type: "stateChange"; state: "playing" | "paused" | "ended" | "buffering" | "other" }
  | { type: "time"; currentTime: number; duration?: number }
  | { type: "pageHidden" };

export interface ProgressReport {
  watchedSeconds: number;
  completionRate: number;
}

export type TestimonialEffect =
  | { type: "trackView" }
  | { type: "trackPlay" }
  /** `final` marks the end-of-video report that closes the loop (full completion). */
  | ({ type: "sendProgress"; final: boolean } & ProgressReport)
  | ({ type: "beaconProgress" } & ProgressReport)
  | { type: "mute" }
  | { type: "unmute" }
  | { type: "seekTo"; seconds: number }
  | { type: "play" }
  | { type: "pause" };

export const initialTestimonialState: TestimonialState = {
  ready: false,
  visible: false,
  activated: false,
  muted: true,
  playing: false,
  userPaused: false,
  viewTracked: false,
  position: 0,
  duration: 0,
  unsentSeconds: 0,
  completion: 0,
  lastTime: null,
};

export interface Transition {
  state: TestimonialState;
  effects: TestimonialEffect[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function completionAt(position: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.max(0, round2((position / duration) * 100)));
}

// Whole seconds leave; the fraction stays for the next report so no watched time is lost.
function takeWholeSeconds(state: TestimonialState): { seconds: number; rest: number } {
  const seconds = Math.min(30, Math.floor(state.unsentSeconds));
  return { seconds, rest: state.unsentSeconds - seconds };
}

/** The sound overlay ('Toque para ativar o som') shows until the first click. */
export const showsSoundOverlay = (s: TestimonialState) => !s.activated;
/** Mute button and seek bar appear once the visitor activated the video. */
export const showsControls = (s: TestimonialState) => s.activated;

/** Next state and the effects to run, for one event. Never throws. */
export function testimonialReducer(state: TestimonialState, event: TestimonialEvent): Transition {
  switch (event.type) {
    case "visibility": {
      const visible = event.ratio >= VIDEO_PLAY_THRESHOLD;
      if (visible === state.visible) return { state, effects: [] };
      const effects: TestimonialEffect[] = [];
      const viewTracked = state.viewTracked || visible;
      if (visible && !state.viewTracked) effects.push({ type: "trackView" });
      if (state.ready && !state.userPaused) effects.push({ type: visible ? "play" : "pause" });
      return { state: { ...state, visible, viewTracked }, effects };
    }
    case "ready": {
      if (state.ready) return { state, effects: [] };
      const effects: TestimonialEffect[] = [{ type: "mute" }];
      if (state.visible) effects.push({ type: "play" });
      return { state: { ...state, ready: true, muted: true }, effects };
    }
    case "click": {
      if (!state.ready) return { state, effects: [] };
      if (!state.activated) {
        return {
          state: {
            ...state,
            activated: true,
            muted: false,
            userPaused: false,
            position: 0,
            lastTime: null,
          },
          effects: [
            { type: "unmute" },
            { type: "seekTo", seconds: 0 },
            { type: "play" },
            { type: "trackPlay" },
          ],
        };
      }
      if (state.playing) {
        return { state: { ...state, userPaused: true }, effects: [{ type: "pause" }] };
      }
      return { state: { ...state, userPaused: false }, effects: [{ type: "play" }] };
    }
    case "toggleMute": {
      if (!state.activated) return { state, effects: [] };
      return {
        state: { ...state, muted: !state.muted },
        effects: [{ type: state.muted ? "unmute" : "mute" }],
      };
    }
    case "seek": {
      if (!state.activated) return { state, effects: [] };
      const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
      const seconds = Math.min(Math.max(0, event.seconds), max);
      return {
        state: { ...state, position: seconds, lastTime: null },
        effects: [{ type: "seekTo", seconds }],
      };
    }
    case "stateChange": {
      if (event.state === "ended") {
        const { seconds } = takeWholeSeconds(state);
        return {
          state: { ...state, playing: false, position: 0, unsentSeconds: 0, completion: 100, lastTime: null },
          effects: [
            { type: "sendProgress", final: true, watchedSeconds: seconds, completionRate: 100 },
            { type: "seekTo", seconds: 0 },
            { type: "play" },
          ],
        };
      }
      const playing = event.state === "playing";
      if (playing === state.playing) return { state, effects: [] };
      return { state: { ...state, playing, lastTime: playing ? state.position : null }, effects: [] };
    }
    case "time": {
      const duration = event.duration && event.duration > 0 ? event.duration : state.duration;
      const position = Math.max(0, event.currentTime);
      let unsentSeconds = state.unsentSeconds;
      if (state.playing && state.lastTime !== null) {
        const delta = position - state.lastTime;
        if (delta > 0 && delta <= MAX_TICK_SECONDS) unsentSeconds += delta;
      }
      const completion = Math.max(state.completion, completionAt(position, duration));
      const next: TestimonialState = {
        ...state,
        duration,
        position,
        unsentSeconds,
        completion,
        lastTime: state.playing ? position : null,
      };
      if (unsentSeconds < PROGRESS_INTERVAL_SECONDS) return { state: next, effects: [] };
      const { seconds, rest } = takeWholeSeconds(next);
      return {
        state: { ...next, unsentSeconds: rest },
        effects: [
          { type: "sendProgress", final: false, watchedSeconds: seconds, completionRate: completion },
        ],
      };
    }
    case "pageHidden": {
      const { seconds, rest } = takeWholeSeconds(state);
      if (seconds <= 0) return { state, effects: [] };
      return {
        state: { ...state, unsentSeconds: rest },
        effects: [{ type: "beaconProgress", watchedSeconds: seconds, completionRate: state.completion }],
      };
    }
  }
}
