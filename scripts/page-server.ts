import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import {
  installPageCacheControl,
  type PageCacheControl,
} from '../src/server/handshake/page-server-handshake.ts';
import { type CapturedResponse, captureResponse, type RequestHandler } from './capture-response.ts';
import { SECURITY_HEADERS, startRenderWithNonce } from './content-security-policy.ts';
import {
  isEmptyErrorShell,
  isNotFoundPage,
  notFoundPageFor,
  renderNotFoundDocument,
} from './not-found-document.ts';
import {
  type CacheDecision,
  type Encoding,
  matchesEtag,
  PageStore,
  PurgeSchedule,
  pageCacheKey,
  preferredEncoding,
  storability,
} from './page-cache.ts';
import { compress } from './page-compression.ts';
import { createPageRefill, type PageRefill } from './page-refill.ts';
import { PreviousCopies } from './previous-copies.ts';
import { cachedPage, documentHeaders, type ServedPage } from './served-page.ts';
import { BAD_REQUEST_FALLBACK, withServerErrorPage } from './server-error-document.ts';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSED_SIZE = 512;

export type Label = 'HIT' | 'MISS' | 'BYPASS';

export interface PageServer {
  /** Undefined when answered synchronously from the cache. */
  servePage(request: IncomingMessage, response: ServerResponse): Promise<void> | undefined;
  /** The site's 404 page with status 400: the answer to an address that cannot be read. */
  serveBadRequest(
    request: IncomingMessage,
    response: ServerResponse,
    headers?: OutgoingHttpHeaders,
  ): Promise<void>;
  /** Answers a cached page synchronously; false when the page is not in the cache. */
  serveFromCache(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * Empties the cache. With `servePrevious` (the default), the pages the refill renders again are
   * served as they were until their new render is kept; the promise resolves once none is served
   * any more, so whoever wrote sees the change on their next request.
   */
  purge(reason: string, options?: PurgeOptions): Promise<void>;
  schedule: PurgeSchedule;
  store: PageStore<ServedPage>;
  /** The most visited pages, rendered again after each purge. */
  refill: PageRefill;
  /** What the app calls, through `page-server-handshake.ts`, from its code in this same process. */
  registry: PageCacheControl;
  install(): void;
}

export interface PurgeOptions {
  /**
   * Serve the refilled pages' copies from before the purge until they are rendered again (true, a
   * write of this process or a scheduled purge), or render them for their next visitors (false,
   * another instance's write, whose writer this process cannot make wait).
   */
  servePrevious?: boolean;
}

/**
 * The longest a page's copy from before a purge is served (and a write's answer waits for the
 * refill): past it the copies are dropped and their visitors wait for a render, as without them.
 */
export const PREVIOUS_COPIES_MS = 2_000;

/** The full-page cache and the document layer in front of Next's request handler. */
export function createPageServer({
  handle,
  store = new PageStore<ServedPage>(),
  log = () => {},
  countAnswer = () => {},
  previousCopiesMs = PREVIOUS_COPIES_MS,
}: {
  handle: RequestHandler;
  store?: PageStore<ServedPage>;
  log?: (message: string) => void;
  /** Told how each page was answered: from the cache, rendered into it, or for this request only. */
  countAnswer?: (label: Label) => void;
  previousCopiesMs?: number;
}): PageServer {
  const rendering = new Map<string, Promise<ServedPage | null>>();
  /** The 404 document of each language, by its page's address. */
  const notFoundDocuments = new Map<string, Promise<CapturedResponse | null>>();
  const previousCopies = new PreviousCopies<ServedPage>(previousCopiesMs);
  const purge = (reason: string, { servePrevious = true }: PurgeOptions = {}): Promise<void> => {
    const held = store.purge();
    rendering.clear();
    notFoundDocuments.clear();
    log(`page cache purged (${reason})`);
    const { keys, ended } = refill.purged();
    // A copy kept from a purge before this one is older still, and as good until its page is rendered.
    const copies = servePrevious
      ? keys.flatMap((key): Array<[string, ServedPage]> => {
          const copy = held.get(key) ?? previousCopies.get(key);
          return copy ? [[key, copy]] : [];
        })
      : [];
    previousCopies.keep(copies);
    const generation = store.generation;
    void ended.then(() => {
      // Those the refill could not render are rendered for their next visitors.
      if (store.generation === generation) previousCopies.drop();
    });
    return previousCopies.whenGone();
  };
  const refill = createPageRefill({
    render: (key, host) => renderForRefill(key, host),
    generation: () => store.generation,
    log,
  });
  const schedule = new PurgeSchedule(purge);

  function encodingFor(acceptEncoding: string | string[] | undefined): Encoding {
    const text = String(acceptEncoding ?? '');
    let encoding = knownEncodings.get(text);
    if (encoding === undefined) {
      encoding = preferredEncoding(text);
      // Browsers send a handful of distinct values; anything beyond that is not worth remembering.
      if (knownEncodings.size < 64) knownEncodings.set(text, encoding);
    }
    return encoding;
  }
  const knownEncodings = new Map<string, Encoding>();

  function sendCached(
    request: IncomingMessage,
    response: ServerResponse,
    page: ServedPage,
    acceptEncoding: string | string[] | undefined,
    label: Label,
  ): void {
    countAnswer(label);
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

  function withLabel(raw: string[], label: Label): string[] {
    const copy = [...raw];
    copy[copy.lastIndexOf('x-cache') + 1] = label;
    return copy;
  }

  /**
   * The site's 404 page in place of Next's empty 404 shell (see `not-found-document.ts`), rendered
   * once and kept until the next purge.
   */
  async function withNotFoundPage(
    request: IncomingMessage,
    captured: CapturedResponse,
  ): Promise<CapturedResponse> {
    if (!isEmptyErrorShell(captured)) return captured;
    return (await notFoundPage(request)) ?? captured;
  }

  function notFoundPage(request: IncomingMessage): Promise<CapturedResponse | null> {
    const page = notFoundPageFor(request.url);
    let document = notFoundDocuments.get(page);
    if (!document) {
      const generation = store.generation;
      const pending = renderNotFoundDocument(handle, request).catch(() => null);
      document = pending;
      notFoundDocuments.set(page, pending);
      void pending.then((rendered) => {
        // A failed render, or one that started before a purge, is not kept.
        if (notFoundDocuments.get(page) === pending && (!rendered || store.generation !== generation)) {
          notFoundDocuments.delete(page);
        }
      });
    }
    return document;
  }

  async function serveBadRequest(
    request: IncomingMessage,
    response: ServerResponse,
    headers: OutgoingHttpHeaders = {},
  ): Promise<void> {
    const page = (await notFoundPage(request)) ?? BAD_REQUEST_FALLBACK;
    const answer = {
      ...page,
      status: 400,
      statusMessage: 'Bad Request',
      headers: { ...page.headers, 'cache-control': 'no-store', ...headers },
    };
    await sendRendered(request, response, answer, request.headers['accept-encoding'], 'BYPASS');
  }

  /** Sends a document rendered for this request only (never stored). */
  async function sendRendered(
    request: IncomingMessage,
    response: ServerResponse,
    rendered: CapturedResponse,
    acceptEncoding: string | string[] | undefined,
    label: Label,
  ): Promise<void> {
    countAnswer(label);
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
  async function renderDocument(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<CapturedResponse | null> {
    const nonce = startRenderWithNonce(request);
    const captured = await captureResponse(handle, request, response);
    return captured && { ...captured, nonce };
  }

  /** Renders through Next for this request only. */
  async function renderUncached(
    request: IncomingMessage,
    response: ServerResponse,
    acceptEncoding: string | string[] | undefined,
    label: Label,
  ): Promise<void> {
    const captured = await renderDocument(request, response);
    if (captured) await sendRendered(request, response, captured, acceptEncoding, label);
  }

  /** The first request for a missing page renders it once; others asking meanwhile wait for it. */
  async function renderAndStore(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    acceptEncoding: string | string[] | undefined,
  ): Promise<void> {
    const outcome = await renderIntoCache(request, response, key);
    if (!outcome) return;
    if ('captured' in outcome)
      return sendRendered(request, response, outcome.captured, acceptEncoding, 'MISS');
    if (!response.destroyed) sendCached(request, response, outcome.page, acceptEncoding, 'MISS');
  }

  /**
   * Renders the page at `key` and keeps it when it may be kept (`captured` when it may not); others
   * asking for it meanwhile wait for this render. Null when Next has answered the request itself.
   */
  async function renderIntoCache(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
  ): Promise<{ page: ServedPage } | { captured: CapturedResponse } | null> {
    const generation = store.generation;
    let settle: (page: ServedPage | null) => void = () => {};
    const pending = new Promise<ServedPage | null>((resolve) => {
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
      if (!captured) return null;
      if (!storability(captured).storable) return { captured };
      const page = await cachedPage(captured);
      if (store.set(key, page, generation)) previousCopies.drop(key);
      settle(page);
      return { page };
    } finally {
      settle(null);
      if (rendering.get(key) === pending) rendering.delete(key);
    }
  }

  /** A page rendered again after a purge (`page-refill.ts`), for no visitor in particular. */
  async function renderForRefill(key: string, host: string): Promise<void> {
    if (store.get(key) || rendering.has(key)) return;
    const socket = new Socket();
    try {
      const request = new IncomingMessage(socket);
      request.method = 'GET';
      request.headers = { host, accept: 'text/html', 'x-socket-remote-address': 'unknown' };
      await renderIntoCache(request, new ServerResponse(request), key);
    } finally {
      socket.destroy();
    }
  }

  /** Waits for another request's render of the same page; renders alone when it was not kept. */
  async function awaitRender(
    request: IncomingMessage,
    response: ServerResponse,
    pending: Promise<ServedPage | null>,
    acceptEncoding: string | string[] | undefined,
  ): Promise<void> {
    const rendered = await pending;
    if (rendered) return sendCached(request, response, rendered, acceptEncoding, 'HIT');
    return renderUncached(request, response, acceptEncoding, 'MISS');
  }

  /** The request's cache decision, and its page when the cache holds it. */
  function lookUp(request: IncomingMessage): { decision: CacheDecision; page: ServedPage | undefined } {
    // The 404 page's own address is a 404 too: it is the body of every 404, never a page of its own.
    const path = request.url?.split('?')[0] ?? '/';
    if (isNotFoundPage(path)) request.url = `${path}/missing`;
    const decision = pageCacheKey(request);
    if (!('key' in decision)) return { decision, page: undefined };
    return { decision, page: store.get(decision.key) ?? previousCopies.get(decision.key) };
  }

  /** Sends a request for a made-up address of a page (`/?page=7`) to the page's own address. */
  function sendRedirect(response: ServerResponse, location: string): void {
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
  function serveFromCache(request: IncomingMessage, response: ServerResponse): boolean {
    const { decision, page } = lookUp(request);
    if (page && 'key' in decision) refill.visited(decision.key, request.headers.host);
    if ('redirect' in decision) {
      sendRedirect(response, decision.redirect);
      return true;
    }
    if (!page) return false;
    sendCached(request, response, page, request.headers['accept-encoding'], 'HIT');
    return true;
  }

  /**
   * Answers a request for a page (anything that is not the API, uploads or build files). A cache
   * hit is answered synchronously and returns undefined; otherwise a promise of the answer.
   */
  function servePage(request: IncomingMessage, response: ServerResponse): Promise<void> | undefined {
    const { decision, page } = lookUp(request);
    const acceptEncoding = request.headers['accept-encoding'];
    if ('redirect' in decision) {
      sendRedirect(response, decision.redirect);
      return undefined;
    }
    if (page) {
      if ('key' in decision) refill.visited(decision.key, request.headers.host);
      sendCached(request, response, page, acceptEncoding, 'HIT');
      return undefined;
    }
    // Compression of documents happens here (and once per cached page), not in Next.
    delete request.headers['accept-encoding'];
    if (!('key' in decision)) return renderUncached(request, response, acceptEncoding, 'BYPASS');
    // Nothing of the request beyond its key reaches a page other visitors are served.
    delete request.headers.cookie;
    refill.visited(decision.key, request.headers.host);
    const pending = rendering.get(decision.key);
    if (pending) return awaitRender(request, response, pending, acceptEncoding);
    return renderAndStore(request, response, decision.key, acceptEncoding);
  }

  const registry: PageCacheControl = {
    purge: (reason, options) => purge(String(reason), options),
    schedulePurge: (at) => schedule.add(at),
    stats: () => ({ pages: store.size, bytes: store.bytes, generation: store.generation }),
  };

  return {
    servePage,
    serveBadRequest,
    serveFromCache,
    purge,
    schedule,
    store,
    refill,
    registry,
    install() {
      installPageCacheControl(registry);
    },
  };
}
