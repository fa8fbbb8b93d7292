/** Debian packages the project installs when missing (see system-deps.mjs). */
export function ensureSystemDeps(): void;
export function ensureProxy(): void;
export function ensureOcrDeps(): void;
