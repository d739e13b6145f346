import { telHref } from '@/lib/phone-link';
import { formatPrice } from '@/site/format';
import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';
import type { MonitoringPlan } from './MonitoringCard';
import { MONITORING_WORDS } from './words';

/** The box beside a monitoring plan's text: its monthly price and how to ask about it. */
export async function PlanPriceBox({ plan, phone }: { plan: MonitoringPlan; phone: string | null }) {
  const { locale } = await pageLanguage();
  const words = MONITORING_WORDS[locale];
  return (
    <div className="rounded-3xl bg-brand-900 p-6 text-white shadow-lift sm:p-7">
      <h2
        id="plan-price-heading"
        className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-300"
      >
        {words.monthlyPrice}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        {plan.priceMonthlyCents != null ? (
          <>
            <span className="font-display text-5xl font-extrabold">
              {formatPrice(plan.priceMonthlyCents, locale)}
            </span>
            <span className="text-brand-200">{words.perMonth}</span>
          </>
        ) : (
          <span className="font-display text-3xl font-extrabold">{words.callForPrice}</span>
        )}
      </p>
      <p className="mt-3 text-brand-100">{words.noSetUp}</p>
      <ButtonLink
        href={quoteHref({ service: plan.title })}
        className="mt-6 w-full"
        label={words.askAboutPlanLabel(plan.title)}
      >
        {words.askAboutPlan}
      </ButtonLink>
      {phone && (
        <ButtonLink href={telHref(phone)} variant="outline" className="mt-3 w-full">
          <Icon name="phone" className="size-5" /> {phone}
        </ButtonLink>
      )}
    </div>
  );
}
