import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fileCircles, folderCircles, readImportGraph } from "../testing/import-graph.ts";

const serverSources = fileURLToPath(new URL("..", import.meta.url));
const graph = readImportGraph(serverSources);

describe("the server's imports", () => {
  it("reads the whole source tree", () => {
    // A broken reader would find no circle in an empty graph.
    expect(graph.edges.size).toBeGreaterThan(200);
    expect(graph.edges.get("main/app.ts")?.has("auth/session-middleware.ts")).toBe(true);
  });

  it("form no circle between files", () => {
    expect(fileCircles(graph)).toEqual([]);
  });

  it("form no circle between domain folders (each folder depends on the ones below it)", () => {
    expect(folderCircles(graph)).toEqual([]);
  });

  it("would report a circle closed through another folder", () => {
    const looped = readImportGraph(serverSources);
    looped.edges.get("outbox/channel.ts")?.add("conversation/process-inbound.ts");
    const found = folderCircles(looped);
    expect(found.flatMap((c) => c.folders)).toContain("outbox");
    expect(found.flatMap((c) => c.imports)).toContain("outbox/channel.ts -> conversation/process-inbound.ts");
  });
});
