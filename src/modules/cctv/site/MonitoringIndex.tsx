import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { MonitoringCard } from '@/modules/cctv/site/MonitoringCard';
import { JsonLd } from '@/site/seo/JsonLd';
import { serviceData } from '@/site/seo/offers-data';
import { CardGrid } from '@/site/ui/CardGrid';
import { Icon, type UiIconName } from '@/site/ui/Icon';
import type { IconName } from '@/site/ui/icon-names';
import { PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import type { MonitoringPlan } from './MonitoringCard';

const HOW: { icon: IconName | UiIconName; title: string; text: string }[] = [
  {
    icon: 'eye',
    title: 'Cameras detect',
    text: 'Analytics flag people and vehicles in the areas you care about, after hours or around the clock.',
  },
  {
    icon: 'headset',
    title: 'An agent verifies',
    text: 'A trained operator looks at the live video within seconds, so false alarms are filtered out.',
  },
  {
    icon: 'bell',
    title: 'We act',
    text: 'Talk-down through on-site speakers, then police dispatch on a verified event, and a call to you.',
  },
];

/** `/cctv-monitoring`: the monitoring plans, how monitoring works, and the quote. */
export function MonitoringIndex({
  plans,
  areasServed,
}: {
  plans: MonitoringPlan[];
  areasServed: string[] | null;
}) {
  return (
    <>
      <JsonLd
        data={serviceData({
          name: 'Remote video monitoring',
          description:
            'Live remote video monitoring of security cameras with talk-down and police dispatch in Los Angeles.',
          path: '/cctv-monitoring',
          areasServed,
        })}
      />
      <PageHeader
        title="Remote video monitoring"
        intro="Cameras that stop a break-in instead of just recording it: trained agents watch live, warn intruders and call police while they are still on site."
        crumbs={[{ name: 'CCTV monitoring', path: '/cctv-monitoring' }]}
      />
      <Banners placement="services" />
      <Section tone="dark" labelledBy="plans-heading">
        <SectionHeading id="plans-heading" eyebrow="Plans" title="Choose your monitoring plan" />
        {plans.length > 0 ? (
          <CardGrid as="div" count={plans.length} className="mt-10">
            {plans.map((plan) => (
              <MonitoringCard key={plan.id} plan={plan} />
            ))}
          </CardGrid>
        ) : (
          <p className="mt-6 text-lg text-brand-100">
            Plans are being updated. Call us for monitoring prices.
          </p>
        )}
      </Section>
      <Section labelledBy="how-monitoring-heading">
        <SectionHeading
          id="how-monitoring-heading"
          eyebrow="How it works"
          title="Seconds from motion to response"
        />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {HOW.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6 shadow-card">
              <span className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
                  <Icon name={step.icon} className="size-6" />
                </span>
                <span className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
                  Step {index + 1}
                </span>
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <QuoteCallToAction
        subject={{ service: 'Remote Video Monitoring' }}
        title="Ask about monitoring for your property"
        text="We check your existing cameras or design a monitored system, and give you a fixed monthly price."
      />
    </>
  );
}
