/**
 * Engagement formulas of the video metrics row, exactly as PostgreSQL stores them
 * (numeric columns with 2 decimals, rounded half away from zero).
 */

/** The raw counters of one video. */
export interface VideoCounters {
  views: number;
  playCount: number;
  /** Whole seconds watched, summed over every progress event. */
  totalWatchTime: number;
  likes: number;
  shares: number;
  clicks: number;
  /** Highest completion seen, 0..100 with 2 decimals. */
  completionRate: number;
}

/** A video nobody has watched yet. */
export const noVideoCounters: Readonly<VideoCounters> = {
  views: 0,
  playCount: 0,
  totalWatchTime: 0,
  likes: 0,
  shares: 0,
  clicks: 0,
  completionRate: 0,
};

/** Columns computed from the counters on every write. */
export interface VideoDerived {
  averageWatchTime: number;
  engagementScore: number;
  bounceRate: number;
}

/** Average watch time below this many seconds counts visitors who did not play as bounces. */
export const BOUNCE_WATCH_SECONDS = 10;

/**
 * Rounds to `digits` decimals half away from zero on the decimal reading of the number,
 * like PostgreSQL's round(numeric) on the text JavaScript sends (so 1.005 → 1.01).
 * @example roundDecimal(1.005, 2) // 1.01
 */
export function roundDecimal(value: number, digits = 0): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${digits}`);
  return (sign * Math.round(shifted)) / 10 ** digits || 0;
}

// Rounds the non-negative fraction num/den to 2 decimals, half up, in integers (no float drift).
function ratioTo2(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den)) / 100;
}

/** average_watch_time = total_watch_time / greatest(views, 1). */
export function averageWatchTime(c: Pick<VideoCounters, "totalWatchTime" | "views">): number {
  return ratioTo2(c.totalWatchTime * 100, Math.max(c.views, 1));
}

/**
 * engagement_score = (likes×3 + shares×5 + clicks×2 + completion_rate×0.5) / views, 0 without views.
 * @example engagementScore({ likes: 1, shares: 0, clicks: 0, completionRate: 50, views: 2 }) // 14
 */
export function engagementScore(
  c: Pick<VideoCounters, "likes" | "shares" | "clicks" | "completionRate" | "views">,
): number {
  if (c.views <= 0) return 0;
  // In thousandths: completion_rate has 2 decimals, ×0.5 needs one more.
  const completionHundredths = Math.round(c.completionRate * 100);
  const numerator = (c.likes * 3 + c.shares * 5 + c.clicks * 2) * 1000 + completionHundredths * 5;
  return ratioTo2(numerator, 10 * c.views);
}

/**
 * bounce_rate = (views − play_count) / views × 100 while the average watch time is under 10 s, else 0.
 * Plays without a counted view (a blocked view request) never make it negative.
 */
export function bounceRate(c: Pick<VideoCounters, "views" | "playCount" | "totalWatchTime">): number {
  if (c.views <= 0) return 0;
  if (c.totalWatchTime >= BOUNCE_WATCH_SECONDS * c.views) return 0;
  return ratioTo2(Math.max(c.views - c.playCount, 0) * 10_000, c.views);
}

/** Every derived column of a row from its counters. */
export function deriveVideoMetrics(c: VideoCounters): VideoDerived {
  return {
    averageWatchTime: averageWatchTime(c),
    engagementScore: engagementScore(c),
    bounceRate: bounceRate(c),
  };
}
