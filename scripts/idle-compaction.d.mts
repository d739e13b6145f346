export function compactWhenIdle(options?: { log?: (message: string) => void }): {
  /** Called for every request. */
  touch(): void;
  stop(): void;
};
