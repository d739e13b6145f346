import { pageLanguage } from '@/site/i18n/page-language';
import { ratingLabel } from './rating';

const STAR =
  'M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401Z';

/**
 * A rating as five stars, read out as "Rated 5 out of 5"; partly filled stars show halves and tenths
 * of an average.
 */
export async function Stars({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  const { locale } = await pageLanguage();
  return (
    <span role="img" aria-label={ratingLabel(rating, locale)} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={`relative inline-block ${className}`}>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="absolute inset-0 h-full w-full text-slate-300"
            >
              <path fill="currentColor" d={STAR} />
            </svg>
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} text-accent-500`}>
                  <path fill="currentColor" d={STAR} />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
