export function compactWhenIdle(options?: {
  log?: (message: string) => void;
  /** The process's resident set size in bytes (tests stand in for it). */
  readRss?: () => number;
}): {
  /** Called for every request. */
  touch(): void;
  stop(): void;
};
