import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import { cslbLicenseUrl } from '@/lib/trust-signals';
import { Banners } from '@/modules/banners/site/Banners';
import type { reviewsModule } from '@/modules/reviews/module';
import type { AboutSettings, BusinessSettings } from '@/modules/settings/site/settings-values';
import { INTL_LOCALES, ratingSummary } from '@/site/format';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { RichText } from '@/site/RichText';
import { LicenseLink } from '@/site/trust/LicenseLink';
import { Icon } from '@/site/ui/Icon';
import { Container, PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { withTrailingSeparators } from '@/site/ui/separated';
import { ABOUT_WORDS } from './words';

/**
 * `/about`: the About page settings' story, picture, numbers, mission and vision, then the
 * business's licence, certifications and the areas it serves.
 */
export async function AboutPage({
  about,
  business,
  reviews,
  image,
}: {
  about: AboutSettings;
  business: BusinessSettings;
  reviews: PublicRecordOfModule<typeof reviewsModule>[];
  image: MediaItem | undefined;
}) {
  const { locale } = await pageLanguage();
  const words = ABOUT_WORDS[locale];
  const rating = ratingSummary(reviews);
  const name = business.siteName ?? words.us;
  const numbers = [
    about.yearsInBusiness ? { value: `${about.yearsInBusiness}`, label: words.yearsInBusiness } : null,
    about.projectsCompleted
      ? {
          value: `${about.projectsCompleted.toLocaleString(INTL_LOCALES[locale])}+`,
          label: words.projectsCompleted,
        }
      : null,
    rating.average !== null
      ? { value: `${rating.average.toFixed(1)}★`, label: words.averageFrom(rating.count) }
      : null,
    { value: '24/7', label: words.support },
  ].filter((item): item is { value: string; label: string } => item !== null);
  const areas = business.areasServed ?? [];
  const subtitleLang = fallbackLang(about, 'subtitle', locale);
  const missionLang = fallbackLang(about, 'mission', locale);
  const visionLang = fallbackLang(about, 'vision', locale);
  return (
    <>
      <PageHeader
        title={about.title ?? words.title(name)}
        titleLang={about.title ? fallbackLang(about, 'title', locale) : undefined}
        intro={
          about.subtitle && subtitleLang ? <span lang={subtitleLang}>{about.subtitle}</span> : about.subtitle
        }
        crumbs={[{ name: words.crumb, path: '/about' }]}
      />
      <Banners />

      <section aria-label={words.story} className="bg-white py-14 sm:py-20">
        <Container className={`grid gap-12 ${image ? 'lg:grid-cols-2 lg:items-center lg:gap-16' : ''}`}>
          <div>
            <p className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
              {words.story}
            </p>
            {about.body ? (
              <RichText html={about.body} lang={fallbackLang(about, 'body', locale)} className="mt-4" />
            ) : (
              <p className="rich-text mt-4">{words.storyText(name, business.siteName !== null)}</p>
            )}
          </div>
          {image && (
            <SiteImage
              image={image}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full rounded-3xl object-cover shadow-lift"
            />
          )}
        </Container>
        <Container>
          <dl className="stat-band mt-14 rounded-3xl ring-1 ring-slate-200">
            {numbers.map((number) => (
              <div key={number.label} className="flex flex-col-reverse !bg-slate-50 p-6 sm:p-8">
                <dt className="mt-1 text-slate-600">{number.label}</dt>
                <dd className="font-display text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
                  {number.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      {(about.mission || about.vision) && (
        <Section tone="dark" labelledBy="mission-heading">
          <h2 id="mission-heading" className="sr-only">
            {words.missionAndVision}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {about.mission && (
              <figure className="rounded-3xl border border-white/10 bg-white/5 p-7 sm:p-9">
                <figcaption className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-300">
                  {words.mission}
                </figcaption>
                <p
                  lang={missionLang}
                  className="mt-4 font-display text-2xl leading-snug font-bold text-white"
                >
                  {about.mission}
                </p>
              </figure>
            )}
            {about.vision && (
              <figure className="rounded-3xl border border-white/10 bg-white/5 p-7 sm:p-9">
                <figcaption className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-300">
                  {words.vision}
                </figcaption>
                <p lang={visionLang} className="mt-4 font-display text-2xl leading-snug font-bold text-white">
                  {about.vision}
                </p>
              </figure>
            )}
          </div>
        </Section>
      )}

      <Section tone="muted" labelledBy="credentials-heading">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="credentials-heading"
              eyebrow={words.credentialsEyebrow}
              title={words.credentialsTitle}
              intro={words.credentialsIntro}
            />
            {business.licenseNumber && (
              <p className="mt-6 inline-flex items-center gap-3 rounded-2xl bg-white px-5 py-4 font-semibold text-brand-900 ring-1 ring-slate-200">
                <Icon name="badge" className="size-6 text-accent-600" />
                {COMMON_WORDS[locale].license} {withTrailingSeparators(business.licenseNumber)}
              </p>
            )}
            {cslbLicenseUrl(business.licenseNumber) && (
              <p className="mt-3">
                <LicenseLink
                  license={business.licenseNumber}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900"
                />
              </p>
            )}
            {(about.certifications ?? []).length > 0 && (
              <ul lang={fallbackLang(about, 'certifications', locale)} className="mt-6 space-y-3">
                {(about.certifications ?? []).map((certification) => (
                  <li key={certification} className="flex gap-3 text-slate-700">
                    <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
                    {certification}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {areas.length > 0 && (
            <div>
              <h2 className="font-display text-2xl font-extrabold tracking-tight text-brand-900">
                {words.areasTitle}
              </h2>
              <p className="mt-3 text-slate-600">{words.areasIntro}</p>
              <ul className="mt-6 flex flex-wrap gap-2.5">
                {areas.map((area) => (
                  <li
                    key={area}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 font-semibold text-brand-900"
                  >
                    <Icon name="mapPin" className="size-4 text-accent-600" />
                    {area}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Section>
      <QuoteCallToAction />
    </>
  );
}
