import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { type CapturedResponse, captureResponse, type RequestHandler } from './capture-response.ts';
import { startRenderWithNonce } from './content-security-policy.ts';
import { withoutElements } from './html-elements.ts';

/**
 * The site's 404 answer as a complete document. Next answers `notFound()` of a page rendered on
 * request with an empty `<html id="__next_error__">` shell that only its JavaScript fills in
 * (vercel/next.js#62228): no text, no layout, no `lang` for visitors without JavaScript or for
 * crawlers. Such an answer is replaced with the page at NOT_FOUND_PAGE, rendered through Next like
 * any page, sent with status 404.
 */
export const NOT_FOUND_PAGE = '/page-not-found';

/** The languages whose pages have a prefix (`/es/...`), as `src/kit/locales.ts` has them. */
const TRANSLATED_PREFIXES = ['/es'];

/** The 404 page in the language of the address asked for: `/es/nope` gets `/es/page-not-found`. */
export function notFoundPageFor(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  const prefix = TRANSLATED_PREFIXES.find((each) => path === each || path.startsWith(`${each}/`));
  return prefix ? `${prefix}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE;
}

/** Whether a path is the 404 page itself, in any language. */
export const isNotFoundPage = (path: string) =>
  path === NOT_FOUND_PAGE || TRANSLATED_PREFIXES.some((prefix) => path === `${prefix}${NOT_FOUND_PAGE}`);

/** Next's empty error shell, the only 404 body that is replaced. */
export function isEmptyErrorShell(captured: CapturedResponse): boolean {
  return (
    captured.status === 404 &&
    /^text\/html\b/i.test(String(captured.headers['content-type'] ?? '')) &&
    captured.body.includes('<html id="__next_error__"')
  );
}

/**
 * Leaves out Next's own scripts: the page is rendered for another address, and hydrating it would
 * move the address bar there. Everything on it works without JavaScript (links, the phone menu,
 * the newsletter form); the site's structured data and any analytics code stay.
 */
export function withoutNextScripts(html: string): string {
  return withoutElements(html, ({ name, attributes, text }) => {
    if (name === 'link') return attributes.rel === 'preload' && attributes.as === 'script';
    if (name !== 'script') return false;
    if (attributes.src !== undefined) return attributes.src.startsWith('/_next/');
    return /^\(?self\.__next_f\b/.test(text.trim());
  });
}

/**
 * Renders NOT_FOUND_PAGE through Next's handler for the visitor of `original`, on a request made
 * here (no network round trip); resolves with its document held back, or null when it failed.
 */
export async function renderNotFoundDocument(
  handle: RequestHandler,
  original: IncomingMessage,
): Promise<CapturedResponse | null> {
  const socket = new Socket();
  try {
    const request = new IncomingMessage(socket);
    request.method = 'GET';
    request.url = notFoundPageFor(original.url);
    request.headers = {
      host: original.headers.host ?? 'localhost',
      accept: 'text/html',
      'x-socket-remote-address': original.headers['x-socket-remote-address'] ?? 'unknown',
    };
    const nonce = startRenderWithNonce(request);
    const captured = await captureResponse(handle, request, new ServerResponse(request));
    if (captured?.status !== 200) return null;
    const body = Buffer.from(withoutNextScripts(captured.body.toString('utf8')));
    return { ...captured, status: 404, statusMessage: 'Not Found', body, nonce };
  } finally {
    socket.destroy();
  }
}
