import { afterEach, describe, expect, it } from 'vitest';
import {
  etagOf,
  matchesEtag,
  NEXT_DYNAMIC_CACHE_CONTROL,
  PageStore,
  PurgeSchedule,
  pageCacheKey,
  preferredEncoding,
  storability,
} from '../../scripts/page-cache.ts';
import { purgePageCache, schedulePageCachePurge } from '../../src/server/cache/page-cache';
import {
  installPageCacheControl,
  uninstallPageCacheControl,
} from '../../src/server/handshake/page-server-handshake.ts';

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('page cache key', () => {
  it('keys an anonymous GET or HEAD of a public page by its path', () => {
    expect(pageCacheKey(get('/'))).toEqual({ key: '/' });
    expect(pageCacheKey(get('/services/cctv-installation'))).toEqual({ key: '/services/cctv-installation' });
    expect(pageCacheKey(get('/blog', {}, 'HEAD'))).toEqual({ key: '/blog' });
  });

  it('keeps the page number, in one canonical form, and drops tracking parameters', () => {
    expect(pageCacheKey(get('/blog?page=2'))).toEqual({ key: '/blog?page=2' });
    expect(pageCacheKey(get('/blog?utm_source=mail&page=2&gclid=abc'))).toEqual({ key: '/blog?page=2' });
    expect(pageCacheKey(get('/?utm_campaign=spring&fbclid=x'))).toEqual({ key: '/' });
  });

  it('keys a page number only where the page is split into pages, and redirects it away elsewhere', () => {
    expect(pageCacheKey(get('/?page=2'))).toEqual({ redirect: '/' });
    expect(pageCacheKey(get('/services?page=9999&utm_source=x'))).toEqual({
      redirect: '/services?utm_source=x',
    });
    expect(pageCacheKey(get('/free-quote?page=3&service=cctv'))).toEqual({
      redirect: '/free-quote?service=cctv',
    });
    expect(pageCacheKey(get('/blog?page=1'))).toEqual({ redirect: '/blog' });
    expect(pageCacheKey(get('/blog?page=3'))).toEqual({ key: '/blog?page=3' });
  });

  it('sends any other query to Next uncached, so junk cannot fill the cache', () => {
    expect(pageCacheKey(get('/?x=1'))).toEqual({ bypass: 'query' });
    expect(pageCacheKey(get('/blog?page=abc'))).toEqual({ bypass: 'query' });
    expect(pageCacheKey(get('/blog?page=0'))).toEqual({ bypass: 'query' });
    expect(pageCacheKey(get('/blog?page=2&page=3'))).toEqual({ bypass: 'query' });
    expect(pageCacheKey(get('/unsubscribe?token=abc'))).toEqual({ bypass: 'query' });
  });

  it('never caches a signed preview link', () => {
    expect(pageCacheKey(get('/blog/draft-post?preview=signature'))).toEqual({ bypass: 'preview' });
    expect(pageCacheKey(get('/blog/draft-post?utm_source=x&preview='))).toEqual({ bypass: 'preview' });
  });

  it('never caches signed-in requests, writes, navigation payloads or draft mode', () => {
    expect(pageCacheKey(get('/', { authorization: 'Bearer token' }))).toEqual({ bypass: 'authorization' });
    expect(pageCacheKey(get('/', {}, 'POST'))).toEqual({ bypass: 'method' });
    expect(pageCacheKey(get('/', {}, 'PUT'))).toEqual({ bypass: 'method' });
    expect(pageCacheKey(get('/', { rsc: '1' }))).toEqual({ bypass: 'rsc' });
    expect(pageCacheKey(get('/', { 'next-router-prefetch': '1' }))).toEqual({ bypass: 'rsc' });
    expect(pageCacheKey(get('/', { cookie: 'a=1; __prerender_bypass=x' }))).toEqual({ bypass: 'draft-mode' });
    // Analytics cookies say nothing about the page.
    expect(pageCacheKey(get('/', { cookie: '_ga=GA1.1.1' }))).toEqual({ key: '/' });
  });

  it('never caches the back office, the API, uploads or build files', () => {
    for (const path of [
      '/admin',
      '/admin/services',
      '/auth/login',
      '/api/services',
      '/media/a.webp',
      '/_next/x',
      // A booked survey's private link: personal, and changes with every reschedule.
      '/survey/12.QdXkzm3v1lCaeBkS6wHxBCa8m8zZ6xO0mxkU4cDq-qI',
    ]) {
      expect(pageCacheKey(get(path))).toEqual({ bypass: 'private-area' });
    }
    expect(pageCacheKey(get('/administrators'))).toEqual({ key: '/administrators' });
  });

  it('refuses escaped, dotted, doubled or absurdly long paths', () => {
    expect(pageCacheKey(get('/%61bout'))).toEqual({ bypass: 'path' });
    expect(pageCacheKey(get('/blog/../admin'))).toEqual({ bypass: 'path' });
    expect(pageCacheKey(get('//about'))).toEqual({ bypass: 'path' });
    expect(pageCacheKey(get(`/${'a'.repeat(300)}`))).toEqual({ bypass: 'path' });
    expect(pageCacheKey(get('http://example.com/'))).toEqual({ bypass: 'path' });
  });
});

describe('what may be stored', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };

  it('stores a 200 HTML page, including Next’s default header for a page rendered on demand', () => {
    expect(storability({ status: 200, headers: html })).toEqual({ storable: true });
    expect(
      storability({ status: 200, headers: { ...html, 'cache-control': NEXT_DYNAMIC_CACHE_CONTROL } }),
    ).toEqual({ storable: true });
    expect(storability({ status: 200, headers: { ...html, 'cache-control': 's-maxage=31536000' } })).toEqual({
      storable: true,
    });
  });

  it('refuses other statuses, other types, cookies and private or no-store answers', () => {
    expect(storability({ status: 404, headers: html })).toEqual({ storable: false, reason: 'status' });
    expect(storability({ status: 500, headers: html })).toEqual({ storable: false, reason: 'status' });
    expect(storability({ status: 200, headers: { 'content-type': 'application/xml' } })).toEqual({
      storable: false,
      reason: 'type',
    });
    expect(storability({ status: 200, headers: { ...html, 'set-cookie': ['a=1'] } })).toEqual({
      storable: false,
      reason: 'cookie',
    });
    expect(
      storability({ status: 200, headers: { ...html, 'cache-control': 'private, max-age=60' } }),
    ).toEqual({
      storable: false,
      reason: 'cache-control',
    });
    expect(storability({ status: 200, headers: { ...html, 'cache-control': 'no-store' } })).toEqual({
      storable: false,
      reason: 'cache-control',
    });
  });
});

describe('validators and encodings', () => {
  it('gives the same bytes the same weak ETag and other bytes another', () => {
    const etag = etagOf(Buffer.from('<p>one</p>'));
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(etagOf(Buffer.from('<p>one</p>'))).toBe(etag);
    expect(etagOf(Buffer.from('<p>two</p>'))).not.toBe(etag);
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });
});

function page(bytes: number) {
  const body = Buffer.alloc(bytes, 'x');
  return {
    status: 200,
    headers: {},
    etag: etagOf(body),
    identity: body,
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
  };
}

describe('page store', () => {
  it('evicts the least recently used page past the entry bound', () => {
    const store = new PageStore({ maxEntries: 2 });
    store.set('/a', page(10), store.generation);
    store.set('/b', page(10), store.generation);
    expect(store.get('/a')).toBeDefined(); // /a is now the most recent
    store.set('/c', page(10), store.generation);
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('keeps the bytes it holds under its byte bound', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 1000 });
    for (let index = 0; index < 10; index += 1) store.set(`/${index}`, page(100), store.generation);
    expect(store.bytes).toBeLessThanOrEqual(1000);
    expect(store.size).toBe(10);
    store.set('/10', page(100), store.generation);
    expect(store.bytes).toBeLessThanOrEqual(1000);
    expect(store.get('/0')).toBeUndefined();
    expect(store.get('/10')).toBeDefined();
    // A page bigger than an eighth of the budget is not kept at all.
    expect(store.set('/huge', page(200), store.generation)).toBe(false);
    expect(store.get('/huge')).toBeUndefined();
  });

  it('replacing a page does not count its bytes twice', () => {
    const store = new PageStore({ maxBytes: 10_000 });
    store.set('/a', page(100), store.generation);
    store.set('/a', page(300), store.generation);
    expect(store.bytes).toBe(300);
    expect(store.size).toBe(1);
  });

  it('treats a page older than the maximum age as missing', () => {
    let now = 1_000;
    const store = new PageStore({ maxAgeMs: 600_000, now: () => now });
    store.set('/', page(10), store.generation);
    now += 599_999;
    expect(store.get('/')).toBeDefined();
    now += 1;
    expect(store.get('/')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('purges everything, and refuses a page rendered before the purge', () => {
    const store = new PageStore();
    store.set('/a', page(10), store.generation);
    const renderStartedIn = store.generation;
    store.purge();
    expect(store.get('/a')).toBeUndefined();
    expect(store.bytes).toBe(0);
    expect(store.set('/b', page(10), renderStartedIn)).toBe(false);
    expect(store.get('/b')).toBeUndefined();
    expect(store.set('/b', page(10), store.generation)).toBe(true);
  });
});

describe('scheduled purge', () => {
  function fakeClock(start: number) {
    const clock = {
      now: start,
      timers: [] as { at: number; fn: () => void; cleared: boolean }[],
      advance(ms: number) {
        clock.now += ms;
        for (const timer of [...clock.timers]) {
          if (!timer.cleared && timer.at <= clock.now) {
            timer.cleared = true;
            timer.fn();
          }
        }
      },
      options: {
        now: () => clock.now,
        setTimer: (fn: () => void, ms: number) => {
          const timer = { at: clock.now + ms, fn, cleared: false };
          clock.timers.push(timer);
          return timer;
        },
        clearTimer: (timer: unknown) => {
          (timer as { cleared: boolean }).cleared = true;
        },
      },
    };
    return clock;
  }

  it('purges when each moment comes, not before', () => {
    const clock = fakeClock(0);
    const purges: string[] = [];
    const schedule = new PurgeSchedule((reason) => purges.push(reason), clock.options);
    schedule.add(new Date(60_000));
    schedule.add(new Date(30_000));
    expect(schedule.pending()).toEqual([30_000, 60_000]);
    clock.advance(29_999);
    expect(purges).toEqual([]);
    clock.advance(1);
    expect(purges).toEqual(['scheduled']);
    clock.advance(30_000);
    expect(purges).toEqual(['scheduled', 'scheduled']);
    expect(schedule.pending()).toEqual([]);
  });

  it('purges at once for a moment already past, and counts one moment once', () => {
    const clock = fakeClock(100_000);
    const purges: string[] = [];
    const schedule = new PurgeSchedule((reason) => purges.push(reason), clock.options);
    schedule.add(new Date(50_000));
    expect(purges).toEqual(['scheduled']);
    schedule.add(200_000);
    schedule.add(200_500);
    expect(schedule.pending()).toEqual([200_000]);
    schedule.add(Number.NaN);
    expect(schedule.pending()).toEqual([200_000]);
  });

  it('reaches a moment beyond setTimeout’s longest delay in steps', () => {
    const clock = fakeClock(0);
    const purges: string[] = [];
    const schedule = new PurgeSchedule((reason) => purges.push(reason), clock.options);
    const farAway = 2 ** 31 + 10_000;
    schedule.add(farAway);
    expect(clock.timers.at(-1)?.at).toBe(2 ** 31 - 1);
    clock.advance(2 ** 31 - 1);
    expect(purges).toEqual([]);
    clock.advance(farAway - clock.now);
    expect(purges).toEqual(['scheduled']);
  });
});

describe('the app’s side of the contract', () => {
  afterEach(() => {
    uninstallPageCacheControl();
  });

  it('does nothing when no server installed the registry (next dev, API tests)', async () => {
    await expect(purgePageCache('test')).resolves.toBeUndefined();
    expect(() => schedulePageCachePurge(new Date())).not.toThrow();
  });

  it('reaches the cache the server installs through the process handshake', async () => {
    const calls: unknown[] = [];
    installPageCacheControl({
      purge: async (reason, options) => {
        calls.push(['purge', reason, options]);
      },
      schedulePurge: (at) => calls.push(['schedule', new Date(at).toISOString()]),
      stats: () => ({ pages: 0, bytes: 0, generation: 0 }),
    });
    await purgePageCache('services changed');
    await purgePageCache('another instance: write', { servePrevious: false });
    schedulePageCachePurge(new Date('2030-01-01T08:00:00Z'));
    schedulePageCachePurge(new Date('not a date'));
    expect(calls).toEqual([
      ['purge', 'services changed', undefined],
      ['purge', 'another instance: write', { servePrevious: false }],
      ['schedule', '2030-01-01T08:00:00.000Z'],
    ]);
  });
});
