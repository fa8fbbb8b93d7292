import { z } from "zod";
import { endpoint } from "../api/endpoint.ts";
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
  events: endpoint({
    method: "POST",
    path: "/api/video-metrics/events",
    body: videoEventsBodySchema,
    response: z.object({ accepted: z.number() }),
  }),
  /** Public view counts of the help centre's tutorials. */
  views: endpoint({
    method: "GET",
    path: "/api/video-metrics/views",
    response: z.object({ views: z.record(z.string(), z.number()) }),
  }),
  admin: endpoint({
    method: "GET",
    path: "/api/admin/video-metrics",
    response: z.object({ videos: z.array(videoMetricsRowSchema) }),
  }),
};
