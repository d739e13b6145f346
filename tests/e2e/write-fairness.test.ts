import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, signIn, startServer } from './support/server';
import { type LoadFigures, runLoad } from './support/write-load';

/**
 * On SQLite every query runs on the server's one event loop. Visitors posting the quote form on new
 * connections must keep at least 40% of their rate while 50 kept-alive connections read the inbox.
 */
const POSTERS = 200;
const READERS = 50;
const MINIMUM_SHARE = 0.4;

function describeFigures(label: string, figures: LoadFigures) {
  return `${label}: ${figures.postsPerSecond.toFixed(0)} posts/s (p99 ${figures.postP99Ms.toFixed(0)} ms), ${figures.readsPerSecond.toFixed(0)} reads/s`;
}

describe('posts under kept-alive read load (SQLite)', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server.url);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('keeps at least 40% of the post rate while 50 kept-alive readers list the inquiries', async () => {
    const load = { url: server.url, token, posters: POSTERS };
    // A short warm-up: the first requests compile routes and fill the caches.
    await runLoad({ ...load, readers: 0, seconds: 1 });
    const alone = await runLoad({ ...load, readers: 0, seconds: 4 });
    const underReads = await runLoad({ ...load, readers: READERS, seconds: 6 });
    const share = underReads.postsPerSecond / alone.postsPerSecond;
    console.log(
      `${describeFigures('alone', alone)}\n${describeFigures('with readers', underReads)}\nshare ${share.toFixed(2)}`,
    );
    expect(alone.failures.slice(0, 5)).toEqual([]);
    expect(underReads.failures.slice(0, 5)).toEqual([]);
    expect(underReads.reads).toBeGreaterThan(0);
    expect(share).toBeGreaterThanOrEqual(MINIMUM_SHARE);
  }, 90_000);
});
