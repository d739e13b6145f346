import { type BANNER_PLACEMENTS, bannersModule } from '@/modules/banners/module';
import { visibleRecords } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { Container } from '@/site/ui/primitives';
import { SiteLink } from '@/site/ui/SiteLink';
import { BANNER_WORDS } from './words';

export type BannerPlacement = Exclude<(typeof BANNER_PLACEMENTS)[number], 'all'>;

/**
 * The active announcements for one kind of page (those placed on every page included), within their
 * dates: rendered right under the page's header. Without a placement (a page of no particular kind,
 * such as About), only those placed on every page.
 */
export async function Banners({ placement }: { placement?: BannerPlacement }) {
  const banners = (await visibleRecords(bannersModule)).filter(
    (banner) => banner.placement === 'all' || banner.placement === placement,
  );
  if (banners.length === 0) return null;
  const { locale } = await pageLanguage();
  return (
    <aside aria-label={BANNER_WORDS[locale].label} className="border-b border-accent-300/70 bg-accent-300/25">
      <Container className="space-y-2 py-3">
        {banners.map((banner) => (
          <p
            key={banner.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.95rem] text-brand-950 sm:text-base"
          >
            <span
              lang={fallbackLang(banner, 'title', locale)}
              className="inline-flex items-center gap-2 font-display font-bold"
            >
              <Icon name="badge" className="size-5 text-accent-700" />
              {banner.link ? (
                <SiteLink
                  href={banner.link}
                  className="inline-flex min-h-11 items-center gap-1 underline decoration-accent-600 decoration-2 underline-offset-4 hover:text-brand-700"
                >
                  {banner.title}
                  <Icon name="arrowRight" className="size-4" />
                </SiteLink>
              ) : (
                banner.title
              )}
            </span>
            {banner.text && (
              <span lang={fallbackLang(banner, 'text', locale)} className="text-brand-900">
                {banner.text}
              </span>
            )}
          </p>
        ))}
      </Container>
    </aside>
  );
}
