import type { PublicRecordOfModule } from '@/kit/define-module';
import { MoreLink } from '@/site/home/section-parts';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { RichText } from '@/site/RichText';
import { Icon } from '@/site/ui/Icon';
import { Section, SectionHeading } from '@/site/ui/primitives';
import type { faqsModule } from '../module';
import { FAQ_WORDS } from './words';

type Faq = PublicRecordOfModule<typeof faqsModule>;

/** The home page's first questions, each opening on its answer. */
export async function FaqSection({ faqs }: { faqs: Faq[] }) {
  const { locale } = await pageLanguage();
  const words = FAQ_WORDS[locale];
  return (
    <Section labelledBy="faqs-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faqs-heading"
            eyebrow={words.homeEyebrow}
            title={words.homeTitle}
            intro={words.homeIntro}
          />
          <div className="mt-6">
            <MoreLink href="/faqs">{words.allQuestions}</MoreLink>
          </div>
        </div>
        <div className="divide-y divide-slate-200 border-y border-slate-200">
          {faqs.map((faq) => {
            const questionLang = fallbackLang(faq, 'question', locale);
            return (
              <details key={faq.id} className="faq-item group">
                <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-4 font-display text-lg font-bold text-brand-900 hover:text-brand-700">
                  {questionLang ? <span lang={questionLang}>{faq.question}</span> : faq.question}
                  <Icon
                    name="chevronDown"
                    className="faq-chevron size-5 text-slate-500 transition-transform"
                  />
                </summary>
                <RichText html={faq.answer} lang={fallbackLang(faq, 'answer', locale)} className="pb-5" />
              </details>
            );
          })}
        </div>
      </div>
    </Section>
  );
}
