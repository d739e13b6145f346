import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import { formatPrice } from '@/site/format';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { SEPARATOR } from '@/site/ui/separated';
import type { cctvPackagesModule } from '../module';
import { PACKAGE_WORDS } from './words';

export type CctvPackage = PublicRecordOfModule<typeof cctvPackagesModule>;

/**
 * The columns of a row of package cards: four packages (two for homes, two for businesses) side by
 * side on a wide screen rather than three and one left alone.
 */
export const packageColumns = (count: number) =>
  count === 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3';

/**
 * One camera package: price "from", what is included, and the quote form with it preselected; with
 * `image`, the package's picture on top.
 */
export async function PackageCard({
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
  const { locale } = await pageLanguage();
  const words = PACKAGE_WORDS[locale];
  const featuresLang = fallbackLang(item, 'features', locale);
  const resolutionLang = fallbackLang(item, 'resolution', locale);
  const checkClass = `mt-0.5 size-5 ${popular ? 'text-accent-400' : 'text-accent-600'}`;
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
          {words.mostPopular}
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
        {words.cameraCount(item.cameraCount)}
        {item.resolution && (
          <>
            {SEPARATOR}
            {/* A span only to mark English standing in for a translation. */}
            {resolutionLang ? <span lang={resolutionLang}>{item.resolution}</span> : item.resolution}
          </>
        )}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className={`text-sm font-semibold ${popular ? 'text-brand-200' : 'text-slate-600'}`}>
          {words.from}
        </span>
        <span
          className={`font-display text-4xl font-extrabold tracking-tight ${popular ? 'text-white' : 'text-brand-900'}`}
        >
          {formatPrice(item.priceCents, locale)}
        </span>
      </p>
      {item.priceNote && (
        <p
          lang={fallbackLang(item, 'priceNote', locale)}
          className={`mt-1 text-sm ${popular ? 'text-brand-200' : 'text-slate-600'}`}
        >
          {item.priceNote}
        </p>
      )}
      {item.brands.length > 0 && (
        <p className={`mt-4 text-sm ${popular ? 'text-brand-100' : 'text-slate-700'}`}>
          <span className="font-semibold">{words.brandsInstalled}</span> {item.brands.join(', ')}
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {item.storage && (
          <li lang={fallbackLang(item, 'storage', locale)} className="flex gap-3">
            <Icon name="check" className={checkClass} />
            {item.storage}
          </li>
        )}
        {(item.features ?? []).map((feature) => (
          <li key={feature} lang={featuresLang} className="flex gap-3">
            <Icon name="check" className={checkClass} />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        href={quoteHref({ package: item.name })}
        label={words.getPackageLabel(item.name)}
        variant={popular ? 'primary' : 'secondary'}
        className="mt-8 w-full"
      >
        {words.getPackage}
      </ButtonLink>
    </article>
  );
}
