import http from "node:http";
import {
  aggregateVideoEvents,
  applyVideoDelta,
  deriveVideoMetrics,
  noVideoCounters,
  trackedVideos,
  type VideoEvent,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { postJson, type RunningServer, startHttpServer } from "../testing/http-server.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";
import { applyVideoEvents } from "./apply-events.ts";
import { listVideoMetrics } from "./list-metrics.ts";

const EVENTS = "/api/video-metrics/events";

async function rowOf(db: Db, videoId: string) {
  const rows = await listVideoMetrics(db);
  return rows.find((r) => r.videoId === videoId)!;
}

describe.each(testEngines())("video metrics over real HTTP on %s", (engine) => {
  let db: Db;
  let server: RunningServer;
  // A fresh agent per test: a socket left idle past the server's keep-alive timeout would reset.
  let agent: http.Agent;
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  });
  afterEach(() => agent.destroy());
  beforeAll(async () => {
    db = await openTestDb(engine, { poolSize: 40 });
    server = await startHttpServer(db, { VIDEO_EVENTS_RATE_LIMIT: "0" });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it("counts 2,000 concurrent view events on a new video exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 2000 }, () =>
        postJson(agent, server.url + EVENTS, { videoId: "help-7", type: "view" }),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(2000);
    expect(results[0]?.body).toEqual({ accepted: 1 });
    const row = await rowOf(db, "help-7");
    expect(row.views).toBe(2000);
    expect(row.videoName).toBe("Ajuda: relatórios e análises");
  });

  it("keeps every derived column equal to the pure formulas under mixed concurrent events", async () => {
    const types = ["view", "view", "play", "progress", "like", "share", "click"] as const;
    const events: VideoEvent[] = [];
    for (let i = 0; i < 400; i++) {
      const type = types[(i * 7 + (i >> 3)) % types.length]!;
      const event: VideoEvent = { videoId: i % 3 === 0 ? "help-1" : "help-2", type };
      if (type === "progress") {
        event.watchedSeconds = ((i * 37) % 301) / 10;
        event.completionRate = ((i * 1013) % 10001) / 100 + (i % 11 === 0 ? 0.005 : 0);
        if (event.completionRate > 100) event.completionRate = 100;
      }
      events.push(event);
    }
    // Half single events, half in batches of up to 50, all at once.
    const singles = events.slice(0, 200).map((e) => postJson(agent, server.url + EVENTS, e));
    const batches = [];
    for (let i = 200; i < 400; i += 37)
      batches.push(postJson(agent, server.url + EVENTS, events.slice(i, i + 37)));
    const results = await Promise.all([...singles, ...batches]);
    expect(results.every((r) => r.status === 202)).toBe(true);

    for (const delta of aggregateVideoEvents(events)) {
      const counters = applyVideoDelta(noVideoCounters, delta);
      const row = await rowOf(db, delta.videoId);
      expect(row).toMatchObject({ ...counters, ...deriveVideoMetrics(counters) });
    }
  });

  // The server groups concurrent requests into one statement at a time; several server
  // processes on one PostgreSQL run statements side by side, which these two cases stand for.
  it("keeps the statement itself atomic when 2,000 run side by side", async () => {
    await Promise.all(
      Array.from({ length: 2000 }, () => applyVideoEvents(db, [{ videoId: "help-6", type: "play" }])),
    );
    expect((await rowOf(db, "help-6")).playCount).toBe(2000);
  });

  it("never deadlocks when concurrent batches name the same videos in opposite orders", async () => {
    const ab: VideoEvent[] = [
      { videoId: "testimonial-1", type: "view" },
      { videoId: "testimonial-2", type: "view" },
    ];
    const ba = [...ab].reverse();
    await Promise.all(Array.from({ length: 300 }, (_, i) => applyVideoEvents(db, i % 2 ? ab : ba)));
    expect((await rowOf(db, "testimonial-1")).views).toBe(300);
    expect((await rowOf(db, "testimonial-2")).views).toBe(300);
  });

  it("recomputes engagement and bounce on each write, from the new values", async () => {
    const send = (body: unknown) => postJson(agent, server.url + EVENTS, body);
    await send([
      { videoId: "help-3", type: "view" },
      { videoId: "help-3", type: "view" },
      { videoId: "help-3", type: "view" },
    ]);
    expect(await rowOf(db, "help-3")).toMatchObject({ bounceRate: 100, engagementScore: 0 });
    await send({ videoId: "help-3", type: "play" });
    expect(await rowOf(db, "help-3")).toMatchObject({ bounceRate: 66.67 });
    await send({ videoId: "help-3", type: "progress", watchedSeconds: 2.5, completionRate: 33.335 });
    expect(await rowOf(db, "help-3")).toMatchObject({
      totalWatchTime: 3,
      averageWatchTime: 1,
      completionRate: 33.34,
      engagementScore: 5.56,
      bounceRate: 66.67,
    });
    await send(Array(11).fill({ videoId: "help-3", type: "progress", watchedSeconds: 30 }));
    expect(await rowOf(db, "help-3")).toMatchObject({
      totalWatchTime: 333,
      averageWatchTime: 111,
      bounceRate: 0,
    });
  });
});

describe.each(testEngines())("video metrics API on %s", (engine) => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_PASSWORD: "senha-forte-123" });
    // One proxy in front, so X-Forwarded-For names the visitor.
    limited = await createTestApp(engine, { VIDEO_EVENTS_RATE_LIMIT: "60", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  it("refuses an id outside the catalogue with 404 and applies nothing of that batch", async () => {
    const res = await t.app.request(
      EVENTS,
      jsonRequest([
        { videoId: "landing-demo", type: "view" },
        { videoId: "nao-existe", type: "view" },
      ]),
    );
    await expectErrorResponse(res, 404, {
      code: "not_found",
      message: "Vídeo não encontrado: nao-existe.",
      videoId: "nao-existe",
    });
    expect((await rowOf(t.db, "landing-demo")).views).toBe(0);
  });

  it.each([
    [{ videoId: "landing-demo", type: "progress", watchedSeconds: 31 }, "watchedSeconds"],
    [{ videoId: "landing-demo", type: "progress", watchedSeconds: -1 }, "watchedSeconds"],
    [{ videoId: "landing-demo", type: "progress" }, "watchedSeconds"],
    [{ videoId: "landing-demo", type: "view", completionRate: 101 }, "completionRate"],
    [[{ videoId: "landing-demo", type: "view", completionRate: "50" }], "0.completionRate"],
    [{ videoId: "landing-demo", type: "rewind" }, "type"],
  ])("refuses %j with 400 validation naming the field", async (body, field) => {
    const res = await t.app.request(EVENTS, jsonRequest(body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe("validation");
    expect(Object.keys(json.error.fields)).toContain(field);
  });

  it("publishes view counts of every catalogue video, zero when never watched", async () => {
    await t.app.request(
      EVENTS,
      jsonRequest([
        { videoId: "help-3", type: "view" },
        { videoId: "help-3", type: "view" },
      ]),
    );
    const res = await t.app.request("/api/video-metrics/views");
    expect(res.status).toBe(200);
    const { views } = (await res.json()) as { views: Record<string, number> };
    expect(Object.keys(views)).toHaveLength(10);
    expect(views["help-3"]).toBe(2);
    expect(views["help-7"]).toBe(0);
  });

  it("refuses 51 events and malformed JSON", async () => {
    const many = Array(51).fill({ videoId: "landing-demo", type: "view" });
    expect((await t.app.request(EVENTS, jsonRequest(many))).status).toBe(400);
    const bad = await t.app.request(EVENTS, jsonRequest("{oops"));
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("limits events per address per minute, counting each event of a batch", async () => {
    const batch = Array(50).fill({ videoId: "testimonial-1", type: "view" });
    const headers = { "x-forwarded-for": "203.0.113.9" };
    expect((await limited.app.request(EVENTS, jsonRequest(batch, { headers }))).status).toBe(202);
    const over = await limited.app.request(EVENTS, jsonRequest(batch.slice(0, 11), { headers }));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: { code: "rate_limited" } });
    const other = { "x-forwarded-for": "203.0.113.10" };
    expect((await limited.app.request(EVENTS, jsonRequest(batch[0], { headers: other }))).status).toBe(202);
    expect((await rowOf(limited.db, "testimonial-1")).views).toBe(51);
  });

  it("lists every catalogue video to an operator only", async () => {
    expect((await t.app.request("/api/admin/video-metrics")).status).toBe(401);
    await t.app.request(EVENTS, jsonRequest({ videoId: "testimonial-2", type: "like" }));
    const login = await t.app.request("/api/admin/login", jsonRequest({ password: "senha-forte-123" }));
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const res = await t.app.request("/api/admin/video-metrics", { headers: { cookie } });
    expect(res.status).toBe(200);
    const { videos } = (await res.json()) as { videos: { videoId: string; likes: number; views: number }[] };
    expect(videos.map((v) => v.videoId)).toEqual(trackedVideos.map((v) => v.id));
    expect(videos.find((v) => v.videoId === "testimonial-2")).toMatchObject({ likes: 1, views: 0 });
    expect(videos.find((v) => v.videoId === "help-5")).toMatchObject({
      likes: 0,
      views: 0,
      engagementScore: 0,
    });
  });
});
