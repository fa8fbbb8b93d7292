/** Bundles the server into `outdir` (bin/main.js + migrations); resolves with the entry's path. */
export function bundleServer(options: { outdir: string }): Promise<string>;
