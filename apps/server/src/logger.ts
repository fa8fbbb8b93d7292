export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** Structured logs: one JSON object a line, to stdout (stderr for warnings and errors). */
export function createLogger(
  level: LogLevel = "info",
  base: LogFields = {},
  write: (line: string, isError: boolean) => void = (line, isError) =>
    (isError ? process.stderr : process.stdout).write(`${line}\n`),
): Logger {
  const log = (at: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: at, msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    write(JSON.stringify(entry), rank[at] >= rank.warn);
  };
  return {
    debug: (msg, fields) => log("debug", msg, fields),
    info: (msg, fields) => log("info", msg, fields),
    warn: (msg, fields) => log("warn", msg, fields),
    error: (msg, fields) => log("error", msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
