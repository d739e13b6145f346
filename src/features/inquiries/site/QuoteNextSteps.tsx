import { telHref } from '@/lib/phone-link';
import { pageLanguage } from '@/site/i18n/page-language';
import { answeredWithin } from '@/site/seo/opening-hours';
import { CheckIcon, PhoneIcon } from './icons';
import { INQUIRY_WORDS } from './words';

interface QuoteNextStepsProps {
  business: { businessHours?: string | null; emergencyPhone?: string | null };
  phone: { label: string; href: string } | null;
  /** Why to trust the business, in the page's language: each shown with a check mark. */
  facts: string[];
}

/**
 * Beside the quote form: what happens after a request (the first step names the opening hours of
 * Home page settings), the phone to call now, and the trust facts.
 */
export async function QuoteNextSteps({ business, phone, facts }: QuoteNextStepsProps) {
  const { locale } = await pageLanguage();
  const words = INQUIRY_WORDS[locale].nextSteps;
  return (
    <aside aria-labelledby="quote-next-title" className="space-y-6">
      <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="quote-next-title" className="font-display text-xl font-bold">
          {words.title}
        </h2>
        <ol className="mt-5 space-y-5">
          {words.steps(answeredWithin(business.businessHours, locale)).map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-500 font-bold text-brand-950">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 text-brand-100">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      {phone && (
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
          <h2 className="font-display text-lg font-bold text-brand-900">{words.ratherTalk}</h2>
          <a
            href={phone.href}
            className="mt-3 inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            <PhoneIcon />
            {phone.label}
          </a>
          {business.emergencyPhone && (
            <p className="mt-2 text-slate-600">
              {words.emergencyLine}{' '}
              <a
                href={telHref(business.emergencyPhone)}
                className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
              >
                {business.emergencyPhone}
              </a>
            </p>
          )}
        </div>
      )}
      <ul className="space-y-3 px-1">
        {facts.map((fact) => (
          <li key={fact} className="flex gap-3 text-slate-700">
            <CheckIcon />
            <span>{fact}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
