import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { pageLanguage } from '../i18n/page-language';
import { AREA_CHIPS_WORDS } from './area-chips-words';
import { Icon } from './Icon';
import { SiteLink } from './SiteLink';

/** A served city: with a `path` while it has a page of local work, plain text otherwise. */
export interface AreaChip {
  name: string;
  path: string | null;
}

/**
 * The areas served as chips. A city with published work links to its page; the others are named
 * only, never linked: a page without work there would be a doorway page.
 */
export async function AreaChips({ areas, className = '' }: { areas: AreaChip[]; className?: string }) {
  const words = AREA_CHIPS_WORDS[(await pageLanguage()).locale];
  return (
    <ul className={`flex flex-wrap gap-2.5 ${className}`}>
      {areas.map((area) => (
        <li key={area.name}>
          {area.path ? (
            <SiteLink
              href={area.path}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-900 px-4 font-semibold text-white shadow-sm underline-offset-4 hover:bg-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon name="mapPin" className="size-4 text-accent-300" />
              {area.name}
              <span className="sr-only">{words.ourWorkThere}</span>
              <Icon name="arrowRight" className="size-4" />
            </SiteLink>
          ) : (
            <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 font-semibold text-brand-900 shadow-sm">
              <Icon name="mapPin" className="size-4 text-accent-600" />
              {area.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Says what the linked chips are, when some are, in the page's language `locale`. */
export function areaChipsNote(areas: AreaChip[], locale: Locale = DEFAULT_LOCALE): string | null {
  return areas.some((area) => area.path) ? AREA_CHIPS_WORDS[locale].note : null;
}
