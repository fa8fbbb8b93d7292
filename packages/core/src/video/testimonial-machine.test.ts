import { describe, expect, it } from "vitest";
import {
  initialTestimonialState as initial,
  showsControls,
  showsSoundOverlay,
  type TestimonialEvent,
  type TestimonialState,
  testimonialReducer,
} from "./testimonial-machine.ts";

function run(events: TestimonialEvent[], from: TestimonialState = initial) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const t = testimonialReducer(state, event);
    state = t.state;
    effects.push(...t.effects);
  }
  return { state, effects };
}

const readyVisible = run([{ type: "ready" }, { type: "visibility", ratio: 0.5 }]).state;
const activated = run([{ type: "click" }, { type: "stateChange", state: "playing" }], readyVisible).state;

describe("testimonial video state machine", () => {
  it("starts muted, not activated, with the sound overlay and no controls", () => {
    expect(initial.muted).toBe(true);
    expect(showsSoundOverlay(initial)).toBe(true);
    expect(showsControls(initial)).toBe(false);
  });

  it("mutes the player when it becomes ready, and plays if already visible", () => {
    expect(testimonialReducer(initial, { type: "ready" }).effects).toEqual([{ type: "mute" }]);
    const visible = testimonialReducer(initial, { type: "visibility", ratio: 0.3 }).state;
    expect(testimonialReducer(visible, { type: "ready" }).effects).toEqual([
      { type: "mute" },
      { type: "play" },
    ]);
  });

  it("ignores a second ready", () => {
    const ready = testimonialReducer(initial, { type: "ready" }).state;
    expect(testimonialReducer(ready, { type: "ready" })).toEqual({ state: ready, effects: [] });
  });

  it("autoplays and tracks the view once at least 30 % is visible", () => {
    const ready = testimonialReducer(initial, { type: "ready" }).state;
    expect(testimonialReducer(ready, { type: "visibility", ratio: 0.29 }).effects).toEqual([]);
    const t = testimonialReducer(ready, { type: "visibility", ratio: 0.3 });
    expect(t.effects).toEqual([{ type: "trackView" }, { type: "play" }]);
    expect(t.state.viewTracked).toBe(true);
  });

  it("tracks the view even before the player is ready, without a play command", () => {
    expect(testimonialReducer(initial, { type: "visibility", ratio: 1 }).effects).toEqual([
      { type: "trackView" },
    ]);
  });

  it("tracks the view only once per page view, pausing out of view and resuming back in", () => {
    const { effects } = run(
      [
        { type: "visibility", ratio: 0.1 },
        { type: "visibility", ratio: 0.8 },
        { type: "visibility", ratio: 0.9 },
      ],
      readyVisible,
    );
    expect(effects).toEqual([{ type: "pause" }, { type: "play" }]);
  });

  it("first click unmutes, restarts from the start, plays, counts a play and activates", () => {
    const t = testimonialReducer({ ...readyVisible, playing: true, position: 7 }, { type: "click" });
    expect(t.effects).toEqual([
      { type: "unmute" },
      { type: "seekTo", seconds: 0 },
      { type: "play" },
      { type: "trackPlay" },
    ]);
    expect(t.state).toMatchObject({ activated: true, muted: false, position: 0 });
    expect(showsSoundOverlay(t.state)).toBe(false);
    expect(showsControls(t.state)).toBe(true);
  });

  it("ignores clicks before the player is ready", () => {
    expect(testimonialReducer(initial, { type: "click" })).toEqual({ state: initial, effects: [] });
  });

  it("after activation a click pauses a playing video and the next one plays it", () => {
    const paused = testimonialReducer(activated, { type: "click" });
    expect(paused.effects).toEqual([{ type: "pause" }]);
    expect(paused.state.userPaused).toBe(true);
    const stopped = testimonialReducer(paused.state, { type: "stateChange", state: "paused" }).state;
    const resumed = testimonialReducer(stopped, { type: "click" });
    expect(resumed.effects).toEqual([{ type: "play" }]);
    expect(resumed.state.userPaused).toBe(false);
  });

  it("does not count a second play", () => {
    const { effects } = run([{ type: "click" }, { type: "click" }, { type: "click" }], activated);
    expect(effects.filter((e) => e.type === "trackPlay")).toEqual([]);
  });

  it("keeps a video the visitor paused paused when it scrolls back into view", () => {
    const paused = run(
      [
        { type: "click" },
        { type: "stateChange", state: "paused" },
        { type: "visibility", ratio: 0 },
        { type: "visibility", ratio: 1 },
      ],
      activated,
    );
    expect(paused.effects).toEqual([{ type: "pause" }]);
  });

  it("toggles mute only after activation", () => {
    expect(testimonialReducer(readyVisible, { type: "toggleMute" }).effects).toEqual([]);
    const muted = testimonialReducer(activated, { type: "toggleMute" });
    expect(muted.effects).toEqual([{ type: "mute" }]);
    expect(muted.state.muted).toBe(true);
    expect(testimonialReducer(muted.state, { type: "toggleMute" }).effects).toEqual([{ type: "unmute" }]);
  });

  it("seeks only after activation, clamped to the video", () => {
    expect(testimonialReducer(readyVisible, { type: "seek", seconds: 3 }).effects).toEqual([]);
    const withDuration = { ...activated, duration: 20 };
    expect(testimonialReducer(withDuration, { type: "seek", seconds: 99 }).effects).toEqual([
      { type: "seekTo", seconds: 20 },
    ]);
    expect(testimonialReducer(withDuration, { type: "seek", seconds: -4 }).state.position).toBe(0);
  });

  it("sends progress after about 5 s of playback, keeping the fraction", () => {
    const ticks: TestimonialEvent[] = [];
    for (let t = 0; t <= 5.5; t += 0.5) ticks.push({ type: "time", currentTime: t, duration: 20 });
    const { state, effects } = run(ticks, activated);
    expect(effects).toEqual([{ type: "sendProgress", final: false, watchedSeconds: 5, completionRate: 25 }]);
    expect(state.unsentSeconds).toBeCloseTo(0.5, 5);
  });

  it("does not count seeks or paused time as watched", () => {
    const { state, effects } = run(
      [
        { type: "time", currentTime: 0, duration: 20 },
        { type: "time", currentTime: 15, duration: 20 },
        { type: "stateChange", state: "paused" },
        { type: "time", currentTime: 16, duration: 20 },
      ],
      activated,
    );
    expect(effects).toEqual([]);
    expect(state.unsentSeconds).toBe(0);
    expect(state.completion).toBe(80);
  });

  it("on end records full progress, resets the position and loops", () => {
    const playingAt = { ...activated, unsentSeconds: 3.7, position: 19.9, duration: 20 };
    const t = testimonialReducer(playingAt, { type: "stateChange", state: "ended" });
    expect(t.effects).toEqual([
      { type: "sendProgress", final: true, watchedSeconds: 3, completionRate: 100 },
      { type: "seekTo", seconds: 0 },
      { type: "play" },
    ]);
    expect(t.state).toMatchObject({ position: 0, unsentSeconds: 0, playing: false });
  });

  it("beacons the unsent seconds when the page is hidden, and nothing when there are none", () => {
    const t = testimonialReducer(
      { ...activated, unsentSeconds: 4.2, completion: 40 },
      { type: "pageHidden" },
    );
    expect(t.effects).toEqual([{ type: "beaconProgress", watchedSeconds: 4, completionRate: 40 }]);
    expect(t.state.unsentSeconds).toBeCloseTo(0.2, 5);
    expect(testimonialReducer(activated, { type: "pageHidden" }).effects).toEqual([]);
  });

  it("follows the player's playing and paused states", () => {
    const playing = testimonialReducer(readyVisible, { type: "stateChange", state: "playing" }).state;
    expect(playing.playing).toBe(true);
    expect(testimonialReducer(playing, { type: "stateChange", state: "buffering" }).state.playing).toBe(
      false,
    );
    expect(testimonialReducer(playing, { type: "stateChange", state: "playing" }).state).toBe(playing);
  });
});
