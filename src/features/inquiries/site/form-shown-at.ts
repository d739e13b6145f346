/**
 * When a form came on screen in this browser (milliseconds since the epoch), which the fill-time
 * trap counts from. A form in the page's HTML was on screen from the page's first paint: a slow
 * phone may run the page's scripts seconds later while its visitor is already typing, and that wait
 * must not count against them. A form that appeared later (after an in-app move) came on screen
 * when it mounted.
 */
export function formShownAt(inPageHtml: boolean, now: number = Date.now()): number {
  if (!inPageHtml || typeof performance === 'undefined') return now;
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  const shown = Math.round(performance.timeOrigin + (paint?.startTime ?? 0));
  return Number.isFinite(shown) && shown <= now ? shown : now;
}
