import { estimateRulesSettings } from '@/features/estimates/browser';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/browser';
import 'server-only';
import { estimateRulesDemo } from '@/features/estimates';
import { surveyAvailabilityDemo } from '@/features/survey-calendar';
import { bannersModule } from '@/modules/banners/module';
import { banners } from '@/modules/banners/server/demo';
import { bannersEs } from '@/modules/banners/server/demo.es';
import { blogsModule } from '@/modules/blogs/module';
import { blogs } from '@/modules/blogs/server/demo';
import { blogsEs } from '@/modules/blogs/server/demo.es';
import { cctvModule } from '@/modules/cctv/module';
import { monitoringPlans } from '@/modules/cctv/server/demo';
import { monitoringPlansEs } from '@/modules/cctv/server/demo.es';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { cctvPackages } from '@/modules/cctv-packages/server/demo';
import { cctvPackagesEs } from '@/modules/cctv-packages/server/demo.es';
import { clientsModule } from '@/modules/clients/module';
import { clients } from '@/modules/clients/server/demo';
import { contentsModule } from '@/modules/contents/module';
import { contents } from '@/modules/contents/server/demo';
import { contentsEs } from '@/modules/contents/server/demo.es';
import { faqsModule } from '@/modules/faqs/module';
import { faqs } from '@/modules/faqs/server/demo';
import { faqsEs } from '@/modules/faqs/server/demo.es';
import { jobsModule } from '@/modules/jobs/module';
import { jobs } from '@/modules/jobs/server/demo';
import { jobsEs } from '@/modules/jobs/server/demo.es';
import { partnersModule } from '@/modules/partners/module';
import { partners } from '@/modules/partners/server/demo';
import { portfoliosModule } from '@/modules/portfolios/module';
import { portfolios } from '@/modules/portfolios/server/demo';
import { portfoliosEs } from '@/modules/portfolios/server/demo.es';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productCategories } from '@/modules/product-categories/server/demo';
import { productCategoriesEs } from '@/modules/product-categories/server/demo.es';
import { productsModule } from '@/modules/products/module';
import { products } from '@/modules/products/server/demo';
import { productsEs } from '@/modules/products/server/demo.es';
import { reviewsModule } from '@/modules/reviews/module';
import { reviews } from '@/modules/reviews/server/demo';
import { servicesModule } from '@/modules/services/module';
import { services } from '@/modules/services/server/demo';
import { servicesEs } from '@/modules/services/server/demo.es';
import { aboutSettings } from '@/modules/settings/about';
import { homepageSettings } from '@/modules/settings/homepage';
import { aboutDemo, homepageDemo } from '@/modules/settings/server/demo';
import { aboutDemoEs, homepageDemoEs } from '@/modules/settings/server/demo.es';
import { slidersModule } from '@/modules/sliders/module';
import { sliders } from '@/modules/sliders/server/demo';
import { slidersEs } from '@/modules/sliders/server/demo.es';
import { socialsModule } from '@/modules/socials/module';
import { socials } from '@/modules/socials/server/demo';
import { subscribersModule } from '@/modules/subscribers/module';
import { subscribers } from '@/modules/subscribers/server/demo';
import type { DemoBusiness } from '@/server/demo/demo-business';

/**
 * The demo business the server loads at start (SEED_DEMO): the records and values each module and
 * settings page ships in its own folder, in the order they are seeded.
 */
export const demoBusiness: DemoBusiness = {
  records: [
    { module: servicesModule, records: services, translations: { es: servicesEs } },
    {
      module: productCategoriesModule,
      records: productCategories,
      translations: { es: productCategoriesEs },
    },
    { module: productsModule, records: products, translations: { es: productsEs } },
    { module: cctvPackagesModule, records: cctvPackages, translations: { es: cctvPackagesEs } },
    { module: cctvModule, records: monitoringPlans, translations: { es: monitoringPlansEs } },
    { module: slidersModule, records: sliders, translations: { es: slidersEs } },
    { module: bannersModule, records: banners, translations: { es: bannersEs } },
    { module: reviewsModule, records: reviews },
    { module: clientsModule, records: clients },
    { module: partnersModule, records: partners },
    { module: socialsModule, records: socials },
    { module: portfoliosModule, records: portfolios, translations: { es: portfoliosEs } },
    { module: blogsModule, records: blogs, translations: { es: blogsEs } },
    { module: jobsModule, records: jobs, translations: { es: jobsEs } },
    { module: contentsModule, records: contents, translations: { es: contentsEs } },
    { module: faqsModule, records: faqs, translations: { es: faqsEs } },
    { module: subscribersModule, records: subscribers },
  ],
  settings: [
    { settings: homepageSettings, values: homepageDemo, translations: { es: homepageDemoEs } },
    { settings: aboutSettings, values: aboutDemo, translations: { es: aboutDemoEs } },
    { settings: estimateRulesSettings, values: estimateRulesDemo },
    { settings: surveyAvailabilitySettings, values: surveyAvailabilityDemo },
  ],
};
