/** The heading of questions filed under no category. */
export const GENERAL = 'General questions';

/**
 * Questions grouped by their category, groups in the order their first question comes (the FAQs'
 * own sort order), questions in theirs. Those with no category are under `general` (the page's
 * language's "General questions").
 */
export function groupByCategory<Q extends { category: string | null }>(
  questions: Q[],
  general = GENERAL,
): { category: string; questions: Q[] }[] {
  const groups = new Map<string, Q[]>();
  for (const question of questions) {
    const category = question.category?.trim() || general;
    groups.set(category, [...(groups.get(category) ?? []), question]);
  }
  return [...groups].map(([category, grouped]) => ({ category, questions: grouped }));
}

/**
 * A category's anchor on the page: `Pricing & Plans` → `faq-pricing-plans`; accents go
 * (`Instalación` → `faq-instalacion`).
 */
export function categoryAnchor(category: string): string {
  const slug = category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
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
