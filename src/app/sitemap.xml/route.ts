import type { AnyModule } from '@/kit/define-module';
import { type SitemapContent, type SitemapRecord, sitemapEntries, sitemapXml } from '@/lib/sitemap';
import { blogsModule } from '@/modules/blogs/module';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { contentsModule } from '@/modules/contents/module';
import { faqsModule } from '@/modules/faqs/module';
import { jobsModule } from '@/modules/jobs/module';
import { isOpenNow } from '@/modules/jobs/site/open-jobs';
import { portfoliosModule } from '@/modules/portfolios/module';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productsModule } from '@/modules/products/module';
import { reviewsModule } from '@/modules/reviews/module';
import { servicesModule } from '@/modules/services/module';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { everyVisibleRecord } from '@/site/content';
import { siteOrigin } from '@/site/site-url';

/** Read from the database on every request, never at build time. */
export const dynamic = 'force-dynamic';

/** Every visible record of a module as the sitemap lists it. */
async function visible(module: AnyModule): Promise<SitemapRecord[]> {
  let records = await everyVisibleRecord(module);
  // A job past its closing day keeps its page, but that page asks not to be indexed.
  if (module.key === jobsModule.key)
    records = records.filter((job) =>
      isOpenNow({ closesOn: typeof job.closesOn === 'string' ? job.closesOn : null }),
    );
  return records.map((record) => ({ slug: String(record.slug ?? ''), updatedAt: String(record.updatedAt) }));
}

/** The module each list of the sitemap is read from. */
const LISTED_MODULES: Record<Exclude<keyof SitemapContent, 'homeUpdatedAt' | 'aboutUpdatedAt'>, AnyModule> = {
  services: servicesModule,
  products: productsModule,
  productCategories: productCategoriesModule,
  monitoringPlans: cctvModule,
  packages: cctvPackagesModule,
  portfolios: portfoliosModule,
  blogs: blogsModule,
  jobs: jobsModule,
  reviews: reviewsModule,
  faqs: faqsModule,
  contents: contentsModule,
};

/** `/sitemap.xml`: every public page, with absolute addresses from PUBLIC_URL and each `lastmod`. */
export async function GET() {
  const [home, about, lists] = await Promise.all([
    siteSettings(),
    aboutPage(),
    Promise.all(Object.entries(LISTED_MODULES).map(async ([key, module]) => [key, await visible(module)])),
  ]);
  const content = {
    homeUpdatedAt: home.updatedAt,
    aboutUpdatedAt: about.updatedAt,
    ...Object.fromEntries(lists),
  } as SitemapContent;
  return new Response(sitemapXml(siteOrigin, sitemapEntries(content)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
