/** A throwaway PostgreSQL 15 cluster (see pg-cluster.mjs). */
export const PG_BIN: string;
/** `settings`: extra server settings ("name=value"). */
export function startPgCluster(options?: {
  settings?: string[];
}): Promise<{ url: string; pid: number; stop: () => void }>;
