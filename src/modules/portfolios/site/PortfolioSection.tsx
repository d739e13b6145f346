import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';
import { SEPARATOR } from '@/site/ui/separated';
import type { portfoliosModule } from '../module';
import { PORTFOLIO_WORDS } from './words';

type Portfolio = PublicRecordOfModule<typeof portfoliosModule>;

/** The home page's featured installations, each linking to its project page. */
export async function PortfolioSection({
  projects,
  media,
}: {
  projects: Portfolio[];
  media: Map<number, MediaItem>;
}) {
  const { locale } = await pageLanguage();
  const words = PORTFOLIO_WORDS[locale];
  return (
    <Section labelledBy="portfolio-heading">
      <HeadingRow link={<MoreLink href="/portfolio">{words.seeAll}</MoreLink>}>
        <SectionHeading id="portfolio-heading" eyebrow={words.homeEyebrow} title={words.homeTitle} />
      </HeadingRow>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {projects.map((project) => {
          const image = project.imageIds?.[0] ? media.get(project.imageIds[0]) : undefined;
          return (
            <article key={project.id} className="group relative">
              <div className="overflow-hidden rounded-2xl bg-slate-100">
                <SiteImage
                  image={image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                />
              </div>
              <p className="mt-4 text-sm font-semibold text-accent-700">
                {[project.category ? words.categoryLabels[project.category] : null, project.location]
                  .filter((part): part is string => Boolean(part))
                  .join(SEPARATOR)}
              </p>
              <h3 className="mt-1 font-display text-lg font-bold text-brand-900">
                <SiteLink
                  href={`/portfolio/${project.slug}`}
                  lang={fallbackLang(project, 'title', locale)}
                  className="after:absolute after:inset-0"
                >
                  {project.title}
                </SiteLink>
              </h3>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
