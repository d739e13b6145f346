import Link from 'next/link';
import { type BANNER_PLACEMENTS, bannersModule } from '@/modules/banners/module';
import { visibleRecords } from '../content';
import { Container } from '../ui/primitives';

export type BannerPlacement = Exclude<(typeof BANNER_PLACEMENTS)[number], 'all'>;

/**
 * The active announcements for one kind of page (those placed on every page included), within their
 * dates: rendered right under the page's header.
 */
export async function Banners({ placement }: { placement: BannerPlacement }) {
  const banners = (await visibleRecords(bannersModule)).filter(
    (banner) => banner.placement === 'all' || banner.placement === placement,
  );
  if (banners.length === 0) return null;
  return (
    <aside aria-label="Announcements" className="border-b border-accent-300 bg-accent-300/30">
      <Container className="space-y-2 py-3">
        {banners.map((banner) => (
          <p key={banner.id} className="text-sm text-brand-950 sm:text-base">
            <strong className="font-semibold">{banner.title}</strong>
            {banner.text && <span> {banner.text}</span>}
            {banner.link && (
              <>
                {' '}
                <Link href={banner.link} className="font-semibold underline underline-offset-4">
                  Learn more
                </Link>
              </>
            )}
          </p>
        ))}
      </Container>
    </aside>
  );
}
