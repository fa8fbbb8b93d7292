import { useQuery } from "@tanstack/react-query";
import { videoMetricsEndpoints } from "@tostao/core/video/endpoints";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import {
  nextSort,
  type SortDirection,
  sortVideoMetrics,
  type VideoMetricKey,
} from "~/lib/sort-video-metrics";

export const meta = () => privateMeta("Vídeos | Área do operador | Tostão");

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (n: number) => `${decimal.format(n)}%`;

const columns: { key: VideoMetricKey; label: string; format: (n: number) => string }[] = [
  { key: "views", label: "Visualizações", format: integer.format },
  { key: "playCount", label: "Reproduções", format: integer.format },
  { key: "totalWatchTime", label: "Tempo assistido (s)", format: integer.format },
  { key: "averageWatchTime", label: "Tempo médio (s)", format: decimal.format },
  { key: "completionRate", label: "Conclusão", format: percent },
  { key: "likes", label: "Curtidas", format: integer.format },
  { key: "shares", label: "Compartilhamentos", format: integer.format },
  { key: "clicks", label: "Cliques", format: integer.format },
  { key: "conversionRate", label: "Conversão", format: percent },
  { key: "bounceRate", label: "Rejeição", format: percent },
  { key: "engagementScore", label: "Engajamento", format: decimal.format },
];

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: VideoMetricKey;
  sort: { key: VideoMetricKey; direction: SortDirection };
  onSort: (key: VideoMetricKey) => void;
  className?: string;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : "none"} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded px-1 py-1 font-semibold hover:bg-muted"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      </button>
    </th>
  );
}

export default function AdminVideos() {
  const metrics = useQuery({
    queryKey: ["admin-video-metrics"],
    queryFn: () => callApi(videoMetricsEndpoints.admin),
  });
  const [sort, setSort] = useState<{ key: VideoMetricKey; direction: SortDirection }>({
    key: "views",
    direction: "descending",
  });
  const rows = useMemo(
    () => (metrics.data ? sortVideoMetrics(metrics.data.videos, sort.key, sort.direction) : []),
    [metrics.data, sort],
  );
  const onSort = (key: VideoMetricKey) => setSort((current) => nextSort(current, key));

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Vídeos</h1>
        <Button variant="outline" size="sm" onClick={() => metrics.refetch()} disabled={metrics.isFetching}>
          {metrics.isFetching ? "Atualizando…" : "Atualizar"}
        </Button>
      </div>
      <p className="text-muted-foreground">
        Engajamento de cada vídeo do site. Clique no título de uma coluna para ordenar.
      </p>
      {metrics.isPending ? <p role="status">Carregando…</p> : null}
      {metrics.isError ? (
        <p role="alert" className="text-destructive">
          {metrics.error.message}
        </p>
      ) : null}
      {metrics.data ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Métricas por vídeo</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <SortHeader label="Vídeo" column="videoName" sort={sort} onSort={onSort} className="p-2" />
                {columns.map((c) => (
                  <SortHeader
                    key={c.key}
                    label={c.label}
                    column={c.key}
                    sort={sort}
                    onSort={onSort}
                    className="p-2 text-right"
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.videoId} className="border-t border-border">
                  <th scope="row" className="p-2 text-left font-medium">
                    {row.videoName}
                    <span className="block text-xs font-normal text-muted-foreground">{row.videoId}</span>
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="p-2 text-right tabular-nums">
                      {c.format(row[c.key] as number)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
