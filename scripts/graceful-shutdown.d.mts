import type { Server, ServerResponse } from 'node:http';

export type ShutdownTask = () => Promise<void>;
export function installShutdownTasks(): ShutdownTask[];
export interface Drain {
  readonly draining: boolean;
  markResponse(response: ServerResponse): void;
  stop(signal: string): void;
}
export function createDrain(
  server: Server,
  options: {
    tasks?: ShutdownTask[];
    limitMs?: number;
    /** How long a kept-alive connection must have been quiet before the drain closes it. */
    idleGraceMs?: number;
    onStopped: () => void;
    log?: (line: string) => void;
  },
): Drain;
