import { describe, expect, it, vi } from "vitest";
import {
  beaconVideoEvent,
  failureMessages,
  sendVideoEvent,
  type TrackingTransport,
  VIDEO_EVENTS_URL,
  videoEventBody,
} from "./video-tracking";

function transport(response: Promise<Response>, beacon?: boolean) {
  const t = {
    fetch: vi.fn((_url: string, _init: RequestInit) => response),
    sendBeacon: beacon === undefined ? undefined : vi.fn((_url: string, _data: Blob) => beacon),
    log: vi.fn(),
  } satisfies TrackingTransport;
  return t;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("video tracking", () => {
  it("posts one event with keepalive and does not log on success", async () => {
    const t = transport(Promise.resolve(new Response(null, { status: 202 })));
    sendVideoEvent({ videoId: "testimonial-1", type: "play" }, { transport: t });
    await flush();
    expect(t.fetch).toHaveBeenCalledWith(VIDEO_EVENTS_URL, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: '{"videoId":"testimonial-1","type":"play"}',
    });
    expect(t.log).not.toHaveBeenCalled();
  });

  it("only logs the spec's message when the request fails or is refused", async () => {
    const down = transport(Promise.reject(new TypeError("Failed to fetch")));
    sendVideoEvent({ videoId: "testimonial-1", type: "view" }, { transport: down });
    const refused = transport(Promise.resolve(new Response(null, { status: 429 })));
    sendVideoEvent(
      { videoId: "testimonial-1", type: "progress", watchedSeconds: 5 },
      { transport: refused, final: true },
    );
    await flush();
    expect(down.log).toHaveBeenCalledWith("Error tracking video view", expect.any(TypeError));
    expect(refused.log.mock.calls.map((c) => c[0])).toEqual([
      "Error tracking video progress",
      "Error calculating engagement",
    ]);
  });

  it("names the failure of each event type", () => {
    expect(failureMessages({ videoId: "landing-demo", type: "play" })).toEqual(["Error tracking video play"]);
  });

  it("keeps numbers inside what the API accepts", () => {
    expect(
      JSON.parse(
        videoEventBody({ videoId: "help-1", type: "progress", watchedSeconds: 42, completionRate: 33.3333 }),
      ),
    ).toEqual({ videoId: "help-1", type: "progress", watchedSeconds: 30, completionRate: 33.33 });
  });

  it("beacons when the page is hidden and falls back to keepalive fetch when refused", async () => {
    const queued = transport(Promise.resolve(new Response(null, { status: 202 })), true);
    beaconVideoEvent({ videoId: "help-1", type: "progress", watchedSeconds: 3 }, queued);
    expect(queued.sendBeacon).toHaveBeenCalledWith(VIDEO_EVENTS_URL, expect.any(Blob));
    expect(queued.fetch).not.toHaveBeenCalled();
    const refused = transport(Promise.resolve(new Response(null, { status: 202 })), false);
    beaconVideoEvent({ videoId: "help-1", type: "progress", watchedSeconds: 3 }, refused);
    expect(refused.fetch).toHaveBeenCalledOnce();
  });
});
