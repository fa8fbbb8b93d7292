import { aggregateVideoEvents, trackedVideos, type VideoEvent } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { derivedSql } from "./derived-sql.ts";

const names = new Map<string, string>(trackedVideos.map((v) => [v.id, v.name]));

const counters = [
  ["views", "views"],
  ["playCount", "play_count"],
  ["totalWatchTime", "total_watch_time"],
  ["likes", "likes"],
  ["shares", "shares"],
  ["clicks", "clicks"],
] as const;

const column = (prefix: string) =>
  Object.fromEntries([
    ...counters.map(([key, col]) => [key, `${prefix}.${col}`]),
    ["completionRate", `${prefix}.completion_rate`],
  ]) as Parameters<typeof derivedSql>[0];

const fresh = derivedSql(column("d"));
const updated = derivedSql({
  ...(Object.fromEntries(counters.map(([key, col]) => [key, `m.${col} + EXCLUDED.${col}`])) as Omit<
    Parameters<typeof derivedSql>[0],
    "completionRate"
  >),
  completionRate: "greatest(m.completion_rate, EXCLUDED.completion_rate)",
});

/**
 * One statement for the whole batch: creates each missing row (zeroed, named from the catalogue)
 * and adds the deltas, recomputing the derived columns from the new values, atomically per row.
 * The batch is folded to one delta per video first: ON CONFLICT may touch a row only once.
 */
const APPLY_VIDEO_EVENTS_SQL = `
INSERT INTO video_metrics AS m (video_id, video_name, views, play_count, total_watch_time, likes, shares,
  clicks, completion_rate, average_watch_time, engagement_score, bounce_rate)
SELECT d.video_id, d.video_name, d.views, d.play_count, d.total_watch_time, d.likes, d.shares, d.clicks,
  d.completion_rate, ${fresh.averageWatchTime}, ${fresh.engagementScore}, ${fresh.bounceRate}
FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[],
  $8::bigint[], $9::numeric[]) AS d(video_id, video_name, views, play_count, total_watch_time, likes, shares,
  clicks, completion_rate)
ON CONFLICT (video_id) DO UPDATE SET
  views = m.views + EXCLUDED.views,
  play_count = m.play_count + EXCLUDED.play_count,
  total_watch_time = m.total_watch_time + EXCLUDED.total_watch_time,
  likes = m.likes + EXCLUDED.likes,
  shares = m.shares + EXCLUDED.shares,
  clicks = m.clicks + EXCLUDED.clicks,
  completion_rate = greatest(m.completion_rate, EXCLUDED.completion_rate),
  average_watch_time = ${updated.averageWatchTime},
  engagement_score = ${updated.engagementScore},
  bounce_rate = ${updated.bounceRate},
  updated_at = now()`;

/** Applies validated events of catalogue videos in one atomic statement; returns how many. */
export async function applyVideoEvents(
  db: SqlRunner & Pick<Partial<Db>, "pool">,
  events: readonly VideoEvent[],
): Promise<number> {
  // Rows are locked in video id order, so two batches naming the same videos in different
  // orders cannot deadlock each other.
  const deltas = aggregateVideoEvents(events).sort((a, b) => (a.videoId < b.videoId ? -1 : 1));
  if (deltas.length === 0) return 0;
  const values = [
    deltas.map((d) => d.videoId),
    deltas.map((d) => names.get(d.videoId) ?? d.videoId),
    deltas.map((d) => d.views),
    deltas.map((d) => d.playCount),
    deltas.map((d) => d.totalWatchTime),
    deltas.map((d) => d.likes),
    deltas.map((d) => d.shares),
    deltas.map((d) => d.clicks),
    deltas.map((d) => String(d.completionRate)),
  ];
  if (db.pool) {
    // A named statement is parsed and planned once per connection: the hot path of the players.
    await db.pool.query({ name: "apply_video_events", text: APPLY_VIDEO_EVENTS_SQL, values });
  } else {
    await db.query(APPLY_VIDEO_EVENTS_SQL, values);
  }
  return events.length;
}
