/**
 * The public site's own pages: the ones no module record owns (home, about, the list pages, the
 * forms). A module's record pages come from its `sitePath` and need no line here. Each page names
 * the modules and settings pages (by key) whose changes change it: its `lastmod` in the sitemap is
 * the latest of theirs.
 */
export interface SitePage {
  path: string;
  datedBy: readonly string[];
}

const QUOTE_SUBJECTS = ['services', 'cctv-packages', 'cctv'];

export const sitePages: readonly SitePage[] = [
  {
    path: '/',
    datedBy: ['homepage', ...QUOTE_SUBJECTS, 'portfolios', 'reviews', 'blogs', 'faqs'],
  },
  { path: '/about', datedBy: ['about'] },
  { path: '/services', datedBy: ['services'] },
  { path: '/products', datedBy: ['products', 'product-categories'] },
  { path: '/cctv-monitoring', datedBy: ['cctv'] },
  // Pages of a module whose records share one address: listed even before the first record shows.
  { path: '/cctv-packages', datedBy: ['cctv-packages'] },
  { path: '/portfolio', datedBy: ['portfolios'] },
  { path: '/blog', datedBy: ['blogs'] },
  { path: '/careers', datedBy: ['jobs'] },
  { path: '/reviews', datedBy: ['reviews'] },
  { path: '/faqs', datedBy: ['faqs'] },
  { path: '/free-quote', datedBy: ['homepage', ...QUOTE_SUBJECTS] },
  { path: '/contact', datedBy: ['homepage'] },
];
