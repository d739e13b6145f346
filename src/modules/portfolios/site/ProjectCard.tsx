import type { MediaItem } from '@/lib/media-items';
import { ArrowIcon, CARD, CARD_LINK, NoPicture } from '@/modules/products/site/cards';
import { pageLanguage } from '@/site/i18n/page-language';
import { formatMonth } from '@/site/pages/format';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';
import type { PortfolioCategory } from './categories';
import { PORTFOLIO_WORDS } from './words';

export interface ProjectCardData {
  slug: string;
  title: string;
  location: string | null;
  category: PortfolioCategory | null;
  completedAt: string | null;
  image: MediaItem | null;
  /** `en` when the title is the English standing in for a missing translation. */
  titleLang?: 'en';
}

/**
 * A completed installation: its site plan, category, title, where and when, linking to its page.
 * `priority` for the first card of a list, whose picture is the largest thing on screen.
 */
export async function ProjectCard({
  project,
  priority = false,
  headingLevel: Heading = 'h2',
}: {
  project: ProjectCardData;
  priority?: boolean;
  /** `h3` where the cards sit under a section heading of their own. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { locale } = await pageLanguage();
  const words = PORTFOLIO_WORDS[locale];
  const completed = formatMonth(project.completedAt, locale);
  return (
    <article className={CARD}>
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        {project.image ? (
          <SiteImage
            image={project.image}
            alt=""
            priority={priority}
            // On a phone the card is nearly the screen's width, yet a phone of modest density gets
            // the 480 px copy: a site plan stays legible at that size, for a third of the bytes of
            // the 960 px one on a mobile connection (denser screens still get the 960 px copy).
            sizes="(min-width: 1024px) 540px, (min-width: 640px) 50vw, 60vw"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <NoPicture />
        )}
        {project.category && (
          <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900 shadow-sm">
            {words.categoryLabels[project.category]}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="font-display text-xl font-semibold text-brand-900">
          <SiteLink href={`/portfolio/${project.slug}`} lang={project.titleLang} className={CARD_LINK}>
            {project.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
          {project.location && (
            <span className="flex items-center gap-1.5">
              <PinIcon /> {project.location}
            </span>
          )}
          {completed && <span>{words.completedIn(completed)}</span>}
        </p>
        <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
          {words.seeProject} <ArrowIcon />
        </p>
      </div>
    </article>
  );
}

export function PinIcon({ className = 'h-4 w-4 shrink-0 text-brand-600' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M9.69 18.933l.003.001C9.89 19.02 10 19 10 19s.11.02.308-.066l.002-.001.006-.003.018-.008a5.741 5.741 0 0 0 .281-.14c.186-.096.446-.24.757-.433.62-.384 1.445-.966 2.274-1.765C15.302 14.988 17 12.493 17 9A7 7 0 1 0 3 9c0 3.492 1.698 5.988 3.355 7.584a13.731 13.731 0 0 0 2.273 1.765 11.842 11.842 0 0 0 .976.544l.062.029.018.008.006.003ZM10 11.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
