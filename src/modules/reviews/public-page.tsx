import { citySlug } from '@/features/areas/browser';
import { servedAreas } from '@/features/areas/public-site';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { publicRatingOf } from '@/lib/trust-signals';
import { reviewsModule } from '@/modules/reviews/module';
import { ReviewCard } from '@/modules/reviews/site/ReviewCard';
import { averageRating, ratingCounts } from '@/modules/reviews/site/rating';
import { Stars } from '@/modules/reviews/site/Stars';
import { REVIEW_WORDS } from '@/modules/reviews/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, visibleRecords } from '@/site/content';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePublicPage } from '@/site/module-pages/module-page';
import { formatLongDate, isoDay } from '@/site/pages/format';
import type { PageSeo } from '@/site/seo/metadata';
import { RatingBadge } from '@/site/trust/RatingBadge';
import { PageHeader, Section } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';

async function metadata(): Promise<PageSeo> {
  const [reviews, locale] = await Promise.all([visibleRecords(reviewsModule), siteLocale()]);
  const words = REVIEW_WORDS[locale];
  const average = averageRating(reviews.map((review) => review.rating));
  return {
    title: words.metaTitle,
    description: words.metaDescription(average, reviews.length),
    path: '/reviews',
  };
}

/**
 * `/reviews`: the published reviews with their average, and the rating on the review platform
 * (Home page settings) linking to its profile. No review markup for search engines: Google shows no
 * review stars for reviews a business publishes about itself, nor for ratings copied from another
 * site.
 */
async function ReviewsPage() {
  const [business, reviews, areas, { locale }] = await Promise.all([
    siteSettings(),
    visibleRecords(reviewsModule),
    servedAreas(),
    pageLanguage(),
  ]);
  const words = REVIEW_WORDS[locale];
  const areaPaths = new Map(areas.flatMap((area) => (area.path ? [[area.slug, area] as const] : [])));
  const media = await mediaByIds(reviews.map((review) => review.photoId));
  const ratings = reviews.map((review) => review.rating);
  const average = averageRating(ratings);
  const counts = ratingCounts(ratings);
  const publicRating = publicRatingOf(business);

  return (
    <>
      <PageHeader
        title={words.title}
        intro={words.intro(business.siteName)}
        crumbs={[{ name: words.crumb, path: '/reviews' }]}
      />
      <Section tone="muted">
        {average !== null ? (
          <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-14">
            <div className="lg:sticky lg:top-8 lg:self-start">
              {publicRating && <RatingBadge rating={publicRating} className="mb-6" />}
              <section
                aria-labelledby="rating-heading"
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
              >
                <h2
                  id="rating-heading"
                  className="text-sm font-semibold uppercase tracking-widest text-brand-600"
                >
                  {words.ratingHeading}
                </h2>
                <p className="mt-3 flex items-baseline gap-2">
                  <span className="font-display text-6xl font-bold tracking-tight text-brand-900">
                    {average.toFixed(1)}
                  </span>
                  <span className="text-lg text-slate-600">{words.outOfFive}</span>
                </p>
                <div className="mt-3">
                  <Stars rating={average} className="h-6 w-6" />
                </div>
                <p className="mt-3 text-slate-700">{words.averageOf(reviews.length)}</p>
                <ul aria-label={words.byRating} className="mt-6 space-y-2">
                  {counts.map(({ stars, count }) => (
                    <li key={stars} className="flex items-center gap-3 text-sm text-slate-700">
                      <span className={`${words.starsWidth} shrink-0`}>{words.stars(stars)}</span>
                      <span
                        aria-hidden="true"
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                      >
                        <span
                          className="block h-full rounded-full bg-accent-500"
                          style={{ width: `${(count / reviews.length) * 100}%` }}
                        />
                      </span>
                      <span className="w-6 shrink-0 text-right tabular-nums">{count}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
            <section aria-labelledby="all-reviews-heading">
              <h2 id="all-reviews-heading" className="sr-only">
                {words.allReviews}
              </h2>
              <ul className="grid gap-6 md:grid-cols-2">
                {reviews.map((review) => {
                  const date = formatLongDate(review.reviewedAt, locale);
                  const photo = review.photoId === null ? undefined : media.get(review.photoId);
                  const area = areaPaths.get(citySlug(review.city));
                  return (
                    <li key={review.id} className="flex">
                      <ReviewCard
                        review={review}
                        size="large"
                        photo={
                          photo && (
                            <SiteImage
                              image={photo}
                              alt=""
                              sizes="48px"
                              className="h-12 w-12 shrink-0 rounded-full object-cover"
                            />
                          )
                        }
                      >
                        {area?.path && (
                          <SiteLink
                            href={area.path}
                            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                          >
                            {words.ourWorkIn(area.name)}
                          </SiteLink>
                        )}
                        {date && (
                          <time
                            dateTime={isoDay(review.reviewedAt) ?? undefined}
                            className="block text-sm text-slate-600"
                          >
                            {date}
                          </time>
                        )}
                      </ReviewCard>
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        ) : (
          <>
            {publicRating && <RatingBadge rating={publicRating} className="mb-6" />}
            <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
              {words.empty}
            </p>
          </>
        )}
      </Section>
      <QuoteCallToAction title={words.quoteTitle} />
    </>
  );
}

export default { module: reviewsModule, metadata, Page: ReviewsPage } satisfies ModulePublicPage;
