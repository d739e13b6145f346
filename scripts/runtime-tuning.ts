/**
 * Restarts this process in place (same pid, `process.execve`) with the memory settings the server
 * needs, which only take effect at process start. Imported first by `scripts/server.ts`, before
 * anything heavy is loaded; a no-op once applied, or where `execve` does not exist.
 *
 * - MALLOC_ARENA_MAX=2: glibc otherwise gives each thread that allocates (V8's compiler and GC
 *   helpers, the libuv pool compressing pages) its own arena, and the freed memory in them stays in
 *   the process: measured, about 160 MB more RSS after a benchmark.
 * - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_: allocations of 64 kB and more get their own
 *   mapping, returned to the system when freed, instead of a heap that only grows (about 45 MB less
 *   at start).
 * - --max-semi-space-size=4: V8 grows the young generation to 2 x 64 MB under a burst of renders and
 *   keeps it; a small one costs more, but fast, scavenges.
 * - --heap-growing-percent=30: a full GC once the old generation is 30% above what was live after the
 *   last one (V8 lets it double or more by default).
 * - --expose-gc: for the compaction once idle after a burst (idle-compaction.ts).
 * SERVER_NODE_FLAGS replaces the V8 flags (to compare settings with `npm run bench`).
 */
const MARKER = 'SECURECAM_SERVER_TUNED';
const NODE_FLAGS = (
  process.env.SERVER_NODE_FLAGS ?? '--max-semi-space-size=4 --heap-growing-percent=30 --expose-gc'
)
  .split(' ')
  .filter(Boolean);

if (process.env[MARKER] !== '1' && typeof process.execve === 'function' && process.platform === 'linux') {
  const flags = NODE_FLAGS.filter(
    (flag) => !process.execArgv.some((arg) => arg.startsWith(flag.split('=')[0])),
  );
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
      [MARKER]: '1',
    },
  );
}
