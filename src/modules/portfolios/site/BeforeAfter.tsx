import type { MediaItem } from '@/lib/media-items';
import { pageLanguage } from '@/site/i18n/page-language';
import { SiteImage } from '@/site/ui/SiteImage';
import { BeforeAfterSlider } from './BeforeAfterSlider';
import { PORTFOLIO_WORDS } from './words';

const SIZES = '(min-width: 1024px) 640px, 100vw';

/** A project's before/after section, when it has both pictures. */
export async function BeforeAfter({
  before,
  after,
}: {
  before: MediaItem | undefined;
  after: MediaItem | undefined;
}) {
  if (!before || !after) return null;
  const { heading, ...words } = PORTFOLIO_WORDS[(await pageLanguage()).locale].beforeAfter;
  return (
    <section aria-labelledby="before-after-heading" className="mt-12 max-w-4xl">
      <h2 id="before-after-heading" className="font-display text-2xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      <div className="mt-4">
        <BeforeAfterSlider
          before={<SiteImage image={before} sizes={SIZES} className="block h-auto w-full" />}
          after={<SiteImage image={after} sizes={SIZES} className="block h-auto w-full" />}
          words={words}
        />
      </div>
    </section>
  );
}
