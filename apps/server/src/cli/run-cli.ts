/**
 * The command dispatcher behind `npm run --silent cli -- <command>`, kept apart from the process
 * entry so it can be tested in memory. Returns the exit code.
 */
import type { Readable, Writable } from "node:stream";
import { saoPauloTodayIso } from "@tostao/core";
import type { Clock } from "../clock.ts";
import { createLogger } from "../logger.ts";
import { loadConfig } from "../main/config.ts";
import { createMediaReaderDeps } from "../media/create-media-reader.ts";
import { runConverse } from "./converse-command.ts";
import { runImport } from "./import-command.ts";
import { runParse } from "./parse-command.ts";
import { runRead } from "./read-command.ts";
import { runScore } from "./score-command.ts";

const USAGE = `Uso: npm run --silent cli -- <comando> [opções]

Comandos:
  parse [--now <ISO 8601>]   Lê JSON Lines {"id","text","now"?} da entrada padrão e escreve
                             {"id","results":[...]} por linha na saída padrão.
  read [--today AAAA-MM-DD] [--password SENHA] ARQUIVO...
                             Lê fotos (JPG, PNG, WebP), PDFs e áudios (OGG/Opus, WAV) e escreve
                             uma linha JSON por arquivo: {"file","kind","amount","date","due_date",
                             "merchant","category","payment","access_key","payment_line","error"?}.
  import ARQUIVO...           Lê extratos de banco e de cartão (OFX 1.x e 2.x, CSV, .xlsx) e escreve
                             uma linha JSON por lançamento {"type":"entry","file","date","amount",
                             "direction","kind","description","fitid",...} e uma de resumo por
                             arquivo {"type":"summary","bank","layout","entries","money_in",
                             "money_out",...}. Arquivo ilegível: {"type":"error","error":{code,
                             message}} e código de saída 1.
  score <arquivo.jsonl>      Avalia um corpus anotado ({"id","text","now","expect":[...]} por
                             linha): imprime a taxa de acerto e cada erro. Sai com 0 quando
                             tudo está certo, 1 quando há erros, 2 quando o arquivo é inválido.
  converse [--verbose] [ARQUIVO.yaml|PASTA]...
                             Roda conversas de várias mensagens (YAML) pelo assistente de verdade,
                             num banco em memória, e confere os registros criados, mudados e
                             apagados depois de cada mensagem. Sem arquivo: o corpus do repositório.
                             Sai com 0 quando tudo está certo, 1 quando há erros, 2 quando um
                             arquivo é inválido.
`;

export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** The environment (TRANSCRIBE_URL and friends for `read`). */
  env?: Record<string, string | undefined>;
  /** The time when a command is not told one (--now, --today). */
  clock: Clock;
}

async function read(rest: readonly string[], io: CliIo): Promise<number> {
  const files: string[] = [];
  let today: string | null = null;
  let password: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === "--today") today = rest[++i] ?? "";
    else if (arg.startsWith("--today=")) today = arg.slice("--today=".length);
    else if (arg === "--password") password = rest[++i];
    else if (arg.startsWith("--password=")) password = arg.slice("--password=".length);
    else if (arg.startsWith("--")) {
      io.stderr.write(`Opção desconhecida: ${arg}\n\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (today !== null && !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    io.stderr.write(`--today precisa de uma data AAAA-MM-DD (recebi: ${today || "nada"})\n\n${USAGE}`);
    return 2;
  }
  if (files.length === 0) {
    io.stderr.write(`Informe ao menos um arquivo.\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig({ ...(io.env ?? {}), LOG_LEVEL: "warn" });
  const log = createLogger("warn", {}, (line) => io.stderr.write(`${line}\n`));
  const deps = createMediaReaderDeps(config.env, log);
  const now = today ? new Date(`${today}T12:00:00-03:00`) : io.clock();
  try {
    await runRead(deps, files, io.stdout, {
      today: today ?? saoPauloTodayIso(now),
      now,
      maxBytes: config.env.MEDIA_MAX_MB * 1_048_576,
      password,
    });
  } finally {
    await deps.ocr.close();
  }
  return 0;
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
    await runParse(io.stdin, io.stdout, { now, clock: io.clock });
    return 0;
  }
  if (command === "read") return read(rest, io);
  if (command === "import") {
    const unknown = rest.find((a) => a.startsWith("--"));
    if (unknown || rest.length === 0) {
      io.stderr.write(
        `${unknown ? `Opção desconhecida: ${unknown}` : "Informe ao menos um arquivo."}\n\n${USAGE}`,
      );
      return 2;
    }
    const config = loadConfig({ ...(io.env ?? {}), LOG_LEVEL: "warn" });
    return runImport(rest, io.stdout, config.env.MEDIA_MAX_MB * 1_048_576, saoPauloTodayIso(io.clock()));
  }
  if (command === "score") {
    const [path, ...extra] = rest;
    if (!path || extra.length > 0 || path.startsWith("--")) {
      io.stderr.write(`score precisa de exatamente um arquivo .jsonl\n\n${USAGE}`);
      return 2;
    }
    return runScore(path, io.stdout, io.stderr);
  }
  if (command === "converse") return runConverse(rest, io.stdout, io.stderr);
  if (command === "help" || command === "--help" || command === "-h") {
    io.stdout.write(USAGE);
    return 0;
  }
  io.stderr.write(`${command ? `Comando desconhecido: ${command}` : "Nenhum comando informado"}\n\n${USAGE}`);
  return 2;
}
