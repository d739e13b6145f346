import type { PublicRecordOfModule } from '@/kit/define-module';
import { formatPrice } from '@/site/format';
import { Icon } from '@/site/ui/Icon';
import type { cctvModule } from '../module';

export type MonitoringPlan = PublicRecordOfModule<typeof cctvModule>;

/** A monitoring plan: price per month, the first features, and its page. */
export function MonitoringCard({
  plan,
  headingLevel = 'h3',
}: {
  plan: MonitoringPlan;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6 transition-colors hover:bg-white/10 sm:p-7">
      <Heading className="font-display text-xl font-bold text-white">
        <a href={`/cctv-monitoring/${plan.slug}`} className="after:absolute after:inset-0 after:rounded-2xl">
          {plan.title}
        </a>
      </Heading>
      <p className="mt-3 flex items-baseline gap-1.5">
        {plan.priceMonthlyCents != null ? (
          <>
            <span className="font-display text-3xl font-extrabold text-accent-300">
              {formatPrice(plan.priceMonthlyCents)}
            </span>
            <span className="text-brand-200">/ month</span>
          </>
        ) : (
          <span className="font-display text-xl font-bold text-accent-300">Call for price</span>
        )}
      </p>
      <p className="mt-3 text-brand-100">{plan.summary}</p>
      <ul className="mt-5 flex-1 space-y-2 text-[0.95rem] text-brand-100">
        {(plan.features ?? []).slice(0, 4).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-5 text-accent-400" />
            {feature}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 font-semibold text-white">
        See the plan
        <Icon
          name="arrowRight"
          className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </p>
    </article>
  );
}
