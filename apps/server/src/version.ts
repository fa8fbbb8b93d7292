declare const __TOSTAO_VERSION__: string | undefined;

/** Set by the server build from package.json; "dev" when run from sources. */
export const version = typeof __TOSTAO_VERSION__ === "string" ? __TOSTAO_VERSION__ : "dev";
