/**
 * SQL expressions of the derived columns, written once and used both for a new row (over the
 * inserted values) and for an existing one (over old + EXCLUDED: in ON CONFLICT DO UPDATE the
 * SET expressions see the old row, so the new counters are spelled out). They match the pure
 * formulas in @tostao/core (video/engagement.ts), which the integration tests check against.
 */
export interface CounterSql {
  views: string;
  playCount: string;
  totalWatchTime: string;
  likes: string;
  shares: string;
  clicks: string;
  completionRate: string;
}

export function derivedSql(c: CounterSql) {
  return {
    averageWatchTime: `round((${c.totalWatchTime})::numeric / greatest(${c.views}, 1), 2)`,
    engagementScore: `CASE WHEN (${c.views}) > 0 THEN round(((${c.likes}) * 3 + (${c.shares}) * 5 + (${c.clicks}) * 2 + (${c.completionRate}) * 0.5)::numeric / (${c.views}), 2) ELSE 0 END`,
    bounceRate: `CASE WHEN (${c.views}) > 0 AND (${c.totalWatchTime}) < 10 * (${c.views}) THEN round(greatest((${c.views}) - (${c.playCount}), 0)::numeric * 100 / (${c.views}), 2) ELSE 0 END`,
  };
}
