import { z } from "zod";
import { get, post } from "../api/endpoint.ts";
import { videoEventsBodySchema } from "./events.ts";

/** One video's metrics as the operator sees them. */
export const videoMetricsRowSchema = z.object({
  videoId: z.string(),
  videoName: z.string(),
  views: z.number(),
  playCount: z.number(),
  totalWatchTime: z.number(),
  averageWatchTime: z.number(),
  completionRate: z.number(),
  likes: z.number(),
  shares: z.number(),
  clicks: z.number(),
  conversionRate: z.number(),
  bounceRate: z.number(),
  engagementScore: z.number(),
});
export type VideoMetricsRow = z.infer<typeof videoMetricsRowSchema>;

export const videoMetricsEndpoints = {
  /** What the players report: one event or up to 50. */
  events: post("/api/video-metrics/events", z.object({ accepted: z.number() }), {
    body: videoEventsBodySchema,
  }),
  /** Public view counts of the help centre's tutorials. */
  views: get("/api/video-metrics/views", z.object({ views: z.record(z.string(), z.number()) })),
  admin: get("/api/admin/video-metrics", z.object({ videos: z.array(videoMetricsRowSchema) })),
};
