import { parseEnv, toPublicConfig } from "@tostao/core";

// Components read the build-time config; tests get the defaults.
const env = parseEnv({});
if (!env.ok) throw new Error(env.problems.join("\n"));
(globalThis as { __PUBLIC_CONFIG__?: unknown }).__PUBLIC_CONFIG__ = toPublicConfig(env.env);
