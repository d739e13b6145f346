import { faqsModule } from '@/modules/faqs/module';
import { servicesModule } from '@/modules/services/module';
import { publishedRecords } from '@/site/queries';
import { RichText } from '@/site/RichText';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const [services, faqs] = await Promise.all([
    publishedRecords(servicesModule, 12),
    publishedRecords(faqsModule, 8),
  ]);
  return (
    <main>
      <section className="bg-brand-900 px-6 py-20 text-white">
        <div className="mx-auto max-w-5xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
            Los Angeles · Licensed & insured
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">
            Security camera installation that protects what matters
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-blue-100">
            CCTV, access control, alarm systems and remote video monitoring for homes and businesses across
            Los Angeles. Free quote, 24/7 support.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-6 py-16" aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-3xl font-bold text-brand-900">
          Our services
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{service.title}</h3>
              <p className="mt-2 text-slate-600">{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      {faqs.length > 0 && (
        <section className="bg-slate-50 px-6 py-16" aria-labelledby="faq-heading">
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-heading" className="text-3xl font-bold text-brand-900">
              Frequently asked questions
            </h2>
            <div className="mt-8 space-y-4">
              {faqs.map((faq) => (
                <details key={faq.id} className="rounded-lg bg-white p-5 shadow-sm">
                  <summary className="cursor-pointer font-semibold">{faq.question}</summary>
                  <RichText className="mt-3 text-slate-600" html={faq.answer} />
                </details>
              ))}
            </div>
          </div>
        </section>
      )}
    </main>
  );
}
