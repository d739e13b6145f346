import { authorSlug } from '@/modules/blogs/site/authors';
import { send } from './records';
import { signIn } from './server';

interface SlugSource {
  module: string;
  query: string;
  slugOf?: (record: Record<string, unknown>) => string | null;
}

/**
 * Where the slug of each kind of public detail page comes from: the first record the public site
 * shows, listed through the API (module lists need a staff token); its `slug`, or what `slugOf`
 * makes of it.
 */
const SLUG_SOURCES = {
  service: { module: 'services', query: 'published=true' },
  productCategory: { module: 'product-categories', query: 'published=true' },
  product: { module: 'products', query: 'published=true' },
  monitoringPlan: { module: 'cctv', query: 'published=true' },
  project: { module: 'portfolios', query: 'published=true' },
  post: { module: 'blogs', query: 'status=published&sort=publishedAt&order=desc' },
  job: { module: 'jobs', query: 'active=true' },
  contentPage: { module: 'contents', query: 'published=true' },
  // An author's page lists their posts: the author of the newest post that has one.
  author: {
    module: 'blogs',
    query: 'status=published&sort=publishedAt&order=desc',
    slugOf: (post: Record<string, unknown>) =>
      authorSlug(typeof post.author === 'string' ? post.author : null),
  },
} satisfies Record<string, SlugSource>;

export type SlugKind = keyof typeof SLUG_SOURCES;

const ownSlug = (record: Record<string, unknown>) => (typeof record.slug === 'string' ? record.slug : null);

export interface PublicRoute {
  /** The path with `{kind}` where a record's slug goes, e.g. `/services/{service}`; also the test name. */
  template: string;
  status: 200 | 404;
}

/** Every public route of the site, one detail page per kind of record, and a page that does not exist. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { template: '/', status: 200 },
  { template: '/about', status: 200 },
  { template: '/services', status: 200 },
  { template: '/services/{service}', status: 200 },
  { template: '/products', status: 200 },
  { template: '/products/category/{productCategory}', status: 200 },
  { template: '/products/{product}', status: 200 },
  { template: '/cctv-monitoring', status: 200 },
  { template: '/cctv-monitoring/{monitoringPlan}', status: 200 },
  { template: '/cctv-packages', status: 200 },
  { template: '/portfolio', status: 200 },
  { template: '/portfolio/{project}', status: 200 },
  { template: '/blog', status: 200 },
  { template: '/blog/{post}', status: 200 },
  { template: '/blog/author/{author}', status: 200 },
  { template: '/careers', status: 200 },
  { template: '/careers/{job}', status: 200 },
  { template: '/reviews', status: 200 },
  { template: '/faqs', status: 200 },
  { template: '/contact', status: 200 },
  { template: '/free-quote', status: 200 },
  { template: '/pages/{contentPage}', status: 200 },
  { template: '/unsubscribe', status: 200 },
  { template: '/no-such-page', status: 404 },
];

/**
 * Turns route templates into paths of the running site. Each kind's slug is looked up once, when a
 * route first needs it; a kind with no public record fails only the routes that need one.
 */
export function publicPaths(baseUrl: string) {
  let token: Promise<string> | undefined;
  const slugs = new Map<SlugKind, Promise<string>>();

  async function lookUp(kind: SlugKind): Promise<string> {
    const { module, query, slugOf = ownSlug }: SlugSource = SLUG_SOURCES[kind];
    token ??= signIn(baseUrl);
    const { data } = await send<{ data: Record<string, unknown>[] }>(
      baseUrl,
      await token,
      'GET',
      `/${module}?${query}&pageSize=20`,
    );
    // A post is public once its publish time has come.
    const now = Date.now();
    const shown = data.find(
      (record) =>
        slugOf(record) !== null &&
        (module !== 'blogs' ||
          (typeof record.publishedAt === 'string' && Date.parse(record.publishedAt) <= now)),
    );
    if (!shown) throw new Error(`no public ${kind} to test: GET /api/${module}?${query} lists none`);
    return slugOf(shown) as string;
  }

  function slugOf(kind: SlugKind): Promise<string> {
    let slug = slugs.get(kind);
    if (!slug) {
      slug = lookUp(kind);
      slugs.set(kind, slug);
    }
    return slug;
  }

  return {
    slugOf,
    async resolve(template: string): Promise<string> {
      let path = template;
      for (const [, kind] of template.matchAll(/\{(\w+)\}/g)) {
        if (!(kind in SLUG_SOURCES)) throw new Error(`unknown slug kind {${kind}} in ${template}`);
        path = path.replace(`{${kind}}`, encodeURIComponent(await slugOf(kind as SlugKind)));
      }
      return path;
    },
  };
}
