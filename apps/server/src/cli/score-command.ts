/**
 * `cli score FILE.jsonl`: parses every expect-annotated message of a corpus and prints the
 * accuracy (messages fully right, fields right) and each miss. Exit code 0 when everything is
 * right, 1 when something is missed, 2 when the file cannot be read or holds malformed lines.
 */
import { readFile } from "node:fs/promises";
import type { Writable } from "node:stream";
import { type CorpusMiss, parseMessage, readCorpus, scoreCorpus } from "@tostao/core";

const percent = (right: number, total: number) =>
  `${(total === 0 ? 0 : (100 * right) / total).toFixed(2).replace(".", ",")} %`;

function describeMiss(miss: CorpusMiss): string {
  return `  ${miss.id} "${miss.text}" ${miss.field}: obtido ${JSON.stringify(miss.got) ?? "nada"}, esperado ${JSON.stringify(miss.want)}`;
}

/** Scores the corpus at `path`; writes the report to `out`, problems with the file to `err`. */
export async function runScore(path: string, out: Writable, err: Writable): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "arquivo não encontrado" : code === "EISDIR" ? "é uma pasta" : String(code);
    err.write(`Não consegui ler ${path}: ${why}.\n`);
    return 2;
  }
  const { cases, errors } = readCorpus(text);
  if (errors.length > 0) {
    err.write(`${path} tem ${errors.length} linha(s) malformada(s); nada foi avaliado:\n`);
    for (const e of errors.slice(0, 20)) err.write(`  linha ${e.line}: ${e.reason}\n`);
    if (errors.length > 20) err.write(`  … e mais ${errors.length - 20}\n`);
    return 2;
  }
  if (cases.length === 0) {
    err.write(`${path} não tem nenhum caso: cada linha deve ser {"id","text","now","expect":[...]}.\n`);
    return 2;
  }
  const score = scoreCorpus(cases, parseMessage);
  out.write(
    `${path}: ${score.casesRight}/${score.cases} mensagens certas (${percent(score.casesRight, score.cases)}), ` +
      `${score.fieldsRight}/${score.fields} campos certos (${percent(score.fieldsRight, score.fields)})\n`,
  );
  if (score.misses.length > 0) {
    out.write(`Erros (${score.misses.length}):\n`);
    for (const miss of score.misses) out.write(`${describeMiss(miss)}\n`);
  }
  return score.misses.length === 0 ? 0 : 1;
}
