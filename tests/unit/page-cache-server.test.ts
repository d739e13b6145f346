import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PageStore } from '../../scripts/page-cache.ts';
import { createPageServer } from '../../scripts/page-server.ts';
import type { ServedPage } from '../../scripts/served-page.ts';

/**
 * The page layer of scripts/server.ts over real HTTP on loopback, with a stand-in for Next's
 * handler that writes its answer the ways Next does (setHeader + write + end, or writeHead).
 */

interface Answer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  delayMs?: number;
  /** The answer waits for it (a render held until the test lets it go). */
  until?: Promise<void>;
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function start(
  answer: (request: IncomingMessage) => Answer,
  store = new PageStore<ServedPage>(),
  { previousCopiesMs }: { previousCopiesMs?: number } = {},
) {
  const renders: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    renders.push(`${req.method} ${req.url} ae=${req.headers['accept-encoding'] ?? ''}`);
    const { status = 200, headers = {}, body: template = '', delayMs = 0, until } = answer(req);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await until;
    // As Next does: the nonce of the request's policy goes on every script it writes, and a known
    // ETag is answered 304 with the headers of next.config.mjs (its strict fallback policy).
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy'] ?? ''))?.[1];
    const body = template.replaceAll('<script', nonce ? `<script nonce="${nonce}"` : '<script');
    if (req.headers['if-none-match']) {
      res.writeHead(304, { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
      res.end();
      return;
    }
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Written in pieces, as a streamed render is.
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  };
  const pages = createPageServer({ handle, store, previousCopiesMs });
  server = createServer((req, res) => {
    pages.servePage(req, res)?.catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { pages, renders, base: `http://127.0.0.1:${port}` };
}

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const HTML = `<!DOCTYPE html><html><head><script>self.x=1</script><script src="/_next/static/a.js"></script></head><body>${'<p>Hello from the cache</p>'.repeat(60)}</body></html>`;
/** A page's text without the nonces its render put on its scripts. */
const textOf = (body: Buffer) => body.toString().replace(/ nonce="[^"]+"/g, '');
const nonceOf = (body: Buffer) => /<script nonce="([^"]+)"/.exec(body.toString())?.[1];
const htmlPage = (extra: Answer = {}): Answer => ({
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  },
  body: HTML,
  ...extra,
});

describe('page layer in front of Next', () => {
  it('renders a page once, then serves it from memory with the same body', async () => {
    const { base, renders } = await start(() => htmlPage());
    const first = await send(`${base}/`);
    const second = await send(`${base}/`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(textOf(second.body)).toBe(HTML);
    expect(textOf(first.body)).toBe(HTML);
    expect(renders).toHaveLength(1);
    // Next is asked for identity bytes; compression happens in the page layer.
    expect(renders[0]).toBe('GET / ae=');
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers a cached page from the cache alone, and declines a page it does not hold', async () => {
    const { base, pages, renders } = await start(() => htmlPage());
    const cacheOnly = createServer((req, res) => {
      if (!pages.serveFromCache(req, res)) res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => cacheOnly.listen(0, '127.0.0.1', resolve));
    const cacheBase = `http://127.0.0.1:${(cacheOnly.address() as AddressInfo).port}`;
    try {
      expect((await send(`${cacheBase}/`)).status).toBe(204);
      expect(renders).toHaveLength(0);
      await send(`${base}/`);
      const hit = await send(`${cacheBase}/`);
      expect(hit.status).toBe(200);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(textOf(hit.body)).toBe(HTML);
      expect(renders).toHaveLength(1);
    } finally {
      await new Promise((resolve) => cacheOnly.close(resolve));
    }
  });

  it('answers brotli and gzip that decode to the page, and 304 for a known ETag', async () => {
    const { base } = await start(() => htmlPage());
    const br = await send(`${base}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(textOf(brotliDecompressSync(br.body))).toBe(HTML);
    const gz = await send(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(textOf(gunzipSync(gz.body))).toBe(HTML);
    expect(br.headers.etag).toBe(gz.headers.etag);
    const revalidated = await send(`${base}/`, { headers: { 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    const changed = await send(`${base}/`, { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('coalesces concurrent misses for one URL into one render', async () => {
    const { base, renders } = await start(() => htmlPage({ delayMs: 150 }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(`${base}/services`)));
    expect(renders).toHaveLength(1);
    for (const answer of answers) expect(textOf(answer.body)).toBe(HTML);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  /** A gate for renders: `held` until `release()`. */
  function renderGate() {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { held, release };
  }

  it('purges on demand: until the page is rendered again its visitors get it as it was, then the change', async () => {
    let version = 'old';
    const gate = renderGate();
    const { base, renders, pages } = await start(() =>
      htmlPage({ body: `${HTML}${version}`, until: version === 'new' ? gate.held : undefined }),
    );
    await send(`${base}/`);
    expect((await send(`${base}/`)).headers['x-cache']).toBe('HIT');
    version = 'new';
    let purged = false;
    const refilled = pages.registry.purge('test write').then(() => {
      purged = true;
    });
    // The refill is rendering the page: its visitors are answered the copy from before, at once.
    await expect.poll(() => renders.length).toBe(2);
    const during = await send(`${base}/`);
    expect(during.headers['x-cache']).toBe('HIT');
    expect(during.body.toString()).toMatch(/old$/);
    expect(purged).toBe(false);
    gate.release();
    // The write's answer waits for this: whoever wrote sees the change on their next request.
    await refilled;
    const after = await send(`${base}/`);
    expect(after.body.toString()).toMatch(/new$/);
    expect(after.headers['x-cache']).toBe('HIT');
    expect(renders).toHaveLength(2);
  });

  it('serves nothing from before a purge that another instance asked for', async () => {
    let version = 'old';
    const { base, pages } = await start(() => htmlPage({ body: `${HTML}${version}`, delayMs: 50 }));
    for (let visit = 0; visit < 2; visit++) await send(`${base}/`);
    version = 'new';
    await pages.registry.purge('another instance: write', { servePrevious: false });
    expect((await send(`${base}/`)).body.toString()).toMatch(/new$/);
  });

  it('stops serving the copies from before when the refill takes too long, and renders for the next visitor', async () => {
    let version = 'old';
    const gate = renderGate();
    const { base, pages } = await start(
      () => htmlPage({ body: `${HTML}${version}`, until: version === 'new' ? gate.held : undefined }),
      new PageStore<ServedPage>(),
      { previousCopiesMs: 50 },
    );
    await send(`${base}/`);
    version = 'new';
    await pages.registry.purge('test write');
    // The refill's render is still held: the next visitor waits for it instead of the old copy.
    const next = send(`${base}/`);
    gate.release();
    expect((await next).body.toString()).toMatch(/new$/);
  });

  it('renders the most visited pages again after a purge, before anyone asks for them', async () => {
    let version = 'old';
    const { base, renders, pages } = await start(() => htmlPage({ body: `${HTML}${version}` }));
    for (let visit = 0; visit < 3; visit++) await send(`${base}/`);
    await send(`${base}/services`);
    expect(renders).toHaveLength(2);
    version = 'new';
    pages.registry.purge('test write');
    await pages.refill.settled();
    expect(renders.slice(2).sort()).toEqual(['GET / ae=', 'GET /services ae=']);
    for (const path of ['/', '/services']) {
      const answer = await send(`${base}${path}`);
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.body.toString()).toMatch(/new$/);
    }
    expect(renders).toHaveLength(4);
  });

  it('ends a refill when another purge comes, and refills from the top what was visited since', async () => {
    let version = 'first';
    const { base, renders, pages } = await start(() => htmlPage({ body: `${HTML}${version}`, delayMs: 50 }));
    for (const path of ['/', '/about', '/services', '/blog']) await send(`${base}${path}`);
    version = 'second';
    pages.registry.purge('first write');
    // A visitor of two pages while the first refill is under way: the ones the next refill renders.
    await send(`${base}/blog`);
    await send(`${base}/about`);
    version = 'third';
    const beforeSecond = renders.length;
    pages.registry.purge('second write');
    await pages.refill.settled();
    expect(renders.slice(beforeSecond).sort()).toEqual(['GET /about ae=', 'GET /blog ae=']);
    for (const path of ['/', '/about', '/services', '/blog']) {
      const answer = await send(`${base}${path}`);
      expect(answer.body.toString()).toMatch(/third$/);
    }
    // Four first visits, at most four renders of the first refill and the two visitors', two of the
    // second refill, then the two pages nobody asked for since the first purge, for their visitors.
    expect(renders.length).toBeLessThanOrEqual(4 + 4 + 2 + 2 + 2);
  });

  it('renders nothing again for saves that come one after another with no visitor in between', async () => {
    let version = 0;
    const { base, renders, pages } = await start(() => htmlPage({ body: `${HTML}${version}` }));
    for (const path of ['/', '/about', '/services']) await send(`${base}${path}`);
    version++;
    pages.registry.purge('first save');
    await pages.refill.settled();
    expect(renders).toHaveLength(6);
    for (let save = 0; save < 5; save++) {
      version++;
      pages.registry.purge(`save ${save + 2}`);
      await pages.refill.settled();
    }
    expect(renders).toHaveLength(6);
    // The next visitor of a page gets the last version, rendered for them, and the page counts again.
    const home = await send(`${base}/`);
    expect(home.body.toString()).toMatch(/6$/);
    expect(home.headers['x-cache']).toBe('MISS');
    version++;
    pages.registry.purge('a save after a visit');
    await pages.refill.settled();
    expect(renders.slice(7)).toEqual(['GET / ae=']);
  });

  it('does not keep a render that was under way when a purge came', async () => {
    let version = 'old';
    let renderStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      renderStarted = resolve;
    });
    const { base, pages } = await start(() => {
      renderStarted();
      return htmlPage({ body: `${HTML}${version}`, delayMs: 150 });
    });
    const during = send(`${base}/`);
    // The purge comes once the render has begun (not after a fixed time, which a busy machine may
    // not have reached the handler by).
    await started;
    version = 'new';
    pages.purge('write during render');
    expect((await during).body.toString()).toMatch(/old$/);
    const after = await send(`${base}/`);
    expect(after.body.toString()).toMatch(/new$/);
  });

  it('never stores errors, cookies, private answers, signed-in or preview requests', async () => {
    const { base, renders } = await start((req) => {
      if (req.url === '/missing') return htmlPage({ status: 404 });
      if (req.url === '/cookie')
        return htmlPage({ headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } });
      if (req.url === '/private')
        return htmlPage({ headers: { 'content-type': 'text/html', 'cache-control': 'private' } });
      return htmlPage();
    });
    for (const url of ['/missing', '/cookie', '/private', '/?preview=sig', '/admin', '/auth/login']) {
      await send(`${base}${url}`);
      const again = await send(`${base}${url}`);
      expect(again.headers['x-cache'], url).not.toBe('HIT');
    }
    await send(`${base}/`, { headers: { authorization: 'Bearer t' } });
    expect((await send(`${base}/`, { headers: { authorization: 'Bearer t' } })).headers['x-cache']).toBe(
      'BYPASS',
    );
    expect(renders).toHaveLength(14);
  });

  it('answers HEAD from the cache and fills it with the page body', async () => {
    const { base } = await start(() => htmlPage());
    const head = await send(`${base}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const get = await send(`${base}/about`);
    expect(get.headers['x-cache']).toBe('HIT');
    expect(textOf(get.body)).toBe(HTML);
  });

  it('sends every HTML page with a policy that allows the scripts of its render, and the security headers', async () => {
    const { base } = await start(() =>
      htmlPage({ body: HTML.replace('</body>', '<div><script>injected()</script></div></body>') }),
    );
    const nonces = new Set<string>();
    for (const url of ['/', '/admin', '/admin']) {
      const answer = await send(`${base}${url}`);
      const nonce = nonceOf(answer.body);
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
      nonces.add(String(nonce));
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(csp).not.toMatch(/sha256|unsafe-inline';.*script|'unsafe-eval'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // Every render has its own nonce; the cached page keeps the one of its render.
    expect(nonces.size).toBe(3);
  });

  it('answers a revalidation with the same security headers as the page it stands for', async () => {
    const { base, renders } = await start(() => htmlPage());
    for (const url of ['/', '/auth/login', '/admin/services']) {
      const full = await send(`${base}${url}`);
      const again = await send(`${base}${url}`, { headers: { 'if-none-match': String(full.headers.etag) } });
      if (again.status === 304) {
        for (const name of [
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'permissions-policy',
          'cross-origin-opener-policy',
        ]) {
          expect(again.headers[name], `${url} ${name}`).toBe(full.headers[name]);
        }
      } else {
        // A page rendered for each request: a new render, whose policy allows its own scripts.
        expect(again.status, url).toBe(200);
        const nonce = nonceOf(again.body);
        expect(String(again.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      }
    }
    expect(renders.filter((line) => line.startsWith('GET / '))).toHaveLength(1);
  });

  it('renders a cached page from its key alone: tracking parameters and cookies never reach it', async () => {
    const { base, renders } = await start((req) =>
      htmlPage({ body: `${HTML}<!-- ${req.url} ${req.headers.cookie ?? ''} -->` }),
    );
    const first = await send(`${base}/?utm_source=x&mc_eid=SUBSCRIBER&gclid=CLICK`, {
      headers: { cookie: 'visitor=ME' },
    });
    const later = await send(`${base}/`);
    expect(renders).toEqual(['GET / ae=']);
    for (const answer of [first, later]) {
      expect(answer.body.toString()).not.toMatch(/SUBSCRIBER|CLICK|utm_source|visitor=ME/);
    }
    expect(later.headers['x-cache']).toBe('HIT');
  });

  it('sends made-up page numbers to the page itself, without a render or a cache entry', async () => {
    const { base, renders, pages } = await start(() => htmlPage());
    for (let number = 2; number < 600; number++) {
      const answer = await send(`${base}/services?page=${number}&utm_source=ad`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('/services?utm_source=ad');
    }
    expect((await send(`${base}/?page=2`)).headers.location).toBe('/');
    expect((await send(`${base}/blog?page=1`)).headers.location).toBe('/blog');
    expect(renders).toHaveLength(0);
    expect(pages.store.size).toBe(0);
    // The blog is split into pages: its page 2 is a page of its own.
    expect((await send(`${base}/blog?page=2`)).status).toBe(200);
    expect(renders).toEqual(['GET /blog?page=2 ae=']);
  });

  it('passes a non-document answer through untouched', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('latin1');
    const { base } = await start(() => ({ headers: { 'content-type': 'image/png' }, body: png }));
    const answer = await send(`${base}/icon.png`);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
