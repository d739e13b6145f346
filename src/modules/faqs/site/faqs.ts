/** The heading of questions filed under no category. */
export const GENERAL = 'General questions';

/**
 * Questions grouped by their category, groups in the order their first question comes (the FAQs'
 * own sort order), questions in theirs.
 */
export function groupByCategory<Q extends { category: string | null }>(
  questions: Q[],
): { category: string; questions: Q[] }[] {
  const groups = new Map<string, Q[]>();
  for (const question of questions) {
    const category = question.category?.trim() || GENERAL;
    groups.set(category, [...(groups.get(category) ?? []), question]);
  }
  return [...groups].map(([category, grouped]) => ({ category, questions: grouped }));
}

/** A category's anchor on the page: `Pricing & Plans` → `faq-pricing-plans`. */
export function categoryAnchor(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `faq-${slug || 'general'}`;
}

/** schema.org `FAQPage`: every question with its answer as plain text. */
export function faqPageJsonLd(items: { question: string; answerText: string }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerText },
    })),
  };
}
