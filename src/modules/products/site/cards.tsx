import type { MouseEvent } from 'react';
import type { Locale } from '@/kit/locales';
import type { MediaItem } from '@/lib/media-items';
import { localizeHref } from '@/site/i18n/localize-href';
import { SiteImage } from '@/site/ui/SiteImage';
import { priceLabel } from './price';
import type { CardWords } from './words';

/** `'en'` where a text is English standing in for a missing translation (see `fallbackLang`). */
type FallbackLang = 'en' | undefined;

/** A category as a card shows it (the server page and the in-place drill-down render the same card). */
export interface CategoryCardData {
  slug: string;
  name: string;
  nameLang?: FallbackLang;
  description: string | null;
  descriptionLang?: FallbackLang;
  /** Products in the category and every category below it. */
  count: number;
  image: MediaItem | null;
}

export interface ProductCardData {
  slug: string;
  name: string;
  /** The maker; null for a product sold under the business's own name. */
  brand: string | null;
  summary: string | null;
  summaryLang?: FallbackLang;
  priceCents: number | null;
  image: MediaItem | null;
}

/** What one category holds, for its page and for the drill-down's JSON. */
export interface DrillContents {
  slug: string;
  name: string;
  nameLang?: FallbackLang;
  description: string | null;
  descriptionLang?: FallbackLang;
  subcategories: CategoryCardData[];
  products: ProductCardData[];
}

export const CARD =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-slate-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-700';
/** The whole card is the link's target; its focus ring goes round the card (see `CARD`). */
export const CARD_LINK = 'focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl';

const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

function ImageFrame({ image }: { image: MediaItem | null }) {
  return (
    <div className="aspect-[4/3] overflow-hidden bg-slate-100">
      {image ? (
        <SiteImage
          image={image}
          alt=""
          sizes={CARD_SIZES}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      ) : (
        <NoPicture />
      )}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor">
      <path strokeWidth="1.5" strokeLinejoin="round" d="M3 7h11l3 3v4l-3 3H3z" />
      <circle cx="9" cy="12" r="2.5" strokeWidth="1.5" />
      <path strokeWidth="1.5" strokeLinecap="round" d="M17 12h4" />
    </svg>
  );
}

export function ArrowIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M3 10a.75.75 0 0 1 .75-.75h10.64l-3.72-3.72a.75.75 0 1 1 1.06-1.06l5 5a.75.75 0 0 1 0 1.06l-5 5a.75.75 0 1 1-1.06-1.06l3.72-3.72H3.75A.75.75 0 0 1 3 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export const categoryHref = (slug: string) => `/products/category/${slug}`;
export const productHref = (slug: string) => `/products/${slug}`;

/** A text of the words with its `{name}`, `{count}`… filled in (the client's words are plain strings). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );

const countText = (count: number, words: CardWords) =>
  fill(count === 1 ? words.productCount : words.productsCount, { count });

/** A category card: a plain link to the category's page, which the drill-down may open in place. */
export function CategoryCard({
  category,
  headingLevel = 'h3',
  onOpen,
  words,
  locale,
}: {
  category: CategoryCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  words: CardWords;
  /** The page's language: the card's link leads to the category's page in it. */
  locale: Locale;
}) {
  const Heading = headingLevel;
  return (
    <article className={CARD}>
      <ImageFrame image={category.image} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="font-display text-xl font-semibold text-brand-900">
          <a
            href={localizeHref(categoryHref(category.slug), locale)}
            lang={category.nameLang}
            onClick={onOpen}
            className={CARD_LINK}
          >
            {category.name}
          </a>
        </Heading>
        {category.description && (
          <p lang={category.descriptionLang} className="mt-2 text-slate-600">
            {category.description}
          </p>
        )}
        <p className="mt-auto flex items-center justify-between pt-5 text-sm font-semibold">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {countText(category.count, words)}
          </span>
          <span className="flex items-center gap-1.5 text-brand-700 group-hover:text-brand-900">
            {words.browse} <ArrowIcon />
          </span>
        </p>
      </div>
    </article>
  );
}

/** A product card: picture, name, summary and price (or "Call for price"), linking to its page. */
export function ProductCard({
  product,
  headingLevel = 'h3',
  words,
  locale,
}: {
  product: ProductCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  words: CardWords;
  /** The page's language: of the price and of the product's page the card leads to. */
  locale: Locale;
}) {
  const Heading = headingLevel;
  const priced = product.priceCents !== null;
  return (
    <article className={CARD}>
      <ImageFrame image={product.image} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="font-display text-lg font-semibold text-brand-900">
          <a href={localizeHref(productHref(product.slug), locale)} className={CARD_LINK}>
            {product.name}
          </a>
        </Heading>
        {product.brand && (
          <p className="mt-1 text-sm font-semibold text-slate-600">
            <span className="sr-only">{words.brand}</span>
            {product.brand}
          </p>
        )}
        {product.summary && (
          <p lang={product.summaryLang} className="mt-2 line-clamp-3 text-slate-600">
            {product.summary}
          </p>
        )}
        <p className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className={priced ? 'text-lg font-bold text-brand-900' : 'font-semibold text-slate-700'}>
            {priceLabel(product.priceCents, locale, words.callForPrice)}
          </span>
          <span className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
            {words.details} <ArrowIcon />
          </span>
        </p>
      </div>
    </article>
  );
}

/** Where a card has no picture: a calm navy panel with the camera mark, never an empty grey box. */
export function NoPicture() {
  return (
    <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-800 to-brand-950 text-brand-300">
      <CameraIcon />
    </div>
  );
}

/** The catalogue's cards stand in the site's card lists. */
export { CardGrid } from '@/site/ui/CardGrid';
