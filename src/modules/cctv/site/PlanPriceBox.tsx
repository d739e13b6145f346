import { telHref } from '@/lib/phone-link';
import { formatPrice } from '@/site/format';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';
import type { MonitoringPlan } from './MonitoringCard';

/** The box beside a monitoring plan's text: its monthly price and how to ask about it. */
export function PlanPriceBox({ plan, phone }: { plan: MonitoringPlan; phone: string | null }) {
  return (
    <div className="rounded-3xl bg-brand-900 p-6 text-white shadow-lift sm:p-7">
      <h2
        id="plan-price-heading"
        className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-300"
      >
        Monthly price
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        {plan.priceMonthlyCents != null ? (
          <>
            <span className="font-display text-5xl font-extrabold">
              {formatPrice(plan.priceMonthlyCents)}
            </span>
            <span className="text-brand-200">/ month</span>
          </>
        ) : (
          <span className="font-display text-3xl font-extrabold">Call for price</span>
        )}
      </p>
      <p className="mt-3 text-brand-100">
        No long set-up: we connect your existing cameras or install new ones.
      </p>
      <ButtonLink
        href={quoteHref({ service: plan.title })}
        className="mt-6 w-full"
        label={`Ask about this plan: ${plan.title}`}
      >
        Ask about this plan
      </ButtonLink>
      {phone && (
        <ButtonLink href={telHref(phone)} variant="outline" className="mt-3 w-full">
          <Icon name="phone" className="size-5" /> {phone}
        </ButtonLink>
      )}
    </div>
  );
}
