import type { PublicConfig } from "@tostao/core";

declare const __PUBLIC_CONFIG__: PublicConfig;

/** Links and figures from the server's configuration, baked in at build time. */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
