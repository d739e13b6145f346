import type { ReactNode } from 'react';
import { COMMON_WORDS } from '../i18n/common-words';
import { localizeHref } from '../i18n/localize-href';
import { pageLanguage } from '../i18n/page-language';
import { JsonLd } from '../seo/JsonLd';
import { breadcrumbList } from '../seo/structured-data';

/**
 * The page's content width with its side padding. `wide` is the header's width: on large screens
 * the name, the menu, the phone and the quote button stand on one line.
 */
export function Container({
  children,
  className = '',
  wide = false,
}: {
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  const width = wide ? 'max-w-7xl min-[1400px]:max-w-[88rem]' : 'max-w-7xl';
  return <div className={`mx-auto w-full ${width} px-5 sm:px-8 lg:px-10 ${className}`}>{children}</div>;
}

/**
 * A band of the page with its vertical rhythm; `tone` alternates backgrounds between sections. It is
 * a `section` when a heading names it (`labelledBy`), and a plain `div` when it only holds a list.
 */
export function Section({
  children,
  tone = 'white',
  labelledBy,
  className = '',
}: {
  children: ReactNode;
  tone?: 'white' | 'muted' | 'dark';
  labelledBy?: string;
  className?: string;
}) {
  const tones = {
    white: 'bg-white',
    muted: 'bg-slate-50 border-y border-slate-100',
    dark: 'bg-brand-900 text-white',
  };
  const Band = labelledBy ? 'section' : 'div';
  return (
    <Band
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={`py-16 sm:py-24 ${tones[tone]} ${className}`}
    >
      <Container>{children}</Container>
    </Band>
  );
}

/** A section's heading with an optional small label above and a sentence below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700 in-data-[tone=dark]:text-accent-300">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl in-data-[tone=dark]:text-white"
      >
        {title}
      </h2>
      {intro && (
        <p className="mt-4 text-lg leading-relaxed text-slate-600 in-data-[tone=dark]:text-brand-100">
          {intro}
        </p>
      )}
    </div>
  );
}

export interface Crumb {
  name: string;
  path: string;
  /** The name's language when it is not the page's (an English title standing in for a translation). */
  lang?: string;
}

/**
 * The top of every inner page: breadcrumbs (shown, and given to search engines as a
 * `BreadcrumbList`), the page's one `<h1>` and its introduction.
 */
export async function PageHeader({
  title,
  intro,
  crumbs,
  children,
  titleLang,
}: {
  title: string;
  intro?: ReactNode;
  /** From the first level below Home to this page; Home is added. */
  crumbs: Crumb[];
  children?: ReactNode;
  /** The title's language when it is not the page's (an English title standing in for a translation). */
  titleLang?: string;
}) {
  const { locale, href } = await pageLanguage();
  const words = COMMON_WORDS[locale];
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      <JsonLd data={breadcrumbList(crumbs, locale, words.home)} />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-700),transparent_65%),radial-gradient(40rem_20rem_at_0%_120%,var(--color-brand-800),transparent_70%)] opacity-80"
      />
      <Container className="py-12 sm:py-20">
        <nav aria-label={words.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-brand-200">
            <li>
              <a href={href('/')} className="underline-offset-4 hover:text-white hover:underline">
                {words.home}
              </a>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.path} className="flex items-center gap-x-2">
                <span aria-hidden="true">/</span>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" lang={crumb.lang} className="text-white">
                    {crumb.name}
                  </span>
                ) : (
                  <a
                    href={href(crumb.path)}
                    lang={crumb.lang}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {crumb.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1
          lang={titleLang}
          className="mt-5 max-w-3xl font-display text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{intro}</p>}
        {children}
      </Container>
    </header>
  );
}

const BUTTON_STYLES = {
  primary: 'bg-accent-500 text-brand-950 hover:bg-accent-400 shadow-sm font-bold',
  secondary: 'bg-brand-900 text-white hover:bg-brand-800 font-semibold',
  outline: 'border-2 border-current text-current hover:bg-current/10 font-semibold',
};

/**
 * A link that looks like a button: at least 44 px tall, with a visible focus ring. A path on this
 * site leads to the page in the visitor's language.
 */
export async function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
  label,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof BUTTON_STYLES;
  className?: string;
  /** A fuller accessible name when the visible text is short ("Get this package: Home Starter"); starts with the visible text. */
  label?: string;
}) {
  const style = `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 py-3 text-base leading-tight transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ${BUTTON_STYLES[variant]} ${className}`;
  const { locale } = await pageLanguage();
  // A plain link: public pages move by whole documents, each served from the page cache.
  return (
    <a href={localizeHref(href, locale)} className={style} aria-label={label}>
      {children}
    </a>
  );
}

/** What the quote form preselects when opened from a detail page. */
export type QuoteSubject = { service: string } | { package: string };

/** `/free-quote` with the item the visitor was reading preselected. */
export function quoteHref(subject?: QuoteSubject): string {
  if (!subject) return '/free-quote';
  const [key, value] = Object.entries(subject)[0] as [string, string];
  return `/free-quote?${new URLSearchParams({ [key]: value })}`;
}
