import { trackedVideos, type VideoMetricsRow } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

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
  return trackedVideos.map((video) => {
    const row = byId.get(video.id);
    return {
      videoId: video.id,
      videoName: video.name,
      views: row?.views ?? 0,
      playCount: row?.playCount ?? 0,
      totalWatchTime: row?.totalWatchTime ?? 0,
      averageWatchTime: row?.averageWatchTime ?? 0,
      completionRate: row?.completionRate ?? 0,
      likes: row?.likes ?? 0,
      shares: row?.shares ?? 0,
      clicks: row?.clicks ?? 0,
      conversionRate: row?.conversionRate ?? 0,
      bounceRate: row?.bounceRate ?? 0,
      engagementScore: row?.engagementScore ?? 0,
    };
  });
}
