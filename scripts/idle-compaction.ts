/**
 * Gives memory back after a burst. Under load V8 lets the heap grow (garbage is collected, but the
 * pages stay committed) and native allocators keep what they used, so the process would hold its
 * peak for good. Once no request has arrived for a moment and RSS is well above what it was after
 * the last compaction, one memory-reducing full GC (`gc` with the last-resort flavour, which
 * compacts the heap and returns free pages) brings it back down. It takes a few hundred
 * milliseconds, only after a burst, while the server is idle. Needs `--expose-gc` (see
 * runtime-tuning.ts); without it this does nothing.
 */
const CHECK_EVERY_MS = 500;
/** Quiet checks in a row before compacting: 1.5 s without a new request. */
const QUIET_CHECKS = 3;
const GROWTH_BYTES = 24 * 1024 * 1024;

export interface IdleCompaction {
  /** Called for every request: the server is busy. */
  touch(): void;
  stop(): void;
}

/**
 * `readRss` stands in for the process's resident set size in tests, where other work in the same
 * process moves it.
 */
export function compactWhenIdle({
  log = () => {},
  readRss = () => process.memoryUsage.rss(),
}: {
  log?: (message: string) => void;
  readRss?: () => number;
} = {}): IdleCompaction {
  const collect = globalThis.gc;
  let requests = 0;
  if (typeof collect !== 'function') return { touch() {}, stop() {} };
  let seen = 0;
  let quiet = 0;
  let baseline = readRss();

  const timer = setInterval(() => {
    if (requests !== seen) {
      seen = requests;
      quiet = 0;
      return;
    }
    quiet += 1;
    if (quiet < QUIET_CHECKS) return;
    const before = readRss();
    if (before < baseline + GROWTH_BYTES) return;
    const started = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    baseline = readRss();
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    log(
      `idle compaction: RSS ${mb(before)} -> ${mb(baseline)} MB in ${Math.round(performance.now() - started)} ms`,
    );
  }, CHECK_EVERY_MS);
  timer.unref();

  return {
    touch() {
      requests += 1;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
