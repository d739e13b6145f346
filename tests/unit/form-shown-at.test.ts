import { afterEach, describe, expect, it, vi } from 'vitest';
import { formShownAt } from '@/features/inquiries/site/form-shown-at';

const NOW = Date.parse('2026-11-28T18:00:10Z');
const PAGE_START = Date.parse('2026-11-28T18:00:00Z');

/** The page started loading at PAGE_START and first painted `paintAfter` ms later (none if null). */
function stubPageTiming(paintAfter: number | null) {
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(PAGE_START);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' && paintAfter !== null
      ? [{ name, startTime: paintAfter } as PerformanceEntry]
      : [],
  );
}

afterEach(() => vi.restoreAllMocks());

describe('when the fill-time trap starts counting', () => {
  it('a form in the page’s HTML counts from the first paint, however late the scripts ran', () => {
    stubPageTiming(1_200);
    expect(formShownAt(true, NOW)).toBe(PAGE_START + 1_200);
  });

  it('without a paint entry, from the start of the page’s load', () => {
    stubPageTiming(null);
    expect(formShownAt(true, NOW)).toBe(PAGE_START);
  });

  it('a form that appeared after an in-app move counts from its mount', () => {
    stubPageTiming(1_200);
    expect(formShownAt(false, NOW)).toBe(NOW);
  });

  it('never a moment after now (a clock set back while the page was open)', () => {
    stubPageTiming(1_200);
    expect(formShownAt(true, PAGE_START)).toBe(PAGE_START);
  });
});
