import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { MonitoringCard } from '@/modules/cctv/site/MonitoringCard';
import { pageLanguage } from '@/site/i18n/page-language';
import { JsonLd } from '@/site/seo/JsonLd';
import { serviceData } from '@/site/seo/offers-data';
import { CardGrid } from '@/site/ui/CardGrid';
import { Icon } from '@/site/ui/Icon';
import { PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import type { MonitoringPlan } from './MonitoringCard';
import { MONITORING_WORDS } from './words';

/** `/cctv-monitoring`: the monitoring plans, how monitoring works, and the quote. */
export async function MonitoringIndex({
  plans,
  areasServed,
}: {
  plans: MonitoringPlan[];
  areasServed: string[] | null;
}) {
  const { locale } = await pageLanguage();
  const words = MONITORING_WORDS[locale];
  return (
    <>
      <JsonLd
        data={serviceData({
          name: words.serviceName,
          description: words.serviceDescription,
          path: '/cctv-monitoring',
          areasServed,
          locale,
        })}
      />
      <PageHeader
        title={words.indexTitle}
        intro={words.indexIntro}
        crumbs={[{ name: words.crumb, path: '/cctv-monitoring' }]}
      />
      <Banners placement="services" />
      <Section tone="dark" labelledBy="plans-heading">
        <SectionHeading id="plans-heading" eyebrow={words.plansEyebrow} title={words.plansTitle} />
        {plans.length > 0 ? (
          <CardGrid as="div" count={plans.length} className="mt-10">
            {plans.map((plan) => (
              <MonitoringCard key={plan.id} plan={plan} />
            ))}
          </CardGrid>
        ) : (
          <p className="mt-6 text-lg text-brand-100">{words.emptyPlans}</p>
        )}
      </Section>
      <Section labelledBy="how-monitoring-heading">
        <SectionHeading id="how-monitoring-heading" eyebrow={words.howEyebrow} title={words.howTitle} />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {words.how.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6 shadow-card">
              <span className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
                  <Icon name={step.icon} className="size-6" />
                </span>
                <span className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
                  {words.step(index + 1)}
                </span>
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <QuoteCallToAction
        subject={{ service: words.quoteSubject }}
        title={words.quoteTitle}
        text={words.quoteText}
      />
    </>
  );
}
