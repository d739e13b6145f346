import { servedAreas } from '@/features/areas/public-site';
import 'server-only';
import { blogsModule } from '@/modules/blogs/module';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { clientsModule } from '@/modules/clients/module';
import { faqsModule } from '@/modules/faqs/module';
import { partnersModule } from '@/modules/partners/module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import { servicesModule } from '@/modules/services/module';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { slidersModule } from '@/modules/sliders/module';
import { mediaByIds, visibleRecords } from '@/site/content';
import { sectionOn } from '@/site/format';

/** FAQs the home page shows; the rest are on their own page. */
const HOME_FAQS = 5;

/**
 * What the home page shows, read for the sections the Home page settings switch on (a section
 * switched off reads nothing), with the pictures they use.
 */
export async function homePageContent() {
  const business = await siteSettings();
  const on = (key: string) => sectionOn(business.sections, key);
  const none = Promise.resolve([]);
  const [about, slides, services, packages, plans, projects, reviews, clients, partners, posts, faqs, areas] =
    await Promise.all([
      aboutPage(),
      on('slider') ? visibleRecords(slidersModule) : none,
      on('services') ? visibleRecords(servicesModule) : none,
      on('packages') ? visibleRecords(cctvPackagesModule) : none,
      on('monitoring') ? visibleRecords(cctvModule, { limit: 3 }) : none,
      on('portfolio') ? visibleRecords(portfoliosModule, { filters: { featured: 'true' }, limit: 3 }) : none,
      on('reviews') || on('trust') ? visibleRecords(reviewsModule) : none,
      on('clients') ? visibleRecords(clientsModule) : none,
      on('clients') ? visibleRecords(partnersModule) : none,
      on('blog') ? visibleRecords(blogsModule, { limit: 3, sort: 'publishedAt', order: 'desc' }) : none,
      on('faqs') ? visibleRecords(faqsModule, { limit: HOME_FAQS }) : none,
      on('areas') ? servedAreas() : none,
    ]);
  const media = await mediaByIds([
    ...slides.map((slide) => slide.imageId),
    ...projects.map((project) => project.imageIds?.[0]),
    ...clients.map((client) => client.logoId),
    ...partners.map((partner) => partner.logoId),
    ...posts.map((post) => post.coverImageId),
  ]);
  return {
    business,
    about,
    slides,
    services,
    packages,
    plans,
    projects,
    reviews,
    clients,
    partners,
    posts,
    faqs,
    areas,
    media,
  };
}

export type HomePageContent = Awaited<ReturnType<typeof homePageContent>>;
