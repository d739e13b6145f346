import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what the back office and the site are held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a check asks axe for: rules by name, else by tag, else axe's whole default set. */
function runOptions(options: { rules?: string[]; tags?: string[] }): axe.RunOptions {
  // Only violations are described in full: axe otherwise describes every passing element too.
  const run: axe.RunOptions = { resultTypes: ['violations'] };
  if (options.rules) run.runOnly = { type: 'rule', values: options.rules };
  else if (options.tags) run.runOnly = { type: 'tag', values: options.tags };
  return run;
}

/**
 * axe on the page as it stands, its violations one line each with the elements (up to `shown`) and,
 * with `why`, each element's failure summary. Which rules: `rules` by name, else those tagged `tags`,
 * else axe's whole default set.
 *
 * axe runs inside the page itself, put there once per loaded document: a second check of the same
 * page (the back office in its other scheme) reuses it. Neither the site nor the back office has a
 * frame to merge results from. Measured on three back-office pages: half the time of a check through
 * `@axe-core/playwright`, which puts axe's 550 kB into the page again for every check.
 */
export async function axeViolations(
  page: Page,
  options: { rules?: string[]; tags?: string[]; why?: boolean; shown?: number } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (run) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, run).then((result) => result.violations),
    runOptions(options),
  );
  const shown = options.shown ?? 6;
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map(String).join(' >> ');
      const why = options.why && node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : '';
      return `${target}${why}`;
    });
    const more = nodes.length > shown ? `, ... (${nodes.length} in all)` : '';
    return `axe ${violation.id} (${violation.impact}): ${violation.help} [${nodes.slice(0, shown).join(', ')}${more}]${options.why ? '' : ` ${violation.helpUrl}`}`;
  });
}
