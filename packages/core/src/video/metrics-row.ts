/** One video's metrics as the operator API answers them (GET /api/admin/video-metrics). */
export interface VideoMetricsRow {
  videoId: string;
  videoName: string;
  views: number;
  playCount: number;
  totalWatchTime: number;
  averageWatchTime: number;
  completionRate: number;
  likes: number;
  shares: number;
  clicks: number;
  conversionRate: number;
  bounceRate: number;
  engagementScore: number;
}
