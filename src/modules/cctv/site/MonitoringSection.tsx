import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { CardGrid } from '@/site/ui/CardGrid';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { MonitoringCard, type MonitoringPlan } from './MonitoringCard';

/** The home page's remote monitoring plans, on a dark band. */
export function MonitoringSection({ plans }: { plans: MonitoringPlan[] }) {
  return (
    <Section tone="dark" labelledBy="monitoring-heading" className="relative overflow-hidden">
      <HeadingRow link={<MoreLink href="/cctv-monitoring">About remote monitoring</MoreLink>}>
        <SectionHeading
          id="monitoring-heading"
          eyebrow="24/7 remote video monitoring"
          title="Cameras that stop a break-in, not just record it"
          intro="Trained agents watch your cameras live, warn intruders over on-site speakers and call police on verified events."
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
