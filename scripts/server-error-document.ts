import type { CapturedResponse } from './capture-response.ts';

/**
 * What a visitor gets when a page fails to render (the database is down, a bug): a complete page in
 * plain HTML, in place of Next's empty error shell that only JavaScript fills in. It needs nothing
 * that could be failing: no database, no script, no stylesheet.
 */
const STYLE = [
  'body{margin:0;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1e293b;background:#f8fafc}',
  'main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}',
  'p.eyebrow{margin:0;font-size:.85rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:#b45309}',
  'h1{margin:.5rem 0 1rem;font-size:2.25rem;line-height:1.15;color:#0b1f4d}',
  'a{display:inline-block;min-height:44px;margin:.5rem .75rem 0 0;padding:.6rem 1.4rem;border-radius:.75rem;font-weight:700;text-decoration:none}',
  'a.primary{background:#f59e0b;color:#071333}a.secondary{border:2px solid #0b1f4d;color:#0b1f4d}',
].join('');

export const SERVER_ERROR_DOCUMENT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>This page didn’t load properly</title><style>${STYLE}</style></head><body><main><p class="eyebrow">Sorry</p><h1>This page didn’t load properly</h1><p>Something went wrong on our side. Please try again in a moment; if it keeps happening, use the free quote form and we will get back to you.</p><p><a class="primary" href="/free-quote">Free quote</a><a class="secondary" href="/">Home page</a></p></main></body></html>`;

/** Next's empty error shell of a failed render (5xx), the only error body that is replaced. */
export function isFailedRenderShell(captured: CapturedResponse): boolean {
  return (
    captured.status >= 500 &&
    /^text\/html\b/i.test(String(captured.headers['content-type'] ?? '')) &&
    captured.body.includes('<html id="__next_error__"')
  );
}

/** The failed render answered with the plain error page, its status kept. */
export function withServerErrorPage(captured: CapturedResponse): CapturedResponse {
  if (!isFailedRenderShell(captured)) return captured;
  return {
    ...captured,
    headers: { ...captured.headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: Buffer.from(SERVER_ERROR_DOCUMENT),
  };
}

/** What an unreadable address gets when even the site's 404 page cannot be rendered. */
export const BAD_REQUEST_FALLBACK: CapturedResponse = {
  status: 400,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>This address is not valid</title><style>${STYLE}</style></head><body><main><p class="eyebrow">Sorry</p><h1>This address is not valid</h1><p>The link you followed is damaged. Start again from the home page, or ask for a free quote.</p><p><a class="primary" href="/free-quote">Free quote</a><a class="secondary" href="/">Home page</a></p></main></body></html>`,
  ),
};
