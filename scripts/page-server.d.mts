import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageStore, PurgeSchedule } from './page-cache.mjs';

export function createPageServer(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  store?: PageStore;
  log?: (message: string) => void;
}): {
  /** Undefined when answered synchronously from the cache. */
  servePage(request: IncomingMessage, response: ServerResponse): Promise<void> | undefined;
  /** Answers a cached page synchronously; false when the page is not in the cache. */
  serveFromCache(request: IncomingMessage, response: ServerResponse): boolean;
  purge(reason: string): void;
  schedule: PurgeSchedule;
  store: PageStore;
  registry: {
    purge(reason: string): void;
    schedulePurge(at: Date | number): void;
    stats(): { pages: number; bytes: number; generation: number };
  };
  install(): void;
};
