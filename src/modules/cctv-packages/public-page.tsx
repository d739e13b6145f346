import { EstimateSection } from '@/features/estimates/public-site';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { Locale } from '@/kit/locales';
import { Banners } from '@/modules/banners/site/Banners';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { type CctvPackage, PackageCard, packageColumns } from '@/modules/cctv-packages/site/PackageCard';
import { mediaByIds, visibleRecords } from '@/site/content';
import { formatPrice } from '@/site/format';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { packageData } from '@/site/seo/offers-data';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, PageHeader, quoteHref, Section, SectionHeading } from '@/site/ui/primitives';
import { PACKAGE_WORDS, type PackageWords } from './site/words';

async function metadata(): Promise<PageSeo> {
  const locale = await siteLocale();
  const words = PACKAGE_WORDS[locale];
  const packages = await visibleRecords(cctvPackagesModule);
  const lowest = packages.length ? Math.min(...packages.map((item) => item.priceCents)) : null;
  return {
    title: words.metaTitle,
    description: words.metaDescription(lowest !== null ? words.metaFrom(formatPrice(lowest, locale)) : ''),
    path: '/cctv-packages',
  };
}

interface Row {
  label: string;
  value: (item: CctvPackage) => React.ReactNode;
  /** The `lang` of the package's own text in the cell, where it is English standing in for a translation. */
  lang?: (item: CctvPackage) => string | undefined;
}

/** The comparison's rows: what each package has, side by side. */
const rowsOf = (words: PackageWords, locale: Locale): Row[] => [
  {
    label: words.rows.priceFrom,
    value: (item) => (
      <strong className="font-display text-lg text-brand-900">{formatPrice(item.priceCents, locale)}</strong>
    ),
  },
  { label: words.rows.cameras, value: (item) => item.cameraCount },
  {
    label: words.rows.resolution,
    value: (item) => item.resolution ?? '—',
    lang: (item) => (item.resolution ? fallbackLang(item, 'resolution', locale) : undefined),
  },
  {
    label: words.rows.recording,
    value: (item) => item.storage ?? '—',
    lang: (item) => (item.storage ? fallbackLang(item, 'storage', locale) : undefined),
  },
  { label: words.rows.brands, value: (item) => (item.brands.length ? item.brands.join(', ') : '—') },
  {
    label: words.rows.included,
    lang: (item) => (item.features?.length ? fallbackLang(item, 'features', locale) : undefined),
    value: (item) =>
      item.features?.length ? (
        <ul className="space-y-1.5">
          {item.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 text-accent-600" />
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
  {
    label: words.rows.priceNote,
    value: (item) => item.priceNote ?? '—',
    lang: (item) => (item.priceNote ? fallbackLang(item, 'priceNote', locale) : undefined),
  },
];

async function PackagesPage({ searchParams: query, site }: ModulePageProps) {
  const { locale } = await pageLanguage();
  const words = PACKAGE_WORDS[locale];
  const rows = rowsOf(words, locale);
  const packages = await visibleRecords(cctvPackagesModule);
  const media = await mediaByIds(packages.map((item) => item.imageId));
  const imageOf = (item: CctvPackage) => (item.imageId === null ? undefined : media.get(item.imageId));
  return (
    <>
      {packages.map((item) => (
        <JsonLd
          key={item.id}
          data={packageData(item, { image: imageOf(item), brandName: site.name, locale })}
        />
      ))}
      <PageHeader
        title={words.title}
        intro={words.intro}
        crumbs={[{ name: words.crumb, path: '/cctv-packages' }]}
      />
      <Banners placement="services" />
      <Section tone="muted" labelledBy="packages-list-heading">
        <h2 id="packages-list-heading" className="sr-only">
          {words.listHeading}
        </h2>
        {packages.length > 0 ? (
          <div className={`grid items-start gap-6 pt-2 ${packageColumns(packages.length)}`}>
            {packages.map((item) => (
              <PackageCard key={item.id} item={item} image={imageOf(item)} />
            ))}
          </div>
        ) : (
          <p className="text-lg text-slate-600">{words.emptyList}</p>
        )}
        <div className="mt-14 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
          <h3 className="font-display text-lg font-bold text-brand-900">{words.includedTitle}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {words.included.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      {packages.length > 0 && (
        <Section>
          <EstimateSection query={query} path="/cctv-packages" intro={words.estimateIntro} />
        </Section>
      )}

      {packages.length > 1 && (
        <Section labelledBy="compare-heading">
          <SectionHeading
            id="compare-heading"
            eyebrow={words.compareEyebrow}
            title={words.compareTitle}
            intro={words.compareIntro}
          />
          <div className="mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
            <table className="w-full min-w-[40rem] border-collapse text-left">
              <caption className="sr-only">{words.compareCaption}</caption>
              <thead>
                <tr className="bg-slate-50">
                  <td className="w-40 p-4" />
                  {packages.map((item) => (
                    <th key={item.id} scope="col" className="p-4 align-bottom">
                      {item.popular && (
                        <span className="mb-2 inline-block rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wider text-brand-950">
                          {words.mostPopular}
                        </span>
                      )}
                      <span className="block font-display text-lg font-bold text-brand-900">{item.name}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-slate-200">
                    <th scope="row" className="p-4 align-top font-semibold text-slate-600">
                      {row.label}
                    </th>
                    {packages.map((item) => (
                      <td
                        key={item.id}
                        lang={row.lang?.(item)}
                        className={`p-4 align-top text-slate-800 ${item.popular ? 'bg-accent-300/10' : ''}`}
                      >
                        {row.value(item)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="border-t border-slate-200">
                  <td className="p-4" />
                  {packages.map((item) => (
                    <td key={item.id} className={`p-4 ${item.popular ? 'bg-accent-300/10' : ''}`}>
                      <ButtonLink
                        href={quoteHref({ package: item.name })}
                        label={words.getPackageLabel(item.name)}
                        variant={item.popular ? 'primary' : 'secondary'}
                        className="!min-h-11 !px-4 text-[0.95rem]"
                      >
                        {words.getPackage}
                      </ButtonLink>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </Section>
      )}
      <QuoteCallToAction title={words.quoteTitle} text={words.quoteText} />
    </>
  );
}

export default { module: cctvPackagesModule, metadata, Page: PackagesPage } satisfies ModulePublicPage;
