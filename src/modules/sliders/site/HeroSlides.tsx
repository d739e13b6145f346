import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import { HeroSlider } from '@/site/home/HeroSlider';
import { repeatsHeadline } from '@/site/home/slide-caption';
import { HOME_WORDS } from '@/site/home/words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { ButtonLink } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import type { slidersModule } from '../module';

type Slide = PublicRecordOfModule<typeof slidersModule>;

/**
 * The active slides as the home page hero's pictures: each with its caption (left out where it only
 * repeats the hero's `headline`) and its own button.
 */
export async function HeroSlides({
  slides,
  media,
  headline,
}: {
  slides: Slide[];
  media: Map<number, MediaItem>;
  headline: string;
}) {
  const { locale } = await pageLanguage();
  const { slideLabel, ...words } = HOME_WORDS[locale].slider;
  return (
    <HeroSlider
      words={words}
      labels={slides.map((slide, index) => slideLabel(index + 1, slides.length, slide.title))}
      slides={slides.map((slide, index) => {
        const image = slide.imageId ? media.get(slide.imageId) : undefined;
        return (
          <figure
            key={slide.id}
            className="overflow-hidden rounded-3xl bg-brand-900 shadow-2xl ring-1 ring-white/10"
          >
            {image ? (
              <SiteImage
                image={image}
                priority={index === 0}
                preloadMedia="(min-width: 1024px)"
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
                className="aspect-[16/10] h-auto w-full object-cover"
              />
            ) : (
              <div aria-hidden="true" className="aspect-[16/10] bg-brand-800" />
            )}
            <figcaption className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
              <div>
                {!repeatsHeadline(slide.title, headline) && (
                  <p
                    data-slide-title
                    lang={fallbackLang(slide, 'title', locale)}
                    className="font-display text-lg font-bold leading-snug text-white sm:text-xl"
                  >
                    {slide.title}
                  </p>
                )}
                {slide.subtitle && (
                  <p lang={fallbackLang(slide, 'subtitle', locale)} className="mt-1 text-brand-200">
                    {slide.subtitle}
                  </p>
                )}
              </div>
              {slide.buttonText && slide.buttonLink && (
                <ButtonLink
                  href={slide.buttonLink}
                  variant="outline"
                  className="!min-h-11 shrink-0 !px-4 text-[0.95rem] text-white"
                >
                  {fallbackLang(slide, 'buttonText', locale) ? (
                    <span lang="en">{slide.buttonText}</span>
                  ) : (
                    slide.buttonText
                  )}
                </ButtonLink>
              )}
            </figcaption>
          </figure>
        );
      })}
    />
  );
}
