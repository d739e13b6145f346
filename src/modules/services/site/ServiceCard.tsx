import type { PublicRecordOfModule } from '@/kit/define-module';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { iconNameOf } from '@/site/ui/icon-names';
import { SiteLink } from '@/site/ui/SiteLink';
import type { servicesModule } from '../module';

export type Service = PublicRecordOfModule<typeof servicesModule>;

/** A service with its icon, one sentence and a link; the whole card is the link's target area. */
export async function ServiceCard({
  service,
  headingLevel = 'h3',
}: {
  service: Service;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const { locale } = await pageLanguage();
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-7">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400 ring-4 ring-brand-50">
        <Icon name={iconNameOf(service.icon)} className="size-6" />
      </span>
      <Heading className="mt-5 font-display text-xl font-bold tracking-tight text-brand-900">
        <SiteLink
          href={`/services/${service.slug}`}
          lang={fallbackLang(service, 'title', locale)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline"
        >
          {service.title}
        </SiteLink>
      </Heading>
      <p lang={fallbackLang(service, 'summary', locale)} className="mt-2 flex-1 text-slate-600">
        {service.summary}
      </p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700">
        {COMMON_WORDS[locale].learnMore}
        <Icon
          name="arrowRight"
          className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </p>
    </article>
  );
}
