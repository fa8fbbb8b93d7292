import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useReadyAfterYield } from "./use-ready-after-yield";

// jsdom runs frame callbacks on a timer too: with fake timers, "after the frame, in a task of its
// own" is the frame's callback, then the timer it sets.
describe("useReadyAfterYield", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is ready at once when ready at the first render", () => {
    const { result } = renderHook(() => useReadyAfterYield(true));
    expect(result.current).toBe(true);
  });

  it("turns ready after a frame and a task when it becomes ready later", () => {
    const { result, rerender } = renderHook(({ ready }) => useReadyAfterYield(ready), {
      initialProps: { ready: false },
    });
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it("waits for a frame and a task even when ready at the first render, if asked", () => {
    const { result } = renderHook(() => useReadyAfterYield(true, { atFirstRender: false }));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    // The frame has run its callback; the task it set has not.
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it("is never ready while not ready", () => {
    const { result } = renderHook(() => useReadyAfterYield(false, { atFirstRender: false }));
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
  });
});
