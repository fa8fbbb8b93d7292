/** Bundles the server into `outdir` (bin/main.js + migrations); resolves with the entry's path. */
export function bundleServer(options: { outdir: string }): Promise<string>;
/** Bundles the page renderer's worker (apps/web/render/worker.ts) into `outfile`. */
export function bundlePageRenderer(options: { outfile: string }): Promise<void>;
