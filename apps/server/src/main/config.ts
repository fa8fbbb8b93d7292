import { type Env, type PublicConfig, parseEnv, toPublicConfig } from "@tostao/core";

export interface Config {
  env: Env;
  public: PublicConfig;
}

/** Thrown at boot when a variable is invalid; the message names each variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses an environment record into typed settings. The only reader of process.env is main. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const result = parseEnv(source);
  if (!result.ok) throw new ConfigError(result.problems);
  return { env: result.env, public: toPublicConfig(result.env) };
}
