import { config } from "zod/v4/core";

// The site's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with
// `new Function` unless told not to, and merely probing for it is reported as a violation.
// Imported first by each browser entry (the client-side app and the public pages' islands).
config({ jitless: true });
