import type { MediaItem } from '@/lib/media-items';
import { pageLanguage } from '@/site/i18n/page-language';
import { SiteImage } from '@/site/ui/SiteImage';
import { PRODUCT_WORDS } from './words';

/**
 * A product's or project's pictures without any script: the first one large, the others in a grid
 * below it, each at its real aspect ratio.
 */
export async function ProductGallery({ images, name }: { images: MediaItem[]; name: string }) {
  const words = PRODUCT_WORDS[(await pageLanguage()).locale];
  const [first, ...rest] = images;
  if (!first) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-slate-500 ring-1 ring-slate-200">
        {words.photoComingSoon(name)}
      </div>
    );
  }
  return (
    <div>
      <div className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        <SiteImage
          image={first}
          priority
          sizes="(min-width: 1152px) 640px, (min-width: 1024px) 55vw, 100vw"
          className="h-auto w-full"
        />
      </div>
      {rest.length > 0 && (
        <ul aria-label={words.morePhotos(name)} className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {rest.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
              <SiteImage image={image} sizes="(min-width: 1024px) 200px, 50vw" className="h-auto w-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
