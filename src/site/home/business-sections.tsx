import { telHref } from '@/lib/phone-link';
import { cslbLicenseNumber, cslbLicenseUrl, type PublicRating } from '@/lib/trust-signals';
import type { RatingSummary } from '../format';
import { pageLanguage } from '../i18n/page-language';
import { TRUST_WORDS } from '../trust/words';
import { type AreaChip, AreaChips, areaChipsNote } from '../ui/AreaChips';
import { Icon, type UiIconName } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import { ButtonLink, Container, Section, SectionHeading } from '../ui/primitives';
import { SiteLink } from '../ui/SiteLink';
import { withTrailingSeparators } from '../ui/separated';
import { HOME_WORDS } from './words';

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
export async function TrustBar({
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
  const { locale } = await pageLanguage();
  const words = HOME_WORDS[locale].trust;
  const trust = TRUST_WORDS[locale];
  const items: TrustItem[] = [];
  if (publicRating) {
    items.push({
      icon: 'star',
      value: `${publicRating.score.toFixed(1)} / 5`,
      label: trust.ratingSource(publicRating),
      href: publicRating.url ?? undefined,
      elsewhere: publicRating.url ? { cue: words.readThem, note: trust.newTabNote } : undefined,
    });
  } else if (rating.average !== null) {
    items.push({
      icon: 'star',
      value: `${rating.average.toFixed(1)} / 5`,
      label: words.fromSiteReviews(rating.count),
      href: '/reviews',
    });
  }
  if (yearsInBusiness)
    items.push({ icon: 'calendar', value: words.years(yearsInBusiness), label: words.inBusiness });
  if (projectsCompleted) {
    items.push({
      icon: 'camera',
      value: words.projects(projectsCompleted),
      label: words.projectsCompleted,
    });
  }
  if (licenseNumber) {
    const verifyUrl = cslbLicenseUrl(licenseNumber);
    items.push({
      icon: 'badge',
      value: words.licensed,
      label: withTrailingSeparators(licenseNumber),
      href: verifyUrl ?? undefined,
      elsewhere: verifyUrl
        ? {
            cue: words.verify,
            note: `${words.verifyNote(cslbLicenseNumber(licenseNumber))}${trust.newTabNote}`,
          }
        : undefined,
    });
  }
  items.push({ icon: 'eye', value: '24/7', label: words.monitoring });
  return (
    <section aria-label={words.label} className="border-b border-slate-200 bg-white">
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
                  <SiteLink
                    href={item.href}
                    target={item.elsewhere ? '_blank' : undefined}
                    rel={item.elsewhere ? 'noopener' : undefined}
                    className="flex h-full items-start gap-3 px-2 py-5 hover:bg-slate-50 sm:px-5"
                  >
                    {body}
                  </SiteLink>
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

/** The four steps, each with its icon; their words are the page's language's. */
const STEPS = [
  { key: 'survey', icon: 'clipboard' },
  { key: 'design', icon: 'shield' },
  { key: 'install', icon: 'tool' },
  { key: 'support', icon: 'headset' },
] as const satisfies readonly { key: string; icon: IconName | UiIconName }[];

export async function HowItWorks() {
  const words = HOME_WORDS[(await pageLanguage()).locale].process;
  const steps = STEPS.map(({ key, icon }) => ({ icon, ...words[key] }));
  return (
    <Section labelledBy="process-heading">
      <SectionHeading id="process-heading" eyebrow={words.eyebrow} title={words.title} align="center" />
      <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            {index < steps.length - 1 && (
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

export async function AreasSection({
  areas,
  address,
  phone,
}: {
  areas: AreaChip[];
  address: string | null;
  phone: string | null;
}) {
  const { locale } = await pageLanguage();
  const words = HOME_WORDS[locale].areas;
  const note = areaChipsNote(areas, locale);
  return (
    <Section tone="muted" labelledBy="areas-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading
            id="areas-heading"
            eyebrow={words.eyebrow}
            title={words.title}
            intro={words.intro}
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
                <Icon name="phone" className="size-5" /> {words.askCoverage}
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
