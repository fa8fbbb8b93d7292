import type { VideoMetricsRow } from "@tostao/core/video/endpoints";
import { describe, expect, it } from "vitest";
import { nextSort, sortVideoMetrics } from "./sort-video-metrics";

const row = (videoId: string, videoName: string, views: number): VideoMetricsRow => ({
  videoId,
  videoName,
  views,
  playCount: 0,
  totalWatchTime: 0,
  averageWatchTime: 0,
  completionRate: 0,
  likes: 0,
  shares: 0,
  clicks: 0,
  conversionRate: 0,
  bounceRate: 0,
  engagementScore: 0,
});

const rows = [row("a", "Ônibus", 5), row("b", "avião", 20), row("c", "Barco", 5)];

describe("sortVideoMetrics", () => {
  it("sorts numbers by value, ties in catalogue order", () => {
    expect(sortVideoMetrics(rows, "views", "descending").map((r) => r.videoId)).toEqual(["b", "a", "c"]);
    expect(sortVideoMetrics(rows, "views", "ascending").map((r) => r.videoId)).toEqual(["a", "c", "b"]);
  });

  it("sorts names with pt-BR collation, ignoring case and accents", () => {
    expect(sortVideoMetrics(rows, "videoName", "ascending").map((r) => r.videoName)).toEqual([
      "avião",
      "Barco",
      "Ônibus",
    ]);
  });

  it("starts numbers descending and names ascending, and flips on a second click", () => {
    const start = { key: "videoName" as const, direction: "ascending" as const };
    expect(nextSort(start, "views")).toEqual({ key: "views", direction: "descending" });
    expect(nextSort(start, "videoName")).toEqual({ key: "videoName", direction: "descending" });
  });
});
