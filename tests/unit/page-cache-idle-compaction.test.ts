import { afterEach, expect, it } from 'vitest';
import { compactWhenIdle } from '../../scripts/idle-compaction.ts';

/**
 * The memory-reducing GC the server runs once idle after a burst, with `gc` and the resident set size
 * stood in for: the test files of a worker share its process, whose real RSS their garbage moves.
 */
const holder = globalThis as { gc?: unknown };
const originalGc = holder.gc;
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  holder.gc = originalGc;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('compacts once RSS has grown and no request came for a while, not while requests keep coming', async () => {
  const MB = 1024 * 1024;
  let rss = 200 * MB;
  const calls: unknown[] = [];
  holder.gc = (options: unknown) => {
    calls.push(options);
    rss = 210 * MB;
  };
  const idle = compactWhenIdle({ readRss: () => rss });
  stop = idle.stop;
  // A burst: RSS grows by 64 MB while requests arrive.
  rss += 64 * MB;
  for (let tick = 0; tick < 8; tick += 1) {
    idle.touch();
    await wait(250);
  }
  expect(calls).toEqual([]);
  await expect.poll(() => calls.length, { timeout: 6000, interval: 100 }).toBe(1);
  expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
  // Idle from then on, and RSS no more than 24 MB above what the compaction left: nothing more.
  rss += 20 * MB;
  await wait(2500);
  expect(calls).toHaveLength(1);
}, 15_000);

it('does nothing without --expose-gc', () => {
  holder.gc = undefined;
  const idle = compactWhenIdle();
  stop = idle.stop;
  expect(() => idle.touch()).not.toThrow();
});
