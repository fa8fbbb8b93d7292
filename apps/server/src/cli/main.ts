/**
 * Command-line entry: `npm run --silent cli -- <command> [options]`.
 * Commands: parse (JSON Lines message understanding, see README "Message understanding CLI").
 */
import { runParse } from "./parse-command.ts";

const USAGE = `Uso: npm run --silent cli -- <comando> [opções]

Comandos:
  parse [--now <ISO 8601>]   Lê JSON Lines {"id","text","now"?} da entrada padrão e escreve
                             {"id","results":[...]} por linha na saída padrão.
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "parse") {
    let now: Date | null = null;
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i] as string;
      if (arg === "--now" || arg.startsWith("--now=")) {
        const value = arg === "--now" ? rest[++i] : arg.slice("--now=".length);
        const parsed = value ? new Date(value) : new Date(Number.NaN);
        if (Number.isNaN(parsed.getTime())) {
          process.stderr.write(
            `--now precisa de uma data ISO 8601 válida (recebi: ${value ?? "nada"})\n\n${USAGE}`,
          );
          return 2;
        }
        now = parsed;
      } else {
        process.stderr.write(`Opção desconhecida: ${arg}\n\n${USAGE}`);
        return 2;
      }
    }
    await runParse(process.stdin, process.stdout, { now });
    return 0;
  }
  if (command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(USAGE);
    return 0;
  }
  process.stderr.write(
    `${command ? `Comando desconhecido: ${command}` : "Nenhum comando informado"}\n\n${USAGE}`,
  );
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
