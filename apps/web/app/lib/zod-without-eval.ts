import { config } from "zod/v4/core";

// The site's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with
// `new Function` unless told not to, and merely probing for it is reported as a violation.
// Imported first by the public pages' islands entry, and in the client-side app by the query
// client, which travels in one chunk with zod (vite.config.ts): the setting is made as that chunk
// loads, before any schema of another chunk is built.
config({ jitless: true });
