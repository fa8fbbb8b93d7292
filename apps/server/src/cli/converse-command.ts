/**
 * `cli converse [--verbose] [ARQUIVO.yaml|PASTA]...`: runs multi-turn conversations through the
 * real pipeline on an embedded database in memory and prints how many threads, messages and
 * checks of the books came out right, then every miss. Without a path, the repository's corpus.
 * Exit code 0 when everything is right, 1 when something is missed, 2 when a file is unreadable.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { openDb, pgliteOptions } from "@tostao/db";
import { readThreads, type Thread } from "./threads/read-threads.ts";
import { runThreads } from "./threads/run-threads.ts";
import { formatScore, scoreThreads } from "./threads/score-threads.ts";

/** The repository's own corpus of threads. */
export const CORPUS_DIR = fileURLToPath(new URL("./threads/corpus/", import.meta.url));

/** The YAML files a path names: the file itself, or every .yaml in the folder. */
async function yamlFiles(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).filter((n) => n.endsWith(".yaml") || n.endsWith(".yml")).sort();
  return names.map((n) => join(path, n));
}

/** Reads every thread of the paths; problems are returned, not thrown. */
export async function loadThreads(
  paths: readonly string[],
): Promise<{ threads: Thread[]; errors: string[] }> {
  const threads: Thread[] = [];
  const errors: string[] = [];
  for (const path of paths) {
    let files: string[];
    try {
      files = await yamlFiles(path);
    } catch {
      errors.push(`Não consegui ler ${path}: arquivo ou pasta não encontrado.`);
      continue;
    }
    for (const file of files) {
      const read = readThreads(await readFile(file, "utf8"), file);
      threads.push(...read.threads);
      errors.push(...read.errors);
    }
  }
  return { threads, errors };
}

/** Runs the threads at `paths` (the corpus when none); writes the report to `out`. */
export async function runConverse(args: readonly string[], out: Writable, err: Writable): Promise<number> {
  const verbose = args.includes("--verbose");
  const unknown = args.find((a) => a.startsWith("--") && a !== "--verbose");
  if (unknown) {
    err.write(`Opção desconhecida: ${unknown}\n`);
    return 2;
  }
  const paths = args.filter((a) => !a.startsWith("--"));
  const { threads, errors } = await loadThreads(paths.length > 0 ? paths : [CORPUS_DIR]);
  if (errors.length > 0) {
    err.write(
      `${errors.length} problema(s) nos arquivos; nada foi avaliado:\n${errors.map((e) => `  ${e}`).join("\n")}\n`,
    );
    return 2;
  }
  if (threads.length === 0) {
    err.write("Nenhuma conversa encontrada.\n");
    return 2;
  }
  const db = await openDb({ pglite: await PGlite.create({ ...pgliteOptions }) });
  try {
    const outcomes = await runThreads(db, threads);
    out.write(`${formatScore(outcomes, verbose)}\n`);
    const score = scoreThreads(outcomes);
    return score.turnsRight === score.turns ? 0 : 1;
  } finally {
    await db.close();
  }
}
