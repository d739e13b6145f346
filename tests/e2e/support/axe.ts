import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what the back office and the site are held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page as it stands, its violations one line each with the elements (up to `shown`) and,
 * with `why`, each element's failure summary. Which rules: `rules` by name, else those tagged `tags`,
 * else axe's whole default set.
 *
 * axe runs inside the page itself (`setLegacyMode`): by default the Playwright builder opens a blank
 * tab for every check to merge the results of cross-origin frames, and neither the site nor the back
 * office has such a frame. Only violations are reported in full (`resultTypes`): axe otherwise
 * describes every passing element too. Measured on five back-office pages: the same violations,
 * in a third of the time.
 */
export async function axeViolations(
  page: Page,
  options: { rules?: string[]; tags?: string[]; why?: boolean; shown?: number } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.rules) builder.withRules(options.rules);
  else if (options.tags) builder.withTags(options.tags);
  const { violations } = await builder.analyze();
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
