/**
 * `npm run bench` (after the site bench has built): the Lighthouse mobile scores of the pages that
 * bring in customers, the median of three runs each, with the timings that decide performance. Run
 * on a quiet machine: simulated throttling scales what this machine measures.
 */
import { existsSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { publicPaths } from '../e2e/support/public-routes';
import { startServer } from '../e2e/support/server';
import {
  AUDITED_PAGES,
  CATEGORIES,
  launchChromeForLighthouse,
  runLighthouse,
  scoreOf,
} from '../support/lighthouse';

const RUNS = 3;

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
    for (const { template } of AUDITED_PAGES) {
      const url = `${server.url}${await paths.resolve(template)}`;
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
        const { lhr } = await runLighthouse(chrome, url);
        if (!lhr.runtimeError) runs.push(lhr);
      }
      if (runs.length === 0) {
        console.log(`  ${template}: not audited`);
        continue;
      }
      const scores = CATEGORIES.map(
        (id) => `${id} ${Math.round(median(runs.map((lhr) => scoreOf(lhr, id))) * 100)}`,
      );
      const ms = (id: string) => Math.round(median(runs.map((lhr) => metric(lhr, id))));
      console.log(
        `  ${template}: ${scores.join(', ')}; LCP ${ms('largest-contentful-paint')} ms,` +
          ` TBT ${ms('total-blocking-time')} ms, CLS ${median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))).toFixed(3)}` +
          ` (performance per run: ${runs.map((lhr) => Math.round(scoreOf(lhr, 'performance') * 100)).join(', ')};` +
          ` machine benchmark index ${Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))})`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
