import type { TrackedVideoId, VideoEventType } from "@tostao/core";

/** Where the players send engagement events (fire and forget). */
export const VIDEO_EVENTS_URL = "/api/video-metrics/events";

export interface VideoTrackingEvent {
  videoId: TrackedVideoId;
  type: VideoEventType;
  watchedSeconds?: number;
  completionRate?: number;
}

export interface TrackingTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sendBeacon?: (url: string, data: Blob) => boolean;
  log: (message: string, detail?: unknown) => void;
}

const failures: Record<VideoEventType, string> = {
  view: "Error tracking video view",
  play: "Error tracking video play",
  progress: "Error tracking video progress",
  like: "Error tracking video like",
  share: "Error tracking video share",
  click: "Error tracking video click",
};

/**
 * The console messages of a failed event (spec section 8). The end-of-video progress also
 * carries the engagement recomputation, so its failure says both.
 */
export function failureMessages(event: VideoTrackingEvent, final = false): string[] {
  const messages = [failures[event.type]];
  if (final) messages.push("Error calculating engagement");
  return messages;
}

/** JSON body of one event, numbers trimmed to what the API accepts. */
export function videoEventBody(event: VideoTrackingEvent): string {
  const body: VideoTrackingEvent = { videoId: event.videoId, type: event.type };
  if (event.watchedSeconds !== undefined) body.watchedSeconds = clamp(event.watchedSeconds, 30);
  if (event.completionRate !== undefined)
    body.completionRate = clamp(Math.round(event.completionRate * 100) / 100, 100);
  return JSON.stringify(body);
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(n) ? n : 0));

function browserTransport(): TrackingTransport {
  return {
    fetch: (url, init) => fetch(url, init),
    sendBeacon:
      typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
        ? (url, data) => navigator.sendBeacon(url, data)
        : undefined,
    log: (message, detail) => console.error(message, detail),
  };
}

/** Sends one event without waiting: keepalive fetch; failures are only logged. */
export function sendVideoEvent(
  event: VideoTrackingEvent,
  options: { final?: boolean; transport?: TrackingTransport } = {},
): void {
  const transport = options.transport ?? browserTransport();
  const fail = (detail: unknown) => {
    for (const message of failureMessages(event, options.final)) transport.log(message, detail);
  };
  try {
    transport
      .fetch(VIDEO_EVENTS_URL, {
        method: "POST",
        keepalive: true,
        headers: { "content-type": "application/json" },
        body: videoEventBody(event),
      })
      .then((response) => {
        if (!response.ok) fail(`HTTP ${response.status}`);
      })
      .catch(fail);
  } catch (error) {
    fail(error);
  }
}

/** Sends one event as the page goes away: sendBeacon, or keepalive fetch where it is missing or refused. */
export function beaconVideoEvent(event: VideoTrackingEvent, transport = browserTransport()): void {
  const body = videoEventBody(event);
  const queued = transport.sendBeacon?.(VIDEO_EVENTS_URL, new Blob([body], { type: "application/json" }));
  if (!queued) sendVideoEvent(event, { transport });
}
