import { createHash } from 'node:crypto';
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

/**
 * The rules and the store of the full-page cache that `scripts/server.ts` puts in front of Next.
 * Everything here is plain logic (no sockets, no Next) so it can be tested on its own.
 */

/** Paths never answered from the cache: the back office, the API, uploads, build files and the private survey links. */
const NEVER_CACHED_PREFIXES = ['/admin', '/auth', '/api', '/media', '/_next', '/survey', '/es/survey'];

/**
 * The public pages that are split into numbered pages (`?page=2`), with the name of that key: the
 * blog list (`src/site/blog/pagination.ts`). A page number anywhere else selects nothing and is
 * redirected away; on these, page 1 is the list's own address, and a number past the last page is
 * the app's 404 (never stored).
 */
const PAGINATED_PATHS = new Set(['/blog', '/es/blog']);
const PAGE_NUMBER_KEY = 'page';
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

/**
 * Query keys that only analytics reads, in the browser: the page is the same with or without them,
 * so they are left out of the key and an ad campaign's clicks still hit the cache.
 */
const TRACKING_KEY = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl)$/;

/** Headers of client-side navigation in the App Router: the answer is an RSC payload, not HTML. */
const RSC_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];

/** Next's draft-mode cookie turns on unpublished content. */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/** A plain public path: no escapes, no empty or dot segments, not absurdly long. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)*\/?$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;
const MAX_PATH_LENGTH = 256;

/**
 * What Next sends for every page rendered on demand. It is Next's default for dynamic rendering and
 * says nothing about the content, so it does not stop the page cache (anything else with `private`
 * or `no-store` does).
 */
export const NEXT_DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** What a cached page tells browsers: keep it, but ask every time (answered with 304 while unchanged). */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** What the cache reads of a request. */
export interface PageRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export type CacheDecision = { key: string } | { redirect: string } | { bypass: string };

/**
 * The cache key of a request, the canonical address to send it to instead, or the reason it must go
 * to Next uncached.
 */
export function pageCacheKey(request: PageRequest): CacheDecision {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return { bypass: 'method' };
  const headers = request.headers;
  if (headers.authorization !== undefined) return { bypass: 'authorization' };
  if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return { bypass: 'rsc' };
  if (DRAFT_MODE_COOKIE.test(String(headers.cookie ?? ''))) return { bypass: 'draft-mode' };
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path.length > MAX_PATH_LENGTH || !PLAIN_PATH.test(path) || DOT_SEGMENT.test(path)) {
    return { bypass: 'path' };
  }
  if (NEVER_CACHED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return { bypass: 'private-area' };
  }
  if (queryStart === -1) return { key: path };
  const query = new URLSearchParams(url.slice(queryStart + 1));
  if (query.has('preview')) return { bypass: 'preview' };
  const names = [...query.keys()];
  const pageNumbers = query.getAll(PAGE_NUMBER_KEY);
  const paginated = PAGINATED_PATHS.has(path);
  if (pageNumbers.length > 0 && (!paginated || (pageNumbers.length === 1 && pageNumbers[0] === '1'))) {
    // Same page, without the number: one address per page, and no render for a made-up number.
    query.delete(PAGE_NUMBER_KEY);
    const rest = query.toString();
    return { redirect: rest ? `${path}?${rest}` : path };
  }
  if (names.some((name) => !TRACKING_KEY.test(name) && name !== PAGE_NUMBER_KEY)) return { bypass: 'query' };
  if (pageNumbers.length === 0) return { key: path };
  if (pageNumbers.length > 1 || !PAGE_NUMBER.test(pageNumbers[0])) return { bypass: 'query' };
  return { key: `${path}?${PAGE_NUMBER_KEY}=${pageNumbers[0]}` };
}

/** A header's value as one string (Node gives `string | string[] | number`). */
function headerText(value: OutgoingHttpHeader | null | undefined): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Whether Next's answer may be kept and served to other visitors, or why not. */
export function storability({
  status,
  headers,
}: {
  status: number;
  headers: OutgoingHttpHeaders;
}): { storable: true } | { storable: false; reason: string } {
  if (status !== 200) return { storable: false, reason: 'status' };
  if (!/^text\/html\b/i.test(headerText(headers['content-type']))) return { storable: false, reason: 'type' };
  if (headers['set-cookie'] !== undefined) return { storable: false, reason: 'cookie' };
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (cacheControl !== NEXT_DYNAMIC_CACHE_CONTROL && /\b(private|no-store)\b/.test(cacheControl)) {
    return { storable: false, reason: 'cache-control' };
  }
  return { storable: true };
}

/** A weak validator of the page's bytes: one page, whatever encoding carries it. */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for this header). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const text = headerText(ifNoneMatch).trim();
  if (text === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return text.split(',').some((tag) => opaque(tag) === wanted);
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send, from the client's `Accept-Encoding`: brotli, then gzip, then none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of headerText(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find((match) => match !== null);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*');
  const allows = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** A page as it is stored: what the page server renders, with its three bodies. */
export interface StorablePage {
  status: number;
  /** The headers every copy is sent with. */
  headers: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A stored page, with what the store adds; `Page` is what its user put in (the page server adds ready-made header lists). */
export type CachedPage<Page extends StorablePage = StorablePage> = Page & {
  /** Milliseconds, from the store's clock. */
  storedAt: number;
  /** Bytes held (the three bodies). */
  size: number;
};

export interface PageStoreOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The pages in memory, least recently used evicted first, bounded in count and in bytes (the three
 * bodies of each page count): an `lru-cache`. A page older than `maxAgeMs` is a miss (the safety net
 * for scheduled content), checked here on each read against the store's own clock (lru-cache's TTL
 * would count a page stale only past its limit, not at it). `purge()` empties it and
 * starts a new generation: a render that began before the purge is not stored after it. It hands
 * back what it held, which the page server may go on serving while those pages are rendered again.
 */
export class PageStore<Page extends StorablePage = StorablePage> {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  generation = 0;
  private readonly now: () => number;
  private readonly pages: LRUCache<string, CachedPage<Page>>;

  constructor({
    maxEntries = 500,
    maxBytes = 32 * 1024 * 1024,
    maxAgeMs = 10 * 60_000,
    now = Date.now,
  }: PageStoreOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    this.pages = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // lru-cache counts no size below 1.
      sizeCalculation: (page) => Math.max(page.size, 1),
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held by the pages in the store. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** A fresh page, marked as the most recently used. */
  get(key: string): CachedPage<Page> | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt >= this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Stores a page rendered during `generation`; refused when a purge came since, or when the page
   * alone would take more than an eighth of the byte budget (a page already stored stays).
   */
  set(key: string, page: Page, generation: number): boolean {
    if (generation !== this.generation) return false;
    const size = page.identity.length + page.gzip.length + page.br.length;
    if (size > this.maxBytes / 8) return false;
    this.pages.set(key, { ...page, storedAt: this.now(), size });
    return true;
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /** Empties the store and starts a new generation; returns the fresh pages it held, by key. */
  purge(): Map<string, CachedPage<Page>> {
    const held = new Map<string, CachedPage<Page>>();
    const now = this.now();
    for (const [key, page] of this.pages.entries()) {
      if (now - page.storedAt < this.maxAgeMs) held.set(key, page);
    }
    this.pages.clear();
    this.generation += 1;
    return held;
  }
}

/** setTimeout's longest delay; a later time is reached in several steps. */
const MAX_TIMER_DELAY = 2 ** 31 - 1;
/** Times closer together than this are one purge. */
const SAME_MOMENT_MS = 1000;
const MAX_SCHEDULED = 1000;

/**
 * Purges at given future moments (a post's publish time, a banner's start or end), with one timer
 * for the earliest. Past moments purge at once.
 */
export interface PurgeClock {
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export class PurgeSchedule {
  private readonly purge: (reason: string) => void;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  /** Sorted, earliest first. */
  private moments: number[] = [];
  private timer: unknown;

  constructor(purge: (reason: string) => void, { now = Date.now, setTimer, clearTimer }: PurgeClock = {}) {
    this.purge = purge;
    this.now = now;
    this.setTimer =
      setTimer ??
      ((fn, ms) => {
        const timer = setTimeout(fn, ms);
        timer.unref();
        return timer;
      });
    this.clearTimer = clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  }

  add(at: Date | number): void {
    const time = at instanceof Date ? at.getTime() : Number(at);
    if (!Number.isFinite(time)) return;
    if (time <= this.now()) {
      this.purge('scheduled');
      return;
    }
    if (this.moments.some((moment) => Math.abs(moment - time) < SAME_MOMENT_MS)) return;
    this.moments.push(time);
    this.moments.sort((a, b) => a - b);
    // Keep the nearest ones: later ones are re-announced by the writes and renders that need them.
    if (this.moments.length > MAX_SCHEDULED) this.moments.length = MAX_SCHEDULED;
    this.arm();
  }

  /** Moments still to come, earliest first. */
  pending(): number[] {
    return [...this.moments];
  }

  private arm(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    const next = this.moments[0];
    if (next === undefined) return;
    const delay = Math.min(Math.max(next - this.now(), 0), MAX_TIMER_DELAY);
    this.timer = this.setTimer(() => this.fire(), delay);
  }

  fire(): void {
    this.timer = undefined;
    const now = this.now();
    const due = this.moments.filter((moment) => moment <= now);
    this.moments = this.moments.filter((moment) => moment > now);
    if (due.length > 0) this.purge('scheduled');
    this.arm();
  }
}
