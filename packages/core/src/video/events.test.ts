import { describe, expect, it } from "vitest";
import { aggregateVideoEvents, applyVideoDelta, videoEventsBodySchema } from "./events.ts";

const parse = (body: unknown) => videoEventsBodySchema.safeParse(body);
const firstMessage = (body: unknown) => {
  const r = parse(body);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe("video event schema", () => {
  it("reads one event as a list of one", () => {
    expect(parse({ videoId: "landing-demo", type: "view" })).toEqual({
      success: true,
      data: [{ videoId: "landing-demo", type: "view" }],
    });
  });

  it("accepts up to 50 events and refuses 51 or none", () => {
    const event = { videoId: "testimonial-1", type: "play" };
    expect(parse(Array(50).fill(event)).success).toBe(true);
    expect(firstMessage(Array(51).fill(event))).toBe("Envie no máximo 50 eventos por vez.");
    expect(firstMessage([])).toBe("Envie pelo menos um evento.");
  });

  it.each([
    [
      { videoId: "x", type: "jump" },
      "Tipo de evento inválido: use view, play, progress, like, share ou click.",
    ],
    [{ videoId: "x", type: "progress" }, "Eventos de progresso precisam de watchedSeconds."],
    [
      { videoId: "x", type: "progress", watchedSeconds: 31 },
      "O tempo assistido (watchedSeconds, em segundos) deve estar entre 0 e 30",
    ],
    [
      { videoId: "x", type: "progress", watchedSeconds: -1 },
      "O tempo assistido (watchedSeconds, em segundos) deve estar entre 0 e 30",
    ],
    [
      { videoId: "x", type: "progress", watchedSeconds: "5" },
      "O tempo assistido (watchedSeconds, em segundos) deve ser um número",
    ],
    [
      { videoId: "x", type: "view", completionRate: 100.5 },
      "A porcentagem concluída (completionRate) deve estar entre 0 e 100",
    ],
    [{ type: "view" }, "Informe o vídeo (videoId)."],
  ])("refuses %j with a pt-BR message", (body, message) => {
    expect(firstMessage(body)).toBe(message);
    expect(firstMessage([body])).toBe(message);
  });
});

describe("aggregateVideoEvents", () => {
  it("folds a batch into one delta per video", () => {
    const deltas = aggregateVideoEvents([
      { videoId: "a", type: "view" },
      { videoId: "b", type: "like" },
      { videoId: "a", type: "play" },
      { videoId: "a", type: "progress", watchedSeconds: 2.5, completionRate: 10.005 },
      { videoId: "a", type: "progress", watchedSeconds: 4.4, completionRate: 8 },
      { videoId: "b", type: "share" },
      { videoId: "b", type: "click" },
      { videoId: "a", type: "view" },
    ]);
    expect(deltas).toEqual([
      {
        videoId: "a",
        views: 2,
        playCount: 1,
        totalWatchTime: 7,
        likes: 0,
        shares: 0,
        clicks: 0,
        completionRate: 10.01,
      },
      {
        videoId: "b",
        views: 0,
        playCount: 0,
        totalWatchTime: 0,
        likes: 1,
        shares: 1,
        clicks: 1,
        completionRate: 0,
      },
    ]);
  });

  it("adds counters and keeps the highest completion", () => {
    const row = {
      views: 1,
      playCount: 1,
      totalWatchTime: 3,
      likes: 0,
      shares: 0,
      clicks: 0,
      completionRate: 50,
    };
    const [delta] = aggregateVideoEvents([
      { videoId: "a", type: "progress", watchedSeconds: 5, completionRate: 20 },
    ]);
    expect(applyVideoDelta(row, delta!)).toEqual({ ...row, totalWatchTime: 8, completionRate: 50 });
  });
});
