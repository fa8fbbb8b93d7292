import { z } from "zod";
import { noVideoCounters, roundDecimal, type VideoCounters } from "./engagement.ts";

/** Most events one request may carry. */
export const MAX_VIDEO_EVENTS_PER_REQUEST = 50;
/** Most seconds one progress event may add (players report about every 5 s). */
export const MAX_WATCHED_SECONDS_PER_EVENT = 30;

export const videoEventTypes = ["view", "play", "progress", "like", "share", "click"] as const;
export type VideoEventType = (typeof videoEventTypes)[number];

const number = (label: string, max: number) =>
  z
    .number({ message: `${label} deve ser um número` })
    .min(0, { message: `${label} deve estar entre 0 e ${max}` })
    .max(max, { message: `${label} deve estar entre 0 e ${max}` });

/** One engagement event of one video. */
export const videoEventSchema = z
  .object({
    videoId: z
      .string({ message: "Informe o vídeo (videoId)." })
      .min(1, { message: "Informe o vídeo (videoId)." })
      .max(100, { message: "Id de vídeo longo demais." }),
    type: z.enum(videoEventTypes, {
      message: "Tipo de evento inválido: use view, play, progress, like, share ou click.",
    }),
    watchedSeconds: number(
      "O tempo assistido (watchedSeconds, em segundos)",
      MAX_WATCHED_SECONDS_PER_EVENT,
    ).optional(),
    completionRate: number("A porcentagem concluída (completionRate)", 100).optional(),
  })
  .refine((e) => e.type !== "progress" || e.watchedSeconds !== undefined, {
    message: "Eventos de progresso precisam de watchedSeconds.",
    path: ["watchedSeconds"],
  });

export type VideoEvent = z.infer<typeof videoEventSchema>;

const videoEventListSchema = z
  .array(videoEventSchema)
  .min(1, { message: "Envie pelo menos um evento." })
  .max(MAX_VIDEO_EVENTS_PER_REQUEST, {
    message: `Envie no máximo ${MAX_VIDEO_EVENTS_PER_REQUEST} eventos por vez.`,
  });

/**
 * A request body: one event or an array of 1 to 50, always read as an array. Errors of a single
 * event name its field plainly (watchedSeconds), those of a list its index (0.watchedSeconds).
 */
export const videoEventsBodySchema = z.unknown().transform((body, ctx): VideoEvent[] => {
  const parsed = Array.isArray(body)
    ? videoEventListSchema.safeParse(body)
    : videoEventSchema.transform((e) => [e]).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** What a batch adds to one video's row: counter increments and the highest completion. */
export interface VideoDelta extends Omit<VideoCounters, "completionRate"> {
  videoId: string;
  /** Highest completion rate in the batch, already rounded to 2 decimals (0 when none). */
  completionRate: number;
}

/**
 * Folds events into one delta per video (in first-seen order), so a batch can be applied by one
 * INSERT … ON CONFLICT statement, which may touch each row only once.
 */
export function aggregateVideoEvents(events: readonly VideoEvent[]): VideoDelta[] {
  const byVideo = new Map<string, VideoDelta>();
  for (const event of events) {
    let d = byVideo.get(event.videoId);
    if (!d) {
      d = { videoId: event.videoId, ...noVideoCounters };
      byVideo.set(event.videoId, d);
    }
    switch (event.type) {
      case "view":
        d.views++;
        break;
      case "play":
        d.playCount++;
        break;
      case "like":
        d.likes++;
        break;
      case "share":
        d.shares++;
        break;
      case "click":
        d.clicks++;
        break;
      case "progress":
        d.totalWatchTime += roundDecimal(event.watchedSeconds ?? 0);
        break;
    }
    if (event.completionRate !== undefined) {
      d.completionRate = Math.max(d.completionRate, roundDecimal(event.completionRate, 2));
    }
  }
  return [...byVideo.values()];
}

/** A row after a delta: counters add up, completion keeps its maximum. */
export function applyVideoDelta(row: VideoCounters, delta: Omit<VideoDelta, "videoId">): VideoCounters {
  return {
    views: row.views + delta.views,
    playCount: row.playCount + delta.playCount,
    totalWatchTime: row.totalWatchTime + delta.totalWatchTime,
    likes: row.likes + delta.likes,
    shares: row.shares + delta.shares,
    clicks: row.clicks + delta.clicks,
    completionRate: Math.max(row.completionRate, delta.completionRate),
  };
}
