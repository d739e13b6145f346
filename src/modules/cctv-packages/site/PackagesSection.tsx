import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { pageLanguage } from '@/site/i18n/page-language';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { type CctvPackage, PackageCard, packageColumns } from './PackageCard';
import { PACKAGE_WORDS } from './words';

/** The home page's camera packages, each with its price and the quote form preselected. */
export async function PackagesSection({ packages }: { packages: CctvPackage[] }) {
  const words = PACKAGE_WORDS[(await pageLanguage()).locale];
  return (
    <Section tone="muted" labelledBy="packages-heading">
      <HeadingRow link={<MoreLink href="/cctv-packages">{words.homeMore}</MoreLink>}>
        <SectionHeading
          id="packages-heading"
          eyebrow={words.homeEyebrow}
          title={words.homeTitle}
          intro={words.homeIntro}
        />
      </HeadingRow>
      <div className={`mt-14 grid items-start gap-6 ${packageColumns(packages.length)}`}>
        {packages.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
      </div>
    </Section>
  );
}
