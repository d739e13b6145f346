import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import type { cctvModule } from '@/modules/cctv/module';
import type { cctvPackagesModule } from '@/modules/cctv-packages/module';
import type { servicesModule } from '@/modules/services/module';
import { formatPrice } from '../format';
import { Icon } from '../ui/Icon';
import { iconNameOf } from '../ui/icon-names';
import { ButtonLink, quoteHref } from '../ui/primitives';
import { SiteImage } from '../ui/SiteImage';
import { SEPARATOR } from '../ui/separated';

export type Service = PublicRecordOfModule<typeof servicesModule>;
export type CctvPackage = PublicRecordOfModule<typeof cctvPackagesModule>;
export type MonitoringPlan = PublicRecordOfModule<typeof cctvModule>;

/** Featured services first, each group in the staff's order. */
export function featuredFirst<T extends { featured?: boolean | null }>(items: T[]): T[] {
  return [...items.filter((item) => item.featured), ...items.filter((item) => !item.featured)];
}

/** A service with its icon, one sentence and a link; the whole card is the link's target area. */
export function ServiceCard({
  service,
  headingLevel = 'h3',
}: {
  service: Service;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-7">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400 ring-4 ring-brand-50">
        <Icon name={iconNameOf(service.icon)} className="size-6" />
      </span>
      <Heading className="mt-5 font-display text-xl font-bold tracking-tight text-brand-900">
        <a
          href={`/services/${service.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline"
        >
          {service.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-slate-600">{service.summary}</p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700">
        Learn more
        <Icon
          name="arrowRight"
          className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </p>
    </article>
  );
}

/**
 * One camera package: price "from", what is included, and the quote form with it preselected; with
 * `image`, the package's picture on top.
 */
export function PackageCard({
  item,
  image,
  headingLevel = 'h3',
}: {
  item: CctvPackage;
  image?: MediaItem;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const popular = item.popular === true;
  return (
    <article
      className={`relative flex flex-col rounded-3xl p-7 sm:p-8 ${
        popular
          ? 'bg-brand-900 text-white shadow-lift ring-2 ring-accent-500 lg:-my-4 lg:py-12'
          : 'border border-slate-200 bg-white shadow-card'
      }`}
    >
      {popular && (
        <p className="-top-3.5 absolute left-7 rounded-full bg-accent-500 px-3 py-1 font-display text-xs font-extrabold uppercase tracking-wider text-brand-950">
          Most popular
        </p>
      )}
      {image && (
        <SiteImage
          image={image}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw"
          className="mb-6 aspect-[16/10] h-auto w-full rounded-2xl object-cover"
        />
      )}
      <Heading className={`font-display text-xl font-bold ${popular ? 'text-white' : 'text-brand-900'}`}>
        {item.name}
      </Heading>
      <p className={`mt-1 text-[0.95rem] ${popular ? 'text-brand-200' : 'text-slate-600'}`}>
        {item.cameraCount} cameras{item.resolution ? `${SEPARATOR}${item.resolution}` : ''}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className={`text-sm font-semibold ${popular ? 'text-brand-200' : 'text-slate-600'}`}>from</span>
        <span
          className={`font-display text-4xl font-extrabold tracking-tight ${popular ? 'text-white' : 'text-brand-900'}`}
        >
          {formatPrice(item.priceCents)}
        </span>
      </p>
      {item.priceNote && (
        <p className={`mt-1 text-sm ${popular ? 'text-brand-200' : 'text-slate-600'}`}>{item.priceNote}</p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {item.storage && (
          <li className="flex gap-3">
            <Icon
              name="check"
              className={`mt-0.5 size-5 ${popular ? 'text-accent-400' : 'text-accent-600'}`}
            />
            {item.storage}
          </li>
        )}
        {(item.features ?? []).map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon
              name="check"
              className={`mt-0.5 size-5 ${popular ? 'text-accent-400' : 'text-accent-600'}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        href={quoteHref({ package: item.name })}
        label={`Get this package: ${item.name}`}
        variant={popular ? 'primary' : 'secondary'}
        className="mt-8 w-full"
      >
        Get this package
      </ButtonLink>
    </article>
  );
}

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
