'use client';

import { type MouseEvent, type ReactNode, useReducer, useRef } from 'react';
import type { Locale } from '@/kit/locales';
import { initialSlugStackState, slugStackReducer } from '@/lib/slug-stack';
import { localizeHref } from '@/site/i18n/localize-href';
import {
  ArrowIcon,
  CardGrid,
  CategoryCard,
  categoryHref,
  type DrillContents,
  fill,
  ProductCard,
} from './cards';
import type { BrowserWords, CardWords } from './words';

/** The drill-down's data address of a category: its contents as JSON, no cookie, cacheable. */
const itemsHref = (slug: string) => `${categoryHref(slug)}/items.json`;

/**
 * A category's subcategories and products. Every subcategory is a plain link to its own page (that
 * is all there is without JavaScript); with JavaScript a click opens the subcategory here instead,
 * one level inside another, and Back returns level by level. The stack of opened slugs, the current
 * one, the loading and view switches live in the shared slug-stack reducer.
 */
export function CategoryBrowser({
  initial,
  locale,
  words,
  cardWords,
}: {
  initial: DrillContents;
  /** The page's language: of the links, and of the contents the drill-down asks for. */
  locale: Locale;
  words: BrowserWords;
  cardWords: CardWords;
}) {
  const [state, dispatch] = useReducer(slugStackReducer, initialSlugStackState);
  const loaded = useRef(new Map<string, DrillContents>());
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);

  const shown = (state.view && loaded.current.get(state.currentFlag)) || initial;
  const inside = state.view && state.slugs.length > 0;

  // After a change of level, keyboard and screen-reader users continue from its heading.
  const focusHeading = () => requestAnimationFrame(() => (heading.current ?? top.current)?.focus());

  const open = async (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    // A new tab, a modified click or a click while loading keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state.loading) return;
    dispatch({ type: 'SET_FLAG', slug });
    if (!loaded.current.has(slug)) {
      dispatch({ type: 'SET_LOADING', loading: true });
      try {
        const response = await fetch(localizeHref(itemsHref(slug), locale), {
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        loaded.current.set(slug, (await response.json()) as DrillContents);
      } catch {
        // The category's own page always works.
        window.location.assign(localizeHref(categoryHref(slug), locale));
        return;
      }
      dispatch({ type: 'SET_LOADING', loading: false });
    }
    dispatch({ type: 'SET_VIEW', view: true });
    focusHeading();
  };

  const back = () => {
    dispatch({ type: 'BACK' });
    if (state.slugs.length <= 1) dispatch({ type: 'SET_VIEW', view: false });
    focusHeading();
  };

  const parent = state.slugs.length > 1 ? loaded.current.get(state.slugs[state.slugs.length - 2]) : initial;
  const parentName = parent?.name ?? '';

  return (
    <div ref={top} tabIndex={-1} aria-busy={state.loading} className="relative focus:outline-none">
      {inside && (
        <div className="mb-10 border-b border-slate-200 pb-8">
          <button
            type="button"
            onClick={back}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <ArrowIcon className="h-4 w-4 rotate-180" />
            {words.back}
            <span className="sr-only">{fill(words.backTo, { name: parentName })}</span>
          </button>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
                {fill(words.inParent, { name: parentName })}
              </p>
              <h2
                ref={heading}
                tabIndex={-1}
                lang={shown.nameLang}
                className="mt-1 font-display text-3xl font-bold tracking-tight text-brand-900 focus:outline-none"
              >
                {shown.name}
              </h2>
              {shown.description && (
                <p lang={shown.descriptionLang} className="mt-2 text-lg text-slate-600">
                  {shown.description}
                </p>
              )}
            </div>
            <a
              href={localizeHref(categoryHref(shown.slug), locale)}
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {fill(words.goToPage, { name: shown.name })} <ArrowIcon />
            </a>
          </div>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {state.loading ? words.loading : inside ? fill(words.showing, { name: shown.name }) : ''}
      </p>
      <div
        className={state.loading ? 'opacity-60 transition-opacity motion-reduce:transition-none' : undefined}
      >
        {shown.subcategories.length > 0 && (
          <div>
            <GroupHeading level={inside ? 'h3' : 'h2'}>
              {shown.subcategories.length === 1 ? words.subcategory : words.subcategories}
            </GroupHeading>
            <CardGrid>
              {shown.subcategories.map((category) => (
                <li key={category.slug}>
                  <CategoryCard
                    category={category}
                    headingLevel={inside ? 'h4' : 'h3'}
                    onOpen={(event) => open(event, category.slug)}
                    words={cardWords}
                    locale={locale}
                  />
                </li>
              ))}
            </CardGrid>
          </div>
        )}
        {shown.products.length > 0 && (
          <div className={shown.subcategories.length > 0 ? 'mt-14' : undefined}>
            <GroupHeading level={inside ? 'h3' : 'h2'}>
              {shown.subcategories.length > 0 ? fill(words.productsIn, { name: shown.name }) : words.products}
            </GroupHeading>
            <CardGrid>
              {shown.products.map((product) => (
                <li key={product.slug}>
                  <ProductCard
                    product={product}
                    headingLevel={inside ? 'h4' : 'h3'}
                    words={cardWords}
                    locale={locale}
                  />
                </li>
              ))}
            </CardGrid>
          </div>
        )}
        {shown.subcategories.length === 0 && shown.products.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            {words.empty}
          </p>
        )}
      </div>
    </div>
  );
}

function GroupHeading({ level, children }: { level: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = level;
  return (
    <Heading className="mb-6 font-display text-2xl font-bold tracking-tight text-brand-900">
      {children}
    </Heading>
  );
}
