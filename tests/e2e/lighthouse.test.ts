import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROMIUM_PATH } from './support/browser';
import { publicPaths } from './support/public-routes';
import { type RunningServer, startServer } from './support/server';

/**
 * Lighthouse (default config: mobile form factor, simulated throttling) on the pages that bring in
 * customers. Every category must score at least 95; the reports land in .cache/lighthouse/.
 */
const MIN_SCORE = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = path.resolve('.cache/lighthouse');

const PAGES = [
  { name: 'home', template: '/' },
  { name: 'service', template: '/services/{service}' },
  { name: 'blog-post', template: '/blog/{post}' },
  { name: 'free-quote', template: '/free-quote' },
];

// A server of its own with the demo content: scores do not depend on what other files edited.
let server: RunningServer;
let chrome: LaunchedChrome;
let paths: ReturnType<typeof publicPaths>;

beforeAll(async () => {
  mkdirSync(REPORT_DIR, { recursive: true });
  [server, chrome] = await Promise.all([
    startServer(),
    launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS], logLevel: 'silent' }),
  ]);
  paths = publicPaths(server.url);
});

afterAll(async () => {
  if (server && server.process.exitCode !== null) console.error(`the server exited:\n${server.output()}`);
  chrome?.kill();
  await server?.stop();
});

function auditLine(audit: Result['audits'][string], weight: number): string {
  const value = audit.displayValue ? `, ${audit.displayValue}` : '';
  return `    ${audit.id} "${audit.title}": score ${audit.score}${value} (weight ${Math.round(weight * 10) / 10})`;
}

/**
 * The audits that cost a category points, worst first, one line each; for performance also the
 * insights that point at the cause (they carry no weight of their own).
 */
function failingAudits(lhr: Result, categoryId: string): string[] {
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

/** Every category under the bar with its failing audits; empty when the page passes. */
function problems(lhr: Result): string[] {
  if (lhr.runtimeError) {
    return [`Lighthouse could not audit the page: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`];
  }
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = category?.score ?? null;
    if (score !== null && score >= MIN_SCORE) continue;
    lines.push(
      `  ${id}: ${score === null ? 'no score' : Math.round(score * 100)} (needs ${MIN_SCORE * 100})`,
    );
    if (category) lines.push(...failingAudits(lhr, id));
  }
  if (lines.length === 0) return lines;
  // Simulated throttling scales what this machine measured: a busy machine scores lower.
  lines.push(`  machine benchmark index: ${Math.round(lhr.environment.benchmarkIndex)}`);
  if (lhr.runWarnings.length > 0) lines.push(`  warnings: ${lhr.runWarnings.join(' | ')}`);
  return lines;
}

/** One Lighthouse run in a new tab of the shared Chromium. */
async function audit(url: string): Promise<{ lhr: Result; json: string; html: string }> {
  const flags: Flags = {
    port: chrome.port,
    onlyCategories: CATEGORIES,
    output: ['json', 'html'],
    logLevel: 'error',
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const [json, html] = result.report as string[];
  return { lhr: result.lhr, json, html };
}

const scoreOf = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0;

function summary(lhr: Result): string {
  if (lhr.runtimeError) return `not audited (${lhr.runtimeError.code})`;
  const scores = CATEGORIES.map((id) => `${id} ${Math.round(scoreOf(lhr, id) * 100)}`);
  return `${scores.join(', ')}; ${((lhr.timing.total ?? 0) / 1000).toFixed(1)} s`;
}

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
 * The machine is shared: a trace that failed to record (NO_NAVSTART, NO_FCP, ...) or a performance
 * score alone under the bar gets a second run. Every other category must pass on the first.
 */
function worthAnotherRun(lhr: Result): boolean {
  if (lhr.runtimeError) return !PAGE_LOAD_ERRORS.has(lhr.runtimeError.code);
  return (
    scoreOf(lhr, 'performance') < MIN_SCORE &&
    CATEGORIES.every((id) => id === 'performance' || scoreOf(lhr, id) >= MIN_SCORE)
  );
}

/** The run that counts of two: one that completed, then the better performance. */
function better(second: Result, first: Result): boolean {
  if (Boolean(first.runtimeError) !== Boolean(second.runtimeError)) return !second.runtimeError;
  return scoreOf(second, 'performance') > scoreOf(first, 'performance');
}

describe('Lighthouse, mobile', () => {
  for (const { name, template } of PAGES) {
    it(`scores at least ${MIN_SCORE * 100} in every category on ${template}`, {
      timeout: 120_000,
    }, async () => {
      const url = `${server.url}${await paths.resolve(template)}`;
      let run = await audit(url);
      console.info(`Lighthouse ${template} (${url}): ${summary(run.lhr)}`);
      if (worthAnotherRun(run.lhr)) {
        const again = await audit(url);
        console.info(`Lighthouse ${template} again: ${summary(again.lhr)}`);
        if (better(again.lhr, run.lhr)) run = again;
      }
      writeFileSync(path.join(REPORT_DIR, `${name}.report.json`), run.json);
      writeFileSync(path.join(REPORT_DIR, `${name}.report.html`), run.html);

      const found = problems(run.lhr);
      expect(
        found,
        `Lighthouse on ${url} (report: .cache/lighthouse/${name}.report.html):\n${found.join('\n')}\n`,
      ).toEqual([]);
    });
  }
});
