import type { VideoMetricsRow } from "@tostao/core/video/endpoints";

export type VideoMetricKey = keyof VideoMetricsRow;
export type SortDirection = "ascending" | "descending";

/** Rows sorted by one column (names in pt-BR collation, numbers by value), ties by catalogue order. */
export function sortVideoMetrics(
  rows: readonly VideoMetricsRow[],
  key: VideoMetricKey,
  direction: SortDirection,
): VideoMetricsRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      const order =
        typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y), "pt-BR", { sensitivity: "base" });
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** First click on a column: names ascending, numbers descending (biggest first); again flips. */
export function nextSort(
  current: { key: VideoMetricKey; direction: SortDirection },
  key: VideoMetricKey,
): { key: VideoMetricKey; direction: SortDirection } {
  if (current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: key === "videoName" || key === "videoId" ? "ascending" : "descending" };
}
