import type { TranslationFacts } from '@/kit/record-types';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { PROSE_COMPACT } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { Icon } from '@/site/ui/Icon';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { SERVICE_WORDS } from './words';

interface Question {
  id: number;
  question: string;
  answer: string;
  translation?: TranslationFacts;
}

/** The FAQs filed under a service's title, as the FAQ page groups them. */
export const isAboutService = (category: string | null, title: string) =>
  category?.trim().toLowerCase() === title.trim().toLowerCase();

/** A service page's own questions, each opening in place; nothing when it has none. */
export async function ServiceQuestions({ service, questions }: { service: string; questions: Question[] }) {
  if (questions.length === 0) return null;
  const { locale } = await pageLanguage();
  const words = SERVICE_WORDS[locale];
  return (
    <Section tone="muted" labelledBy="service-faqs-heading">
      <SectionHeading
        id="service-faqs-heading"
        eyebrow={words.questionsEyebrow}
        title={words.questionsTitle(service)}
      />
      <div className="mt-10 max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {questions.map((faq) => (
          <details key={faq.id} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:text-lg [&::-webkit-details-marker]:hidden">
              <span lang={fallbackLang(faq, 'question', locale)}>{faq.question}</span>
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <RichText
              html={faq.answer}
              lang={fallbackLang(faq, 'answer', locale)}
              className={`px-6 pb-6 ${PROSE_COMPACT} max-w-[68ch]`}
            />
          </details>
        ))}
      </div>
    </Section>
  );
}
