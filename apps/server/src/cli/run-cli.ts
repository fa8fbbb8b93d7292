/**
 * The command dispatcher behind `npm run --silent cli -- <command>`, kept apart from the process
 * entry so it can be tested in memory. Returns the exit code.
 */
import type { Readable, Writable } from "node:stream";
import { runParse } from "./parse-command.ts";
import { runScore } from "./score-command.ts";

export const USAGE = `Uso: npm run --silent cli -- <comando> [opções]

Comandos:
  parse [--now <ISO 8601>]   Lê JSON Lines {"id","text","now"?} da entrada padrão e escreve
                             {"id","results":[...]} por linha na saída padrão.
  score <arquivo.jsonl>      Avalia um corpus anotado ({"id","text","now","expect":[...]} por
                             linha): imprime a taxa de acerto e cada erro. Sai com 0 quando
                             tudo está certo, 1 quando há erros, 2 quando o arquivo é inválido.
`;

export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** Runs one command; 0 on success, 2 on a usage error. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "parse") {
    let now: Date | null = null;
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i] as string;
      if (arg === "--now" || arg.startsWith("--now=")) {
        const value = arg === "--now" ? rest[++i] : arg.slice("--now=".length);
        const parsed = value ? new Date(value) : new Date(Number.NaN);
        if (Number.isNaN(parsed.getTime())) {
          io.stderr.write(
            `--now precisa de uma data ISO 8601 válida (recebi: ${value ?? "nada"})\n\n${USAGE}`,
          );
          return 2;
        }
        now = parsed;
      } else {
        io.stderr.write(`Opção desconhecida: ${arg}\n\n${USAGE}`);
        return 2;
      }
    }
    await runParse(io.stdin, io.stdout, { now });
    return 0;
  }
  if (command === "score") {
    const [path, ...extra] = rest;
    if (!path || extra.length > 0 || path.startsWith("--")) {
      io.stderr.write(`score precisa de exatamente um arquivo .jsonl\n\n${USAGE}`);
      return 2;
    }
    return runScore(path, io.stdout, io.stderr);
  }
  if (command === "help" || command === "--help" || command === "-h") {
    io.stdout.write(USAGE);
    return 0;
  }
  io.stderr.write(`${command ? `Comando desconhecido: ${command}` : "Nenhum comando informado"}\n\n${USAGE}`);
  return 2;
}
