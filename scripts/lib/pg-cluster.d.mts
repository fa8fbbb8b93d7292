/** A throwaway PostgreSQL 15 cluster (see pg-cluster.mjs). */
export const PG_BIN: string;
export function startPgCluster(): Promise<{ url: string; pid: number; stop: () => void }>;
