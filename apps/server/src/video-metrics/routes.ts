import { AppError, trackedVideos, videoEventsBodySchema } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { requireOperator } from "../auth/session-middleware.ts";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import { applyVideoEvents } from "./apply-events.ts";
import { EventCoalescer } from "./event-coalescer.ts";
import { listVideoMetrics } from "./list-metrics.ts";

const catalogue = new Set<string>(trackedVideos.map((v) => v.id));

export interface VideoMetricsDeps {
  db: Db;
  /** Events per address per minute; 0 turns the limit off. */
  eventsPerMinute: number;
  now: () => Date;
}

/**
 * Mounted at /api: POST /video-metrics/events (public, fire and forget from the players),
 * GET /video-metrics/views (public view counts) and GET /admin/video-metrics (operator session).
 */
export function videoMetricsRoutes(deps: VideoMetricsDeps) {
  const limiter = new RateLimiter(deps.db, "video-events", deps.eventsPerMinute, deps.now);
  const coalescer = new EventCoalescer((events) => applyVideoEvents(deps.db, events));
  return (
    new Hono()
      .post("/video-metrics/events", async (c) => {
        const events = await readJson(c, videoEventsBodySchema);
        const unknown = events.find((e) => !catalogue.has(e.videoId));
        if (unknown) {
          throw new AppError("not_found", `Vídeo não encontrado: ${unknown.videoId}.`, {
            videoId: unknown.videoId,
          });
        }
        // Each event of a batch counts, so batching does not widen the budget.
        await limiter.enforce(clientAddress(c), "Muitos eventos de vídeo.", events.length);
        await coalescer.submit(events);
        return c.json({ accepted: events.length }, 202);
      })
      // Public view counts, shown beside the help centre's tutorials.
      .get("/video-metrics/views", async (c) => {
        const videos = await listVideoMetrics(deps.db);
        c.header("cache-control", "public, max-age=60");
        return c.json({ views: Object.fromEntries(videos.map((v) => [v.videoId, v.views])) });
      })
      .get("/admin/video-metrics", requireOperator, async (c) =>
        c.json({ videos: await listVideoMetrics(deps.db) }),
      )
  );
}
