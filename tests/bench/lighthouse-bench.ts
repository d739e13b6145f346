/**
 * `npm run bench` (after the site bench has built): the Lighthouse mobile scores of every public
 * page (one of each kind), the median of three runs each, with the timings that decide performance,
 * then the lowest score of each category over all of them (the goal: 100 everywhere). Run on a quiet
 * machine: simulated throttling scales what this machine measures.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { PUBLIC_ROUTES, publicPaths } from '../e2e/support/public-routes';
import { startServer } from '../e2e/support/server';
import { CATEGORIES, launchChromeForLighthouse, scoreOf } from '../support/lighthouse';

const RUNS = 3;
const run = promisify(execFile);

/**
 * One run through Lighthouse's own command line: this script's TypeScript loader would rewrite the
 * functions Lighthouse sends into the page, so Lighthouse runs in a plain Node process.
 */
async function runLighthouseCli(chrome: LaunchedChrome, url: string): Promise<Result> {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-')), 'report.json');
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    `--port=${chrome.port}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
  ];
  // A run that could not record its trace exits non-zero and still writes its report.
  await run(process.execPath, args).catch(() => undefined);
  if (!existsSync(report)) throw new Error(`Lighthouse wrote no report for ${url}`);
  return JSON.parse(readFileSync(report, 'utf8')) as Result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const [server, chrome] = await Promise.all([startServer(), launchChromeForLighthouse()]);
  try {
    const paths = publicPaths(server.url);
    console.log(`\nLighthouse, mobile, median of ${RUNS} runs per page`);
    const lowest = new Map<string, { score: number; template: string }>();
    for (const { template } of PUBLIC_ROUTES.filter((route) => route.status === 200)) {
      const address = await paths.resolve(template);
      if (address === null) {
        console.log(`  ${template}: not audited (no public record)`);
        continue;
      }
      const url = `${server.url}${address}`;
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
        const lhr = await runLighthouseCli(chrome, url);
        if (!lhr.runtimeError) runs.push(lhr);
      }
      if (runs.length === 0) {
        console.log(`  ${template}: not audited`);
        continue;
      }
      // A page that asks not to be indexed (unsubscribe, a closed job) loses SEO points on purpose.
      const noindex = runs.some((lhr) => lhr.audits['is-crawlable']?.score === 0);
      const scores = CATEGORIES.map((id) => {
        const score = Math.round(median(runs.map((lhr) => scoreOf(lhr, id))) * 100);
        if (id === 'seo' && noindex) return `${id} ${score} (not to be indexed)`;
        if (score < (lowest.get(id)?.score ?? 101)) lowest.set(id, { score, template });
        return `${id} ${score}`;
      });
      const ms = (id: string) => Math.round(median(runs.map((lhr) => metric(lhr, id))));
      console.log(
        `  ${template}: ${scores.join(', ')}; LCP ${ms('largest-contentful-paint')} ms,` +
          ` TBT ${ms('total-blocking-time')} ms, CLS ${median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))).toFixed(3)}` +
          ` (performance per run: ${runs.map((lhr) => Math.round(scoreOf(lhr, 'performance') * 100)).join(', ')};` +
          ` machine benchmark index ${Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))})`,
      );
    }
    const floor = CATEGORIES.map((id) => {
      const { score, template } = lowest.get(id) ?? { score: Number.NaN, template: '-' };
      return `${id} ${score}${score < 100 ? ` (${template})` : ''}`;
    });
    console.log(`  lowest over every page: ${floor.join(', ')}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
