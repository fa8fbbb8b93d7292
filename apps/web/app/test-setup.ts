import { pageValues, parseEnv, toPublicConfig } from "@tostao/core";

// Components read the values the server renders the pages with; tests get the defaults.
const env = parseEnv({});
if (!env.ok) throw new Error(env.problems.join("\n"));
globalThis.__TOSTAO_PAGE_VALUES__ = pageValues(toPublicConfig(env.env), new Date());
