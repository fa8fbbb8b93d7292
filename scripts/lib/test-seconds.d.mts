export declare function measuredSeconds(
  root: string,
  kind: string,
  committed: string,
): Record<string, number>;
export declare function lastRunSeconds(root: string, kind: string): string;
export declare function fileSeconds(measured: Record<string, number>): (path: string) => number;
export declare function splitBySeconds<T>(
  files: readonly T[],
  count: number,
  seconds: (file: T) => number,
  name: (file: T) => string,
): T[][];
