import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { pageLanguage } from '@/site/i18n/page-language';
import { CardGrid } from '@/site/ui/CardGrid';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { MonitoringCard, type MonitoringPlan } from './MonitoringCard';
import { MONITORING_WORDS } from './words';

/** The home page's remote monitoring plans, on a dark band. */
export async function MonitoringSection({ plans }: { plans: MonitoringPlan[] }) {
  const words = MONITORING_WORDS[(await pageLanguage()).locale];
  return (
    <Section tone="dark" labelledBy="monitoring-heading" className="relative overflow-hidden">
      <HeadingRow link={<MoreLink href="/cctv-monitoring">{words.homeMore}</MoreLink>}>
        <SectionHeading
          id="monitoring-heading"
          eyebrow={words.homeEyebrow}
          title={words.homeTitle}
          intro={words.homeIntro}
        />
      </HeadingRow>
      <CardGrid as="div" count={plans.length} className="mt-12">
        {plans.map((plan) => (
          <MonitoringCard key={plan.id} plan={plan} />
        ))}
      </CardGrid>
    </Section>
  );
}
