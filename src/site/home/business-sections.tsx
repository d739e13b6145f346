import { telHref } from '@/lib/phone-link';
import { cslbLicenseNumber, cslbLicenseUrl, type PublicRating, ratingSourceText } from '@/lib/trust-signals';
import { type RatingSummary, siteReviewsText } from '../format';
import { NEW_TAB_NOTE } from '../trust/new-tab';
import { type AreaChip, AreaChips, areaChipsNote } from '../ui/AreaChips';
import { Icon, type UiIconName } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import { ButtonLink, Container, Section, SectionHeading } from '../ui/primitives';
import { withTrailingSeparators } from '../ui/separated';

interface TrustItem {
  icon: IconName | UiIconName;
  value: string;
  label: string;
  href?: string;
  /** Another site's page (the review profile, the licence board): opened in a new tab, said so. */
  elsewhere?: { cue: string; note: string };
}

/**
 * The home page's sections about the business itself, no feature's records: proof at a glance, how
 * it works, the areas we cover.
 */
export function TrustBar({
  rating,
  publicRating,
  yearsInBusiness,
  projectsCompleted,
  licenseNumber,
}: {
  rating: RatingSummary;
  /** The rating on a review platform: shown, linking to the profile, in place of the site's own average. */
  publicRating: PublicRating | null;
  yearsInBusiness: number | null;
  projectsCompleted: number | null;
  licenseNumber: string | null;
}) {
  const items: TrustItem[] = [];
  if (publicRating) {
    items.push({
      icon: 'star',
      value: `${publicRating.score.toFixed(1)} / 5`,
      label: ratingSourceText(publicRating),
      href: publicRating.url ?? undefined,
      elsewhere: publicRating.url ? { cue: 'Read them', note: NEW_TAB_NOTE } : undefined,
    });
  } else if (rating.average !== null) {
    items.push({
      icon: 'star',
      value: `${rating.average.toFixed(1)} / 5`,
      label: `from ${siteReviewsText(rating.count)}`,
      href: '/reviews',
    });
  }
  if (yearsInBusiness)
    items.push({ icon: 'calendar', value: `${yearsInBusiness} years`, label: 'in business in LA' });
  if (projectsCompleted) {
    items.push({
      icon: 'camera',
      value: `${projectsCompleted.toLocaleString('en-US')}+`,
      label: 'projects completed',
    });
  }
  if (licenseNumber) {
    const verifyUrl = cslbLicenseUrl(licenseNumber);
    items.push({
      icon: 'badge',
      value: 'Licensed',
      label: withTrailingSeparators(licenseNumber),
      href: verifyUrl ?? undefined,
      elsewhere: verifyUrl
        ? {
            cue: 'Verify',
            note: ` license #${cslbLicenseNumber(licenseNumber)} with the California Contractors State License Board${NEW_TAB_NOTE}`,
          }
        : undefined,
    });
  }
  items.push({ icon: 'eye', value: '24/7', label: 'monitoring & support' });
  return (
    <section aria-label="Why people trust us" className="border-b border-slate-200 bg-white">
      <Container>
        <ul className="stat-band">
          {items.map((item) => {
            const body = (
              <>
                <Icon name={item.icon} filled={item.icon === 'star'} className="size-6 text-accent-600" />
                <span>
                  <span className="block font-display text-xl font-extrabold text-brand-900">
                    {item.value}
                  </span>
                  <span className="block text-sm leading-snug text-slate-600">{item.label}</span>
                  {item.elsewhere && (
                    <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
                      {item.elsewhere.cue}
                      <span className="sr-only">{item.elsewhere.note}</span>
                      <Icon name="external" className="size-3.5" />
                    </span>
                  )}
                </span>
              </>
            );
            return (
              <li key={item.label}>
                {item.href ? (
                  <a
                    href={item.href}
                    target={item.elsewhere ? '_blank' : undefined}
                    rel={item.elsewhere ? 'noopener' : undefined}
                    className="flex h-full items-start gap-3 px-2 py-5 hover:bg-slate-50 sm:px-5"
                  >
                    {body}
                  </a>
                ) : (
                  <div className="flex h-full items-start gap-3 px-2 py-5 sm:px-5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

const STEPS: { icon: IconName | UiIconName; title: string; text: string }[] = [
  {
    icon: 'clipboard',
    title: 'Free site survey',
    text: 'A technician walks your property with you, checks entrances, blind spots and wiring routes.',
  },
  {
    icon: 'shield',
    title: 'Design & written quote',
    text: 'You get a camera plan and a fixed, itemized quote. No pressure, no surprises later.',
  },
  {
    icon: 'tool',
    title: 'Installed in a day or two',
    text: 'Our own licensed crew installs with concealed cabling and sets up the app on your phone.',
  },
  {
    icon: 'headset',
    title: 'Support & monitoring',
    text: 'Warranty, health checks and a 24/7 line, with live monitoring when you want it.',
  },
];

export function HowItWorks() {
  return (
    <Section labelledBy="process-heading">
      <SectionHeading
        id="process-heading"
        eyebrow="How it works"
        title="From first call to a working system, in four steps"
        align="center"
      />
      <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative">
            {index < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-7 left-16 hidden h-px w-[calc(100%-4rem)] bg-gradient-to-r from-brand-200 to-transparent lg:block"
              />
            )}
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-800 ring-1 ring-brand-100">
              <Icon name={step.icon} className="size-7" />
              <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-accent-500 font-display text-xs font-extrabold text-brand-950">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 font-display text-lg font-bold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AreasSection({
  areas,
  address,
  phone,
}: {
  areas: AreaChip[];
  address: string | null;
  phone: string | null;
}) {
  const note = areaChipsNote(areas);
  return (
    <Section tone="muted" labelledBy="areas-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading
            id="areas-heading"
            eyebrow="Areas served"
            title="Local crews across Los Angeles County"
            intro="Our technicians live and work here, so a survey is usually booked within a few days."
          />
          {address && (
            <p className="mt-6 flex gap-3 text-slate-700">
              <Icon name="mapPin" className="mt-0.5 size-5 text-accent-600" />
              {address}
            </p>
          )}
          {phone && (
            <p className="mt-6">
              <ButtonLink href={telHref(phone)} variant="secondary">
                <Icon name="phone" className="size-5" /> Ask if we cover your area
              </ButtonLink>
            </p>
          )}
        </div>
        <div>
          <AreaChips areas={areas} />
          {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
        </div>
      </div>
    </Section>
  );
}
