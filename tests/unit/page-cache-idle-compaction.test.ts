import { afterEach, expect, it } from 'vitest';
import { compactWhenIdle } from '../../scripts/idle-compaction.mjs';

/** The memory-reducing GC the server runs once idle after a burst, with `gc` stood in for. */
const holder = globalThis as { gc?: unknown };
const originalGc = holder.gc;
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  holder.gc = originalGc;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('compacts once RSS has grown and no request came for a while, not while requests keep coming', async () => {
  const calls: unknown[] = [];
  holder.gc = (options: unknown) => calls.push(options);
  const idle = compactWhenIdle();
  stop = idle.stop;
  // A burst: 64 MB touched (RSS grows) while requests arrive.
  const burst = Buffer.alloc(64 * 1024 * 1024, 1);
  for (let tick = 0; tick < 8; tick += 1) {
    idle.touch();
    await wait(250);
  }
  expect(calls).toEqual([]);
  await expect.poll(() => calls.length, { timeout: 6000, interval: 100 }).toBe(1);
  expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
  expect(burst.length).toBeGreaterThan(0);
}, 15_000);

it('does nothing without --expose-gc', () => {
  holder.gc = undefined;
  const idle = compactWhenIdle();
  stop = idle.stop;
  expect(() => idle.touch()).not.toThrow();
});
