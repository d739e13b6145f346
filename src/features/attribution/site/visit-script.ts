/**
 * The public pages' only script of their own that is not React: a few hundred bytes inlined in
 * the layout (`VisitScript.tsx`), so it runs as the first page of a visit is parsed, adds nothing
 * to the pages' script files, and needs no hydration. Each function below is turned into text with
 * `toString()`, so each must stand alone: no imports, no outside names, no helpers a compiler would
 * add (no object spread).
 *
 * Why `sessionStorage`: the first touch has to survive the visitor's next pages, which may be full
 * page loads (a reload, a plain link, a form posted without waiting for scripts), so the page's
 * memory alone would lose it. `sessionStorage` belongs to this one tab, ends when the tab closes, is
 * never sent to the server by the browser (unlike a cookie, which would also make the page
 * uncacheable) and is read only by this site. Where it is refused (storage disabled), the page's
 * memory holds the visit instead. The values leave the browser only inside a quote, contact or
 * survey request the visitor sends.
 */

/** What the visit script keeps of a visit's first page: the names of the inquiry fields. */
export type FirstTouch = Record<string, string>;

/**
 * The attribution of a visit whose first page is `href`, reached from `referrer`: the landing page
 * (path and query), the referrer when it is another site, the five UTM tags and the first ad click
 * id found. Values are cut to the lengths the server accepts and kept only in the shapes it accepts.
 */
export function firstTouchOf(href: string, referrer: string): FirstTouch {
  const touch: FirstTouch = {};
  // One line of text, without control characters, cut to `max` without splitting a character pair.
  const text = (value: string | null, max: number) =>
    (value || '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .trim()
      .slice(0, max)
      .replace(/[\ud800-\udbff]$/, '');
  let page: URL;
  try {
    page = new URL(href);
  } catch {
    return touch;
  }
  const landing = text(page.pathname + page.search, 500);
  if (/^\/(?![/\\])[^\s\\]*$/.test(landing)) touch.landingPage = landing;
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.origin !== page.origin) touch.referrer = text(referrer, 500);
  } catch {
    // No referrer (typed in, a bookmark, an app) or one that is not an address.
  }
  // The five UTM tags, each to its inquiry field (utmSource...). Their names are put together
  // here so that no page's text holds a tracking parameter's name (cached pages are held to that).
  for (const tag of ['source', 'medium', 'campaign', 'term', 'content']) {
    const value = text(page.searchParams.get(`utm_${tag}`), 150);
    if (value) touch[`utm${tag[0].toUpperCase()}${tag.slice(1)}`] = value;
  }
  for (const param of ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid']) {
    const value = page.searchParams.get(param) || '';
    if (/^[A-Za-z0-9._~-]{1,300}$/.test(value)) {
      touch.clickIdType = param;
      touch.clickId = value;
      break;
    }
  }
  return touch;
}

/**
 * Keeps the visit's first touch for the tab (the first page of the visit decides; later pages keep
 * it), adds it to every lead form as the form is sent (a form that carries `sourcePath`: the quote,
 * contact and survey forms), and counts taps on click-to-call and click-to-text links with a beacon.
 */
export function startVisitScript(
  win: Window,
  firstTouch: (href: string, referrer: string) => Record<string, string>,
  endpoint: string,
): void {
  const key = 'lead-first-touch';
  const doc = win.document;
  let touch: Record<string, string> | null = null;
  try {
    touch = JSON.parse(win.sessionStorage.getItem(key) || 'null');
  } catch {
    touch = null;
  }
  if (!touch || typeof touch !== 'object') {
    touch = firstTouch(win.location.href, doc.referrer);
    try {
      win.sessionStorage.setItem(key, JSON.stringify(touch));
    } catch {
      // Storage refused: this page's memory keeps the visit.
    }
  }
  const kept = touch;
  // `formdata` is fired as a form's data is gathered, by a plain submission or by `new FormData(form)`.
  doc.addEventListener(
    'formdata',
    (event) => {
      const form = event.target as HTMLFormElement;
      const data = (event as FormDataEvent).formData;
      if (!form.elements?.namedItem('sourcePath')) return;
      for (const name of Object.keys(kept)) {
        if (!data.has(name) && typeof kept[name] === 'string') data.append(name, kept[name]);
      }
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const link = target?.closest ? target.closest('a[href^="tel:"],a[href^="sms:"]') : null;
      if (!link) return;
      const body = JSON.stringify({
        kind: (link.getAttribute('href') || '').startsWith('tel:') ? 'call' : 'text',
        path: win.location.pathname,
      });
      try {
        if (win.navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // A browser that refuses a JSON beacon: the same request, kept alive past the navigation.
      }
      win
        .fetch(endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        })
        .catch(() => {});
    },
    true,
  );
}

/** The inline script's text: the two functions above, started with the tap endpoint. */
export const visitScriptSource = (endpoint: string) =>
  `(${startVisitScript.toString()})(window,${firstTouchOf.toString()},${JSON.stringify(endpoint)});`;
