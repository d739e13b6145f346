import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';

/**
 * Lighthouse (default config: mobile form factor, simulated throttling) in a shared Chromium, and
 * what its reports say. Used by the end-to-end budgets and by `npm run bench`.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The pages that bring in customers, as public route templates. */
export const AUDITED_PAGES = [
  { name: 'home', template: '/' },
  { name: 'service', template: '/services/{slug}' },
  { name: 'blog-post', template: '/blog/{slug}' },
  { name: 'free-quote', template: '/free-quote' },
  { name: 'area', template: '/areas/{city}' },
  // A page in Spanish: the same page in its other language, its words and marks its own.
  { name: 'service-es', template: '/es/services/{slug}' },
] as const;

/**
 * Runs `work` and puts DEBUG back as it was: Chrome's launcher and Lighthouse set their log level
 * through the `debug` package, which writes it into the environment of whatever runs after.
 */
async function keepingDebugVariable<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.DEBUG;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = before;
  }
}

export function launchChromeForLighthouse(): Promise<LaunchedChrome> {
  return keepingDebugVariable(() =>
    launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS], logLevel: 'silent' }),
  );
}

export interface LighthouseRun {
  lhr: Result;
  json: string;
  html: string;
}

/** One Lighthouse run in a new tab of the given Chromium. */
export async function runLighthouse(chrome: LaunchedChrome, url: string): Promise<LighthouseRun> {
  const flags: Flags = {
    port: chrome.port,
    onlyCategories: [...CATEGORIES],
    output: ['json', 'html'],
    logLevel: 'error',
  };
  const result = await keepingDebugVariable(() => lighthouse(url, flags));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const [json, html] = result.report as string[];
  return { lhr: result.lhr, json, html };
}

export const scoreOf = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0;

/** Errors that say the page itself did not load (a second run would not change them). */
const PAGE_LOAD_ERRORS = new Set([
  'ERRORED_DOCUMENT_REQUEST',
  'FAILED_DOCUMENT_REQUEST',
  'CHROME_INTERSTITIAL_ERROR',
  'NOT_HTML',
  'INVALID_URL',
  'DNS_FAILURE',
  'NO_DOCUMENT_REQUEST',
  'INSECURE_DOCUMENT_REQUEST',
]);

/**
 * Lighthouse's own request for robots.txt came back with no answer (its fetch timed out on a busy
 * machine): the audit then explains the missing answer, where a file with errors lists them and a
 * server error names its status.
 */
function robotsTxtUnread(lhr: Result): boolean {
  const audit = lhr.audits['robots-txt'];
  const listed = audit?.details && 'items' in audit.details ? audit.details.items.length : 0;
  return audit?.score === 0 && Boolean(audit.explanation) && listed === 0;
}

/**
 * A trace that failed to record (NO_NAVSTART, NO_FCP, ...) or a robots.txt Lighthouse could not
 * read, on a busy machine, is worth a second run; the second run is held to everything.
 */
export function failedToRecord(lhr: Result): boolean {
  return (
    (Boolean(lhr.runtimeError) && !PAGE_LOAD_ERRORS.has(lhr.runtimeError?.code ?? '')) || robotsTxtUnread(lhr)
  );
}

export function summary(lhr: Result): string {
  if (lhr.runtimeError) return `not audited (${lhr.runtimeError.code})`;
  const scores = CATEGORIES.map((id) => `${id} ${Math.round(scoreOf(lhr, id) * 100)}`);
  return `${scores.join(', ')}; ${((lhr.timing.total ?? 0) / 1000).toFixed(1)} s`;
}

function auditLine(audit: Result['audits'][string], weight: number): string {
  const value = audit.displayValue ? `, ${audit.displayValue}` : '';
  return `    ${audit.id} "${audit.title}": score ${audit.score}${value} (weight ${Math.round(weight * 10) / 10})`;
}

/**
 * The audits that cost a category points, worst first, one line each; for performance also the
 * insights that point at the cause (they carry no weight of their own).
 */
export function failingAudits(lhr: Result, categoryId: string): string[] {
  const failing = lhr.categories[categoryId].auditRefs
    .map((ref) => ({ weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.audit.score ?? 0) - (b.audit.score ?? 0) || b.weight - a.weight);
  const weighted = failing
    .filter(({ weight }) => weight > 0)
    .map(({ audit, weight }) => auditLine(audit, weight));
  const hints = failing
    .filter(({ weight }) => weight === 0 && categoryId === 'performance')
    .slice(0, 8)
    .map(({ audit, weight }) => auditLine(audit, weight));
  return hints.length > 0 ? [...weighted, '    hints:', ...hints] : weighted;
}

/** Bytes transferred per resource type (Script, Font, Image, Document...). */
export function transferredByType(lhr: Result): Record<string, number> {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  const totals: Record<string, number> = {};
  for (const item of details?.items ?? []) {
    const type = item.resourceType ?? 'Other';
    totals[type] = (totals[type] ?? 0) + (item.transferSize ?? 0);
  }
  return totals;
}
