import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { type CctvPackage, PackageCard, packageColumns } from './PackageCard';

/** The home page's camera packages, each with its price and the quote form preselected. */
export function PackagesSection({ packages }: { packages: CctvPackage[] }) {
  return (
    <Section tone="muted" labelledBy="packages-heading">
      <HeadingRow link={<MoreLink href="/cctv-packages">Compare all packages</MoreLink>}>
        <SectionHeading
          id="packages-heading"
          eyebrow="Camera packages"
          title="Clear prices, installed and working"
          intro="Every package includes the survey, cabling, installation and phone setup. Your written quote fixes the final price."
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
