import type { PublicRecordOfModule } from '@/kit/define-module';
import { formatPrice } from '@/site/format';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { SiteLink } from '@/site/ui/SiteLink';
import type { cctvModule } from '../module';
import { MONITORING_WORDS } from './words';

export type MonitoringPlan = PublicRecordOfModule<typeof cctvModule>;

/** A monitoring plan: price per month, the first features, and its page. */
export async function MonitoringCard({
  plan,
  headingLevel = 'h3',
}: {
  plan: MonitoringPlan;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const { locale } = await pageLanguage();
  const words = MONITORING_WORDS[locale];
  const featuresLang = fallbackLang(plan, 'features', locale);
  return (
    <article className="group relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6 transition-colors hover:bg-white/10 sm:p-7">
      <Heading className="font-display text-xl font-bold text-white">
        <SiteLink
          href={`/cctv-monitoring/${plan.slug}`}
          lang={fallbackLang(plan, 'title', locale)}
          className="after:absolute after:inset-0 after:rounded-2xl"
        >
          {plan.title}
        </SiteLink>
      </Heading>
      <p className="mt-3 flex items-baseline gap-1.5">
        {plan.priceMonthlyCents != null ? (
          <>
            <span className="font-display text-3xl font-extrabold text-accent-300">
              {formatPrice(plan.priceMonthlyCents, locale)}
            </span>
            <span className="text-brand-200">{words.perMonth}</span>
          </>
        ) : (
          <span className="font-display text-xl font-bold text-accent-300">{words.callForPrice}</span>
        )}
      </p>
      <p lang={fallbackLang(plan, 'summary', locale)} className="mt-3 text-brand-100">
        {plan.summary}
      </p>
      <ul lang={featuresLang} className="mt-5 flex-1 space-y-2 text-[0.95rem] text-brand-100">
        {(plan.features ?? []).slice(0, 4).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-5 text-accent-400" />
            {feature}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 font-semibold text-white">
        {words.seePlan}
        <Icon
          name="arrowRight"
          className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </p>
    </article>
  );
}
