export declare const root: string;
/** apps/server/dist/build-stamp.json: when the build ran and the newest source it saw. */
export declare const stampFile: string;
/** Why a build is needed, or null when the current one is good. */
export function buildNeeded(): string | null;
