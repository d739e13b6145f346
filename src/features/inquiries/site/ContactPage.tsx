import type { ComponentProps, ReactNode } from 'react';
import { telHref } from '@/lib/phone-link';
import { Banners } from '@/modules/banners/site/Banners';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { pageLanguage } from '@/site/i18n/page-language';
import { textHrefOf } from '@/site/layout/SiteHeader';
import { answeredWithin, openingHoursLines } from '@/site/seo/opening-hours';
import { LicenseLink } from '@/site/trust/LicenseLink';
import { AreaChips, areaChipsNote } from '@/site/ui/AreaChips';
import { Icon } from '@/site/ui/Icon';
import { Container, PageHeader } from '@/site/ui/primitives';
import { SiteLink } from '@/site/ui/SiteLink';
import { withTrailingSeparators } from '@/site/ui/separated';
import { InquiryForm } from './InquiryForm';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, ShieldIcon } from './icons';
import { INQUIRY_WORDS } from './words';

/** An address a maps app opens (an outbound link: no map is embedded in the page). */
function mapsHref(parts: (string | null)[]) {
  const query = parts.filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** How to reach the business, the areas it serves, and a short message form. */
export async function ContactPage({ areas }: { areas: ComponentProps<typeof AreaChips>['areas'] }) {
  const [business, { locale }] = await Promise.all([siteSettings(), pageLanguage()]);
  const words = INQUIRY_WORDS[locale].contact;
  const phone = business.phone ? { label: business.phone, href: telHref(business.phone) } : null;
  // In English as staff wrote them; in another language the lines that read as hours, said in it.
  const hours = openingHoursLines(business.businessHours, locale);
  const areasNote = areaChipsNote(areas, locale);
  const textHref = textHrefOf(business, locale);
  return (
    <>
      <PageHeader
        title={words.title}
        crumbs={[{ name: words.crumb, path: '/contact' }]}
        intro={words.intro(answeredWithin(business.businessHours, locale))}
      />
      <Banners placement="contact" />
      <div className="bg-slate-50">
        <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-12">
          <section
            aria-labelledby="contact-details-title"
            className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1"
          >
            <h2 id="contact-details-title" className="sr-only">
              {words.detailsHeading}
            </h2>
            {phone && (
              <Detail icon={<PhoneIcon />} title={words.callUs}>
                <a
                  href={phone.href}
                  className="inline-flex min-h-11 items-center text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
                >
                  {phone.label}
                </a>
                {hours[0] && <p className="text-slate-600">{hours[0]}</p>}
              </Detail>
            )}
            {textHref && (
              <Detail icon={<Icon name="message" className="size-6" />} title={words.textUs}>
                <a
                  href={textHref}
                  aria-label={words.textUsAt(business.textNumber)}
                  className="inline-flex min-h-11 items-center text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
                >
                  {business.textNumber}
                </a>
                <p className="text-slate-600">{words.textNote}</p>
              </Detail>
            )}
            {business.emergencyPhone && (
              <Detail icon={<ShieldIcon />} title={words.emergencyTitle} tone="dark">
                <a
                  href={telHref(business.emergencyPhone)}
                  className="inline-flex min-h-11 items-center text-2xl font-bold text-white underline-offset-4 hover:underline"
                >
                  {business.emergencyPhone}
                </a>
                <p className="text-brand-100">{words.emergencyNote}</p>
              </Detail>
            )}
            {business.email && (
              <Detail icon={<MailIcon />} title={words.email} className="sm:col-span-2 lg:col-span-1">
                <a
                  href={`mailto:${business.email}`}
                  className="inline-block min-h-11 py-2.5 font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {business.email.split('@')[0]}
                  <wbr />@{business.email.split('@').slice(1).join('@')}
                </a>
              </Detail>
            )}
            {business.address && (
              <Detail icon={<PinIcon />} title={words.office}>
                <address className="not-italic text-slate-700">
                  {business.address}
                  <br />
                  {[business.city, business.postalCode].filter(Boolean).join(' ')}
                </address>
                <a
                  href={mapsHref([business.address, business.city, business.postalCode])}
                  rel="noopener"
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {words.openInMaps}
                  <span className="sr-only">{words.opensMapSite}</span>
                </a>
              </Detail>
            )}
            {hours.length > 0 && (
              <Detail icon={<ClockIcon />} title={words.officeHours}>
                <ul className="space-y-1 text-slate-700">
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Detail>
            )}
            {business.licenseNumber && (
              <p className="px-1 text-sm text-slate-600 sm:col-span-2 lg:col-span-1">
                {words.licensed} {withTrailingSeparators(business.licenseNumber)}.{' '}
                <LicenseLink
                  license={business.licenseNumber}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900"
                />
              </p>
            )}
          </section>
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
          >
            <InquiryForm
              kind="contact"
              title={words.formTitle}
              intro={
                <>
                  {words.formIntroBefore}{' '}
                  <SiteLink
                    href="/free-quote"
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {words.formIntroLink}
                  </SiteLink>{' '}
                  {words.formIntroAfter}
                </>
              }
              sourcePath="/contact"
              renderedAt={Date.now()}
              phone={phone}
            />
          </section>
        </Container>
        {areas.length > 0 && (
          <Container className="pb-14">
            <section
              aria-labelledby="areas-title"
              className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
            >
              <h2 id="areas-title" className="font-display text-xl font-bold text-brand-900">
                {words.areasTitle}
              </h2>
              <p className="mt-2 text-slate-600">{words.areasText}</p>
              <AreaChips areas={areas} className="mt-5" />
              {areasNote && <p className="mt-4 text-sm text-slate-600">{areasNote}</p>}
            </section>
          </Container>
        )}
      </div>
    </>
  );
}

function Detail({
  icon,
  title,
  tone = 'light',
  className = '',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'light' | 'dark';
  className?: string;
  children: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <div
      className={`flex gap-3 rounded-2xl p-4 sm:gap-4 sm:p-6 ${className} ${dark ? 'bg-brand-900 text-white' : 'bg-white ring-1 ring-slate-200'}`}
    >
      <span
        className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${dark ? 'bg-accent-500 text-brand-950' : 'bg-brand-50 text-brand-700'}`}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className={`font-semibold ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{title}</h3>
        {children}
      </div>
    </div>
  );
}
