import { EstimateSection } from '@/features/estimates/public-site';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { type CctvPackage, PackageCard, packageColumns } from '@/modules/cctv-packages/site/PackageCard';
import { mediaByIds, visibleRecords } from '@/site/content';
import { formatPrice } from '@/site/format';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { packageData } from '@/site/seo/offers-data';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, PageHeader, quoteHref, Section, SectionHeading } from '@/site/ui/primitives';

async function metadata(): Promise<PageSeo> {
  const packages = await visibleRecords(cctvPackagesModule);
  const lowest = packages.length ? Math.min(...packages.map((item) => item.priceCents)) : null;
  return {
    title: 'Security Camera Packages & Prices',
    description: `Compare installed security camera packages for Los Angeles homes and businesses${
      lowest !== null ? `, from ${formatPrice(lowest)}` : ''
    }: cameras, resolution, storage and warranty. Free site survey.`,
    path: '/cctv-packages',
  };
}

const INCLUDED = [
  'Free site survey and camera plan',
  'Professional installation with concealed cabling',
  'Phone app set up on your devices',
  'Walkthrough and written warranty',
];

/** The comparison's rows: what each package has, side by side. */
const ROWS: { label: string; value: (item: CctvPackage) => React.ReactNode }[] = [
  {
    label: 'Price from',
    value: (item) => (
      <strong className="font-display text-lg text-brand-900">{formatPrice(item.priceCents)}</strong>
    ),
  },
  { label: 'Cameras', value: (item) => item.cameraCount },
  { label: 'Resolution', value: (item) => item.resolution ?? '—' },
  { label: 'Recording', value: (item) => item.storage ?? '—' },
  { label: 'Brands installed', value: (item) => (item.brands.length ? item.brands.join(', ') : '—') },
  {
    label: 'Included',
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
  { label: 'Price note', value: (item) => item.priceNote ?? '—' },
];

async function PackagesPage({ searchParams: query, site }: ModulePageProps) {
  const packages = await visibleRecords(cctvPackagesModule);
  const media = await mediaByIds(packages.map((item) => item.imageId));
  const imageOf = (item: CctvPackage) => (item.imageId === null ? undefined : media.get(item.imageId));
  return (
    <>
      {packages.map((item) => (
        <JsonLd key={item.id} data={packageData(item, { image: imageOf(item), brandName: site.name })} />
      ))}
      <PageHeader
        title="Security camera packages"
        intro="Installed prices for the systems we fit most often. Every property is different: your free site survey turns a package into a fixed written quote."
        crumbs={[{ name: 'CCTV packages', path: '/cctv-packages' }]}
      />
      <Banners placement="services" />
      <Section tone="muted" labelledBy="packages-list-heading">
        <h2 id="packages-list-heading" className="sr-only">
          Packages
        </h2>
        {packages.length > 0 ? (
          <div className={`grid items-start gap-6 pt-2 ${packageColumns(packages.length)}`}>
            {packages.map((item) => (
              <PackageCard key={item.id} item={item} image={imageOf(item)} />
            ))}
          </div>
        ) : (
          <p className="text-lg text-slate-600">
            Packages are being updated. Ask us for a quote for your property.
          </p>
        )}
        <div className="mt-14 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
          <h3 className="font-display text-lg font-bold text-brand-900">Included in every package</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {INCLUDED.map((item) => (
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
          <EstimateSection
            query={query}
            path="/cctv-packages"
            intro="Pick your property and the cameras you have in mind: the price range updates as you go. Book a free survey with it and we confirm the price in writing."
          />
        </Section>
      )}

      {packages.length > 1 && (
        <Section labelledBy="compare-heading">
          <SectionHeading
            id="compare-heading"
            eyebrow="Side by side"
            title="Compare the packages"
            intro="Prices include installation. Need more cameras or a different mix? Every package can be adjusted."
          />
          <div className="mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
            <table className="w-full min-w-[40rem] border-collapse text-left">
              <caption className="sr-only">Security camera packages compared</caption>
              <thead>
                <tr className="bg-slate-50">
                  <td className="w-40 p-4" />
                  {packages.map((item) => (
                    <th key={item.id} scope="col" className="p-4 align-bottom">
                      {item.popular && (
                        <span className="mb-2 inline-block rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wider text-brand-950">
                          Most popular
                        </span>
                      )}
                      <span className="block font-display text-lg font-bold text-brand-900">{item.name}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label} className="border-t border-slate-200">
                    <th scope="row" className="p-4 align-top font-semibold text-slate-600">
                      {row.label}
                    </th>
                    {packages.map((item) => (
                      <td
                        key={item.id}
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
                        label={`Get this package: ${item.name}`}
                        variant={item.popular ? 'primary' : 'secondary'}
                        className="!min-h-11 !px-4 text-[0.95rem]"
                      >
                        Get this package
                      </ButtonLink>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </Section>
      )}
      <QuoteCallToAction
        title="Not sure which package fits?"
        text="Tell us about your property: a technician will recommend the right cameras at a free site survey and put the price in writing."
      />
    </>
  );
}

export default { module: cctvPackagesModule, metadata, Page: PackagesPage } satisfies ModulePublicPage;
