/** The corpus's score: threads right from end to end, turns right, checks right; and every miss. */
import type { ThreadOutcome } from "./run-threads.ts";

export interface ThreadScore {
  threads: number;
  threadsRight: number;
  turns: number;
  turnsRight: number;
  checks: number;
  checksMissed: number;
  /** Milliseconds per message through the pipeline, median and the slowest. */
  medianMs: number;
  maxMs: number;
}

export function scoreThreads(outcomes: readonly ThreadOutcome[]): ThreadScore {
  const turns = outcomes.flatMap((o) => o.turns);
  const ms = turns.map((t) => t.ms).sort((a, b) => a - b);
  return {
    threads: outcomes.length,
    threadsRight: outcomes.filter((o) => o.turns.every((t) => t.misses.length === 0)).length,
    turns: turns.length,
    turnsRight: turns.filter((t) => t.misses.length === 0).length,
    checks: turns.reduce((n, t) => n + t.checks, 0),
    checksMissed: turns.reduce((n, t) => n + t.misses.length, 0),
    medianMs: ms[Math.floor(ms.length / 2)] ?? 0,
    maxMs: ms[ms.length - 1] ?? 0,
  };
}

const percent = (right: number, total: number) =>
  `${(total === 0 ? 0 : (100 * right) / total).toFixed(1).replace(".", ",")} %`;

/** The score in one line and each missed turn with what was said, replied and missed. */
export function formatScore(outcomes: readonly ThreadOutcome[], verbose = false): string {
  const s = scoreThreads(outcomes);
  const lines = [
    `${s.threadsRight}/${s.threads} conversas certas (${percent(s.threadsRight, s.threads)}), ` +
      `${s.turnsRight}/${s.turns} mensagens certas (${percent(s.turnsRight, s.turns)}), ` +
      `${s.checks - s.checksMissed}/${s.checks} verificações (${percent(s.checks - s.checksMissed, s.checks)}); ` +
      `${s.medianMs.toFixed(1).replace(".", ",")} ms por mensagem (mediana), ${s.maxMs.toFixed(0)} ms a mais lenta`,
  ];
  for (const o of outcomes) {
    for (const t of o.turns) {
      if (t.misses.length === 0 && !verbose) continue;
      lines.push(`${o.id} #${t.index} "${t.said}"`);
      lines.push(`  resposta: ${t.reply.replace(/\n/g, " ⏎ ").slice(0, 400)}`);
      for (const m of t.misses) lines.push(`  ✗ ${m}`);
    }
  }
  return lines.join("\n");
}
