import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { faqsModule } from '@/modules/faqs/module';
import { categoryAnchor, faqPageJsonLd, groupByCategory } from '@/modules/faqs/site/faqs';
import { FAQ_WORDS } from '@/modules/faqs/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePublicPage } from '@/site/module-pages/module-page';
import { PROSE_COMPACT } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { absoluteUrl } from '@/site/site-url';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';

async function metadata(): Promise<PageSeo> {
  const words = FAQ_WORDS[await siteLocale()];
  return {
    title: words.title,
    description: words.metaDescription,
    path: '/faqs',
  };
}

/** `/faqs`: the published questions grouped by category, each opening its answer. */
async function FaqsPage() {
  const [business, faqs, { locale, href }] = await Promise.all([
    siteSettings(),
    visibleRecords(faqsModule),
    pageLanguage(),
  ]);
  const words = FAQ_WORDS[locale];
  const groups = groupByCategory(faqs, words.general);
  /** The category's language when it is the English standing in for a missing translation. */
  const categoryLang = (faq: (typeof faqs)[number]) =>
    faq.category?.trim() ? fallbackLang(faq, 'category', locale) : undefined;
  return (
    <>
      <JsonLd
        data={faqPageJsonLd(
          faqs.map((faq) => ({ question: faq.question, answerText: textOf(faq.answer) })),
          absoluteUrl(href('/faqs')),
        )}
      />
      <PageHeader title={words.title} intro={words.intro} crumbs={[{ name: words.crumb, path: '/faqs' }]} />
      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          {groups.length > 1 && (
            <nav aria-label={words.topicsLabel} className="lg:sticky lg:top-8 lg:self-start">
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{words.topics}</p>
              <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {groups.map((group) => (
                  <li key={group.category}>
                    <a
                      href={`#${categoryAnchor(group.category)}`}
                      lang={categoryLang(group.questions[0])}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-medium text-brand-900 ring-1 ring-slate-300 hover:bg-brand-50 lg:w-full lg:rounded-lg lg:bg-transparent lg:ring-0 lg:hover:bg-white"
                    >
                      {group.category}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={`space-y-12 ${groups.length > 1 ? '' : 'lg:col-span-2'}`}>
            {groups.map((group) => (
              <section
                key={group.category}
                id={categoryAnchor(group.category)}
                aria-labelledby={`${categoryAnchor(group.category)}-heading`}
                className="scroll-mt-8"
              >
                <h2
                  id={`${categoryAnchor(group.category)}-heading`}
                  lang={categoryLang(group.questions[0])}
                  className="font-display text-2xl font-bold tracking-tight text-brand-900"
                >
                  {group.category}
                </h2>
                <div className="mt-5 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  {group.questions.map((faq) => (
                    <details key={faq.id} className="group">
                      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:text-lg [&::-webkit-details-marker]:hidden">
                        <span lang={fallbackLang(faq, 'question', locale)}>{faq.question}</span>
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 20 20"
                          fill="currentColor"
                          className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                        >
                          <path
                            fillRule="evenodd"
                            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                            clipRule="evenodd"
                          />
                        </svg>
                      </summary>
                      <RichText
                        html={faq.answer}
                        lang={fallbackLang(faq, 'answer', locale)}
                        className={`px-6 pb-6 ${PROSE_COMPACT} max-w-[68ch]`}
                      />
                    </details>
                  ))}
                </div>
              </section>
            ))}
            {groups.length === 0 && (
              <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
                {words.empty}
              </p>
            )}
            {business.phone && (
              <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
                <div>
                  <h2 className="font-display text-xl font-bold text-brand-900">{words.stillQuestion}</h2>
                  <p className="mt-1 text-slate-600">{words.talkToTechnician}</p>
                </div>
                <ButtonLink href={telHref(business.phone)} variant="secondary">
                  {COMMON_WORDS[locale].callNumber(business.phone)}
                </ButtonLink>
              </div>
            )}
          </div>
        </div>
      </Section>
      <QuoteCallToAction />
    </>
  );
}

export default { module: faqsModule, metadata, Page: FaqsPage } satisfies ModulePublicPage;
