import { openTestDb, testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, loadThreads } from "../converse-command.ts";
import { readThreads } from "./read-threads.ts";
import { runThreads } from "./run-threads.ts";
import { formatScore, scoreThreads } from "./score-threads.ts";

/**
 * The multi-turn corpus through the real pipeline (`npm run cli -- converse`): at least this share
 * of its messages must come out right, books and reply alike. Raise it as the assistant gets
 * better; never lower it to let a change through.
 */
const MESSAGES_RIGHT = 0.995;

// The corpus is about what the assistant understands, not the database: one engine is enough, and
// PostgreSQL when there is one (the corpus there costs a third of the CPU it costs on PGlite).
const engine = testEngines().at(-1) ?? "pglite";

describe("the conversation corpus", () => {
  it(`gets at least ${MESSAGES_RIGHT * 100} % of its messages right (${engine})`, async () => {
    const { threads, errors } = await loadThreads([CORPUS_DIR]);
    expect(errors).toEqual([]);
    expect(threads.length).toBeGreaterThanOrEqual(50);
    const db = await openTestDb(engine);
    try {
      const outcomes = await runThreads(db, threads);
      const score = scoreThreads(outcomes);
      console.log(formatScore(outcomes));
      expect(score.turns).toBeGreaterThanOrEqual(300);
      expect(score.turnsRight / score.turns).toBeGreaterThanOrEqual(MESSAGES_RIGHT);
    } finally {
      await db.close();
    }
  }, 600_000);

  it("refuses a malformed thread with its name and field, and a turn both said and clicked", () => {
    const bad = readThreads(
      "- id: a\n  start: 2026-11-16 09:00\n  turns:\n    - say: oi\n      dashboard: GET /api/me/summary\n- id: b\n  start: ontem\n  turns: [{say: oi}]\n",
      "x.yaml",
    );
    expect(bad.threads).toEqual([]);
    expect(bad.errors.join("\n")).toContain("conversa a");
    expect(bad.errors.join("\n")).toContain("conversa b: start");
    expect(readThreads("- [", "y.yaml").errors[0]).toContain("YAML inválido");
  });
});
