import { telHref } from '@/lib/phone-link';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { pageLanguage } from '@/site/i18n/page-language';
import { TextWithPart } from '@/site/i18n/TextWithPart';
import { Icon } from '@/site/ui/Icon';
import { iconNameOf } from '@/site/ui/icon-names';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';
import { withTrailingSeparators } from '@/site/ui/separated';
import { SERVICE_WORDS } from './words';

/** The box beside a service's text: what every installation comes with, and how to ask for one. */
export async function ServiceQuoteBox({
  title,
  titleLang,
  icon,
  phone,
  licenseNumber,
}: {
  title: string;
  /** `en` where the title is the English standing in for a translation. */
  titleLang?: string;
  icon: string | null;
  phone: string | null;
  licenseNumber: string | null;
}) {
  const { locale } = await pageLanguage();
  const words = SERVICE_WORDS[locale];
  const common = COMMON_WORDS[locale];
  return (
    <div className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-7">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
        <Icon name={iconNameOf(icon)} className="size-6" />
      </span>
      <h2 id="service-quote-heading" className="mt-4 font-display text-xl font-bold text-brand-900">
        <TextWithPart text={words.whatYouGet(title)} part={title} lang={titleLang} />
      </h2>
      <ul className="mt-4 space-y-3 text-slate-700">
        {words.promises.map((promise) => (
          <li key={promise} className="flex gap-3">
            <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
            {promise}
          </li>
        ))}
      </ul>
      <ButtonLink href={quoteHref({ service: title })} className="mt-6 w-full">
        {common.requestQuote}
        <span className="sr-only">
          <TextWithPart text={common.forSubject(title)} part={title} lang={titleLang} />
        </span>
      </ButtonLink>
      {phone && (
        <p className="mt-4 text-center text-slate-600">
          {common.orCall}{' '}
          <a href={telHref(phone)} className="font-bold text-brand-900 underline underline-offset-4">
            {phone}
          </a>
        </p>
      )}
      {licenseNumber && (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
          {common.license} {withTrailingSeparators(licenseNumber)}
        </p>
      )}
    </div>
  );
}
