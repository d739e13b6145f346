import { telHref } from '@/lib/phone-link';
import { answeredWithin } from '@/site/seo/opening-hours';
import { CheckIcon, PhoneIcon } from './icons';

/** What happens after a request; the first step names the opening hours of Home page settings. */
const stepsAnsweredWithin = (answered: string) => [
  {
    title: 'We get back to you',
    text: `${answered[0].toUpperCase()}${answered.slice(1)}: a call, or an e-mail if you left no number.`,
  },
  { title: 'Free site survey', text: 'A technician walks your property and finds the right camera spots.' },
  { title: 'Written quote', text: 'A clear price with no obligation, usually the same day.' },
  { title: 'Installed in a day or two', text: 'Clean wiring, app set up on your phone, and a walkthrough.' },
];

interface QuoteNextStepsProps {
  business: { businessHours?: string | null; emergencyPhone?: string | null };
  phone: { label: string; href: string } | null;
  /** Why to trust the business: each shown with a check mark. */
  facts: string[];
}

/** Beside the quote form: what happens after a request, the phone to call now, and the trust facts. */
export function QuoteNextSteps({ business, phone, facts }: QuoteNextStepsProps) {
  return (
    <aside aria-labelledby="quote-next-title" className="space-y-6">
      <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="quote-next-title" className="font-display text-xl font-bold">
          What happens next
        </h2>
        <ol className="mt-5 space-y-5">
          {stepsAnsweredWithin(answeredWithin(business.businessHours)).map((step, index) => (
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
          <h2 className="font-display text-lg font-bold text-brand-900">Rather talk now?</h2>
          <a
            href={phone.href}
            className="mt-3 inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            <PhoneIcon />
            {phone.label}
          </a>
          {business.emergencyPhone && (
            <p className="mt-2 text-slate-600">
              24/7 emergency line:{' '}
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
