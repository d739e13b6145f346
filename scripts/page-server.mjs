import { captureResponse } from './capture-response.mjs';
import { contentSecurityPolicy, SECURITY_HEADERS, startRenderWithNonce } from './content-security-policy.mjs';
import { isEmptyErrorShell, NOT_FOUND_PAGE, renderNotFoundDocument } from './not-found-document.mjs';
import {
  CACHED_PAGE_CACHE_CONTROL,
  etagOf,
  matchesEtag,
  PAGE_CACHE_REGISTRY,
  PageStore,
  PurgeSchedule,
  pageCacheKey,
  preferredEncoding,
  storability,
} from './page-cache.mjs';
import { compress } from './page-compression.mjs';
import { withServerErrorPage } from './server-error-document.mjs';

/** Headers Next set that do not describe the bytes sent from here. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-powered-by']);
/**
 * Headers a 304 repeats from the 200 it stands for: those RFC 9110 15.4.5 asks for, and the page's
 * security headers, which browsers apply to the copy they kept (a 304 with another policy would
 * break the page it revalidates).
 */
const NOT_MODIFIED_HEADERS = [
  'cache-control',
  'content-location',
  'etag',
  'expires',
  'vary',
  'content-security-policy',
  ...Object.keys(SECURITY_HEADERS),
];
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSED_SIZE = 512;

function withAcceptEncodingVary(vary) {
  const text = Array.isArray(vary) ? vary.join(', ') : vary ? String(vary) : '';
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(text)) return text;
  return text ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}

/** Next's headers, adjusted for a body sent from here: security headers, the CSP of an HTML body. */
function documentHeaders(captured) {
  /** @type {Record<string, import('node:http').OutgoingHttpHeader>} */
  const headers = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  if (/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) {
    Object.assign(headers, SECURITY_HEADERS);
    headers['content-security-policy'] = contentSecurityPolicy(
      captured.body.toString('utf8'),
      captured.nonce,
    );
  }
  headers.vary = withAcceptEncodingVary(headers.vary);
  // The same page travels in three encodings: the validator is weak.
  if (typeof headers.etag === 'string' && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`;
  return headers;
}

/** Flattens headers for `writeHead` (the raw array form skips Node's per-call object walk). */
function rawHeaders(headers) {
  const raw = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) raw.push(name, item);
    else raw.push(name, String(value));
  }
  return raw;
}

/**
 * The full-page cache and the document layer in front of Next's request handler.
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown; store?: PageStore; log?: (message: string) => void }} options
 */
export function createPageServer({ handle, store = new PageStore(), log = () => {} }) {
  /** @type {Map<string, Promise<import('./page-cache.mjs').CachedPage | null>>} */
  const rendering = new Map();
  /** @type {Promise<import('./capture-response.mjs').CapturedResponse | null> | null} */
  let notFoundDocument = null;
  const purge = (reason) => {
    store.purge();
    rendering.clear();
    notFoundDocument = null;
    log(`page cache purged (${reason})`);
  };
  const schedule = new PurgeSchedule(purge);

  /** A cached page with its three bodies and the header lists each one is sent with. */
  async function cachedPage(captured) {
    const headers = documentHeaders(captured);
    headers['cache-control'] = CACHED_PAGE_CACHE_CONTROL;
    const etag = etagOf(captured.body);
    headers.etag = etag;
    const identity = captured.body;
    const [br, gzipped] = await Promise.all([
      compress(identity, 'br', 'cached'),
      compress(identity, 'gzip', 'cached'),
    ]);
    const sent = (extra) => rawHeaders({ ...headers, ...extra, 'x-cache': 'HIT' });
    return {
      status: 200,
      headers,
      etag,
      identity,
      br,
      gzip: gzipped,
      raw: {
        identity: sent({ 'content-length': identity.length }),
        br: sent({ 'content-encoding': 'br', 'content-length': br.length }),
        gzip: sent({ 'content-encoding': 'gzip', 'content-length': gzipped.length }),
        notModified: rawHeaders({
          ...Object.fromEntries(
            NOT_MODIFIED_HEADERS.filter((name) => name in headers).map((n) => [n, headers[n]]),
          ),
          'x-cache': 'HIT',
        }),
      },
    };
  }

  /** @param {string | string[] | undefined} acceptEncoding */
  function encodingFor(acceptEncoding) {
    const text = String(acceptEncoding ?? '');
    let encoding = knownEncodings.get(text);
    if (encoding === undefined) {
      encoding = preferredEncoding(text);
      // Browsers send a handful of distinct values; anything beyond that is not worth remembering.
      if (knownEncodings.size < 64) knownEncodings.set(text, encoding);
    }
    return encoding;
  }
  /** @type {Map<string, 'br' | 'gzip' | 'identity'>} */
  const knownEncodings = new Map();

  function sendCached(request, response, page, acceptEncoding, label) {
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      response.writeHead(
        304,
        label === 'HIT' ? page.raw.notModified : withLabel(page.raw.notModified, label),
      );
      response.end();
      return;
    }
    const encoding = encodingFor(acceptEncoding);
    const raw = page.raw[encoding];
    response.writeHead(200, label === 'HIT' ? raw : withLabel(raw, label));
    response.end(request.method === 'HEAD' ? undefined : page[encoding]);
  }

  function withLabel(raw, label) {
    const copy = [...raw];
    copy[copy.lastIndexOf('x-cache') + 1] = label;
    return copy;
  }

  /**
   * The site's 404 page in place of Next's empty 404 shell (see `not-found-document.mjs`), rendered
   * once and kept until the next purge.
   */
  async function withNotFoundPage(request, captured) {
    if (!isEmptyErrorShell(captured)) return captured;
    if (!notFoundDocument) {
      const generation = store.generation;
      const pending = renderNotFoundDocument(handle, request).catch(() => null);
      notFoundDocument = pending;
      pending.then((document) => {
        // A failed render, or one that started before a purge, is not kept.
        if (notFoundDocument === pending && (!document || store.generation !== generation)) {
          notFoundDocument = null;
        }
      });
    }
    return (await notFoundDocument) ?? captured;
  }

  /** Sends a document rendered for this request only (never stored). */
  async function sendRendered(request, response, rendered, acceptEncoding, label) {
    const captured = withServerErrorPage(await withNotFoundPage(request, rendered));
    const headers = documentHeaders(captured);
    headers['x-cache'] = label;
    let body = captured.body;
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding !== 'identity' && body.length >= MIN_COMPRESSED_SIZE && request.method !== 'HEAD') {
      body = await compress(body, encoding, 'once');
      headers['content-encoding'] = encoding;
    }
    if (response.destroyed) return;
    if (request.method !== 'HEAD' || body.length > 0) headers['content-length'] = body.length;
    if (captured.statusMessage) response.writeHead(captured.status, captured.statusMessage, headers);
    else response.writeHead(captured.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * Lets Next render the request with a fresh script nonce; a document comes back held (with the
   * nonce its policy allows), anything else has already been sent.
   */
  async function renderDocument(request, response) {
    const nonce = startRenderWithNonce(request);
    const captured = await captureResponse(handle, request, response);
    return captured && { ...captured, nonce };
  }

  /** Renders through Next for this request only. */
  async function renderUncached(request, response, acceptEncoding, label) {
    const captured = await renderDocument(request, response);
    if (captured) await sendRendered(request, response, captured, acceptEncoding, label);
  }

  /** The first request for a missing page renders it once; others asking meanwhile wait for it. */
  async function renderAndStore(request, response, key, acceptEncoding) {
    const generation = store.generation;
    /** @type {(page: import('./page-cache.mjs').CachedPage | null) => void} */
    let settle = () => {};
    const pending = new Promise((resolve) => {
      settle = resolve;
    });
    rendering.set(key, pending);
    try {
      const method = request.method;
      // A HEAD is rendered as a GET, so the page it leaves in the cache has its body.
      request.method = 'GET';
      // Rendered from exactly its key: nothing else of the request (a tracking parameter Next
      // would embed in the page's payload) may reach a page that other visitors are served.
      request.url = key;
      const captured = await renderDocument(request, response);
      request.method = method;
      if (!captured) return settle(null);
      if (!storability(captured).storable) {
        settle(null);
        return sendRendered(request, response, captured, acceptEncoding, 'MISS');
      }
      const page = await cachedPage(captured);
      store.set(key, page, generation);
      settle(page);
      if (!response.destroyed) sendCached(request, response, page, acceptEncoding, 'MISS');
    } finally {
      settle(null);
      if (rendering.get(key) === pending) rendering.delete(key);
    }
  }

  /** Waits for another request's render of the same page; renders alone when it was not kept. */
  async function awaitRender(request, response, pending, acceptEncoding) {
    const rendered = await pending;
    if (rendered) return sendCached(request, response, rendered, acceptEncoding, 'HIT');
    return renderUncached(request, response, acceptEncoding, 'MISS');
  }

  /**
   * Answers a request for a page (anything that is not the API, uploads or build files). A cache
   * hit is answered synchronously and returns undefined; otherwise a promise of the answer.
   * @returns {Promise<void> | undefined}
   */
  function lookUp(request) {
    // The 404 page's own address is a 404 too: it is the body of every 404, never a page of its own.
    if (request.url?.split('?')[0] === NOT_FOUND_PAGE) request.url = `${NOT_FOUND_PAGE}/missing`;
    const decision = pageCacheKey(request);
    return { decision, page: 'key' in decision ? store.get(decision.key) : undefined };
  }

  /** Sends a request for a made-up address of a page (`/?page=7`) to the page's own address. */
  function sendRedirect(response, location) {
    response.writeHead(301, {
      location,
      'cache-control': 'public, max-age=3600',
      'content-length': 0,
      ...SECURITY_HEADERS,
    });
    response.end();
  }

  /**
   * Answers from the cache, synchronously, when the page is there (or the address is one to
   * redirect): true if it did. The server answers these at once, before anything that waits its
   * turn for a render or a query.
   */
  function serveFromCache(request, response) {
    const { decision, page } = lookUp(request);
    if ('redirect' in decision) {
      sendRedirect(response, decision.redirect);
      return true;
    }
    if (!page) return false;
    sendCached(request, response, page, request.headers['accept-encoding'], 'HIT');
    return true;
  }

  function servePage(request, response) {
    const { decision, page } = lookUp(request);
    const acceptEncoding = request.headers['accept-encoding'];
    if ('redirect' in decision) return sendRedirect(response, decision.redirect);
    if (page) return sendCached(request, response, page, acceptEncoding, 'HIT');
    // Compression of documents happens here (and once per cached page), not in Next.
    delete request.headers['accept-encoding'];
    if (!('key' in decision)) return renderUncached(request, response, acceptEncoding, 'BYPASS');
    // Nothing of the request beyond its key reaches a page other visitors are served.
    delete request.headers.cookie;
    const pending = rendering.get(decision.key);
    if (pending) return awaitRender(request, response, pending, acceptEncoding);
    return renderAndStore(request, response, decision.key, acceptEncoding);
  }

  /** What `src/server/cache/page-cache.ts` calls, from the app's code in this same process. */
  const registry = {
    purge: (reason) => purge(String(reason)),
    schedulePurge: (at) => schedule.add(at),
    stats: () => ({ pages: store.size, bytes: store.bytes, generation: store.generation }),
  };

  return {
    servePage,
    serveFromCache,
    purge,
    schedule,
    store,
    registry,
    install() {
      /** @type {Record<symbol, unknown>} */ (globalThis)[PAGE_CACHE_REGISTRY] = registry;
    },
  };
}
