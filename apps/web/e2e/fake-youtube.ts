import type { Frame, Page } from "@playwright/test";

/**
 * A stand-in for the YouTube embed, served at the real https://www.youtube.com/embed/… URLs
 * through page.route (nothing outside loopback is reachable here). It speaks the IFrame Player
 * API postMessage protocol: waits for "listening", answers initialDelivery + onReady, sends
 * infoDelivery (currentTime, duration, playerState, muted) every 250 ms, onStateChange to
 * listeners added with addEventListener, and obeys playVideo, pauseVideo, mute, unMute and
 * seekTo. Every command it receives is kept in window.__fake.commands for assertions.
 */
export interface FakeVideo {
  /** Seconds of the fake video. */
  duration: number;
  /** Playback speed (fake seconds per real second). */
  speed?: number;
  /** Delay before the player answers the handshake, to observe the loading spinner. */
  readyDelayMs?: number;
  /** An IFrame API error code (100: not found, 150: embedding refused) sent right after onReady. */
  error?: number;
}

function playerHtml(video: FakeVideo): string {
  const config = JSON.stringify({ speed: 1, readyDelayMs: 0, ...video });
  return `<!doctype html><html><head><meta charset="utf-8"><title>fake player</title></head>
<body style="margin:0;background:#111;color:#eee;font:14px sans-serif">
<p id="status">unstarted</p>
<script>
const config = ${config};
const params = new URLSearchParams(location.search);
const fake = { commands: [], state: -1, time: 0, muted: params.get("mute") === "1", listeners: [] };
window.__fake = fake;
let id = null;
let listening = false;
function send(message) { parent.postMessage(JSON.stringify({ ...message, id, channel: "widget" }), "*"); }
function info() { return { currentTime: fake.time, duration: config.duration, playerState: fake.state, muted: fake.muted }; }
function deliver() { send({ event: "infoDelivery", info: info() }); }
function setState(s) {
  if (fake.state === s) return;
  fake.state = s;
  document.getElementById("status").textContent = String(s);
  if (fake.listeners.includes("onStateChange")) send({ event: "onStateChange", info: s });
}
addEventListener("message", (e) => {
  if (e.source !== parent) return;
  let data;
  try { data = JSON.parse(e.data); } catch { return; }
  if (data.event === "listening") {
    if (listening) return;
    listening = true;
    id = data.id;
    setTimeout(() => { send({ event: "initialDelivery", info: info() }); send({ event: "onReady", info: null }); if (config.error) send({ event: "onError", info: config.error }); }, config.readyDelayMs);
    return;
  }
  if (data.event !== "command") return;
  fake.commands.push({ func: data.func, args: data.args || [] });
  switch (data.func) {
    case "addEventListener": fake.listeners.push(data.args[0]); break;
    case "playVideo": setState(1); break;
    case "pauseVideo": setState(2); break;
    case "mute": fake.muted = true; break;
    case "unMute": fake.muted = false; break;
    case "seekTo": fake.time = Math.min(config.duration, Math.max(0, Number(data.args[0]))); break;
  }
  if (listening) deliver();
});
setInterval(() => {
  if (fake.state === 1) {
    fake.time = Math.min(config.duration, fake.time + 0.25 * config.speed);
    if (fake.time >= config.duration) setState(0);
  }
  if (listening) deliver();
}, 250);
</script></body></html>`;
}

/** Serves the fake player for every YouTube embed; `videos` maps YouTube ids to their fake. */
export async function routeYouTube(page: Page, videos: Record<string, FakeVideo>, fallback: FakeVideo) {
  await page.route("https://www.youtube.com/**", async (route) => {
    const id = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    await route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: playerHtml(videos[id] ?? fallback),
    });
  });
}

/** The embed frame of one YouTube id. */
export function playerFrame(page: Page, youtubeId: string): Frame | undefined {
  return page.frames().find((f) => f.url().startsWith(`https://www.youtube.com/embed/${youtubeId}`));
}

export interface FakeState {
  commands: { func: string; args: unknown[] }[];
  state: number;
  time: number;
  muted: boolean;
}

/** What the fake player of that id has been told and is doing now. */
export async function fakeState(page: Page, youtubeId: string): Promise<FakeState | null> {
  const frame = playerFrame(page, youtubeId);
  if (!frame) return null;
  return frame.evaluate(() => {
    const f = (window as unknown as { __fake: FakeState }).__fake;
    return { commands: f.commands, state: f.state, time: f.time, muted: f.muted };
  });
}
