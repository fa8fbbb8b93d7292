import { noVideoCounters, trackedVideos, type VideoMetricsRow } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

const untracked = {
  ...noVideoCounters,
  averageWatchTime: 0,
  conversionRate: 0,
  bounceRate: 0,
  engagementScore: 0,
};

/** Metrics of every catalogue video, in catalogue order; a video never tracked shows zeros. */
export async function listVideoMetrics(db: SqlRunner): Promise<VideoMetricsRow[]> {
  const rows = await db.query<Omit<VideoMetricsRow, "videoName">>(
    `SELECT video_id AS "videoId", views, play_count AS "playCount", total_watch_time AS "totalWatchTime",
       average_watch_time AS "averageWatchTime", completion_rate AS "completionRate", likes, shares, clicks,
       conversion_rate AS "conversionRate", bounce_rate AS "bounceRate", engagement_score AS "engagementScore"
     FROM video_metrics WHERE video_id = ANY($1::text[])`,
    [trackedVideos.map((v) => v.id)],
  );
  const byId = new Map(rows.map((r) => [r.videoId, r]));
  return trackedVideos.map((video) => ({
    ...untracked,
    ...byId.get(video.id),
    videoId: video.id,
    videoName: video.name,
  }));
}
