import type { PublicConfig } from "@tostao/core";

declare const __PUBLIC_CONFIG__: PublicConfig;

/** Links and figures from the server's configuration, baked in at build time. */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;

declare const __BUILD_YEAR__: number;

/** The year the site was built (São Paulo time), for the copyright lines. */
export const copyrightYear: number = __BUILD_YEAR__;
