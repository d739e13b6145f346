/**
 * Renders the most visited pages again right after the page cache is purged, one at a time, so
 * that a save in the back office costs their next visitors nothing: without it, the first visitor
 * of each page after every save waited for its render (about a second on a phone). Until a page is
 * rendered again, its visitors are served its copy from before the purge (`page-server.ts`).
 *
 * Visits are counted per cache key; each purge halves every count, so the pages refilled are those
 * visited lately. Only a page some visitor asked for since the purge before is refilled: while staff
 * save one change after another and nobody visits in between, renders that no visitor would read
 * are not made (the refill does at most the renders its visitors asked for the last time). A purge
 * during a refill ends it, and the next refill starts from the top.
 */

/** Pages rendered again after each purge: the home page, the main lists and the most read pages. */
export const REFILLED_PAGES = 12;
/** Addresses whose visits are counted; beyond it, the least visited are forgotten. */
const COUNTED_PAGES = 1_000;

export interface PageRefill {
  /** A visitor asked for the page at `key` (its cache key), on the site at `host`. */
  visited(key: string, host: string | undefined): void;
  /**
   * The cache was purged: the most visited of the pages asked for since the purge before are
   * rendered again, from the next turn on. Returns their keys, and a promise of the refill's end.
   */
  purged(): { keys: string[]; ended: Promise<void> };
  /** Resolves when the refill under way (if any) has ended (tests, the benchmark). */
  settled(): Promise<void>;
}

/**
 * `render` renders one page into the cache (nothing when it is already there or being rendered);
 * `generation` is the cache's, which a purge moves on.
 */
export function createPageRefill({
  render,
  generation,
  pages = REFILLED_PAGES,
  log = () => {},
}: {
  render: (key: string, host: string) => Promise<void>;
  generation: () => number;
  pages?: number;
  log?: (message: string) => void;
}): PageRefill {
  /**
   * Per cache key: its visits (halved at each purge), the last host it was asked on, and whether it
   * was asked for since the last purge.
   */
  const visits = new Map<string, { count: number; host: string; sincePurge: boolean }>();
  let running: Promise<void> = Promise.resolve();

  function forgetLeastVisited(): void {
    const sorted = [...visits.entries()].sort((a, b) => a[1].count - b[1].count);
    for (const [key] of sorted.slice(0, visits.size - COUNTED_PAGES / 2)) visits.delete(key);
  }

  async function refill(forGeneration: number, keys: Array<[string, string]>): Promise<void> {
    // After the purge's own turn: the write that purged is answered first.
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    let rendered = 0;
    for (const [key, host] of keys) {
      if (generation() !== forGeneration) return;
      try {
        await render(key, host);
        rendered++;
      } catch (error) {
        log(`page refill of ${key} failed: ${String((error as Error)?.message ?? error)}`);
      }
    }
    log(`page refill: ${rendered} page(s) rendered again in ${Date.now() - started} ms`);
  }

  return {
    visited(key, host) {
      const known = visits.get(key);
      if (known) {
        known.count++;
        known.sincePurge = true;
        if (host) known.host = host;
        return;
      }
      visits.set(key, { count: 1, host: host ?? 'localhost', sincePurge: true });
      if (visits.size > COUNTED_PAGES) forgetLeastVisited();
    },
    purged() {
      const keys = [...visits.entries()]
        .filter(([, visit]) => visit.sincePurge)
        .sort((a, b) => b[1].count - a[1].count)
        .slice(0, pages)
        .map(([key, { host }]): [string, string] => [key, host]);
      for (const visit of visits.values()) {
        visit.count /= 2;
        visit.sincePurge = false;
      }
      if (keys.length === 0) return { keys: [], ended: Promise.resolve() };
      const forGeneration = generation();
      running = running.then(() => refill(forGeneration, keys));
      return { keys: keys.map(([key]) => key), ended: running };
    },
    settled: () => running,
  };
}
