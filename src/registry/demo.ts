import { estimateRulesSettings } from '@/features/estimates/browser';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/browser';
import 'server-only';
import { estimateRulesDemo } from '@/features/estimates';
import { surveyAvailabilityDemo } from '@/features/survey-calendar';
import { bannersModule } from '@/modules/banners/module';
import { banners } from '@/modules/banners/server/demo';
import { blogsModule } from '@/modules/blogs/module';
import { blogs } from '@/modules/blogs/server/demo';
import { cctvModule } from '@/modules/cctv/module';
import { monitoringPlans } from '@/modules/cctv/server/demo';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { cctvPackages } from '@/modules/cctv-packages/server/demo';
import { clientsModule } from '@/modules/clients/module';
import { clients } from '@/modules/clients/server/demo';
import { contentsModule } from '@/modules/contents/module';
import { contents } from '@/modules/contents/server/demo';
import { faqsModule } from '@/modules/faqs/module';
import { faqs } from '@/modules/faqs/server/demo';
import { jobsModule } from '@/modules/jobs/module';
import { jobs } from '@/modules/jobs/server/demo';
import { partnersModule } from '@/modules/partners/module';
import { partners } from '@/modules/partners/server/demo';
import { portfoliosModule } from '@/modules/portfolios/module';
import { portfolios } from '@/modules/portfolios/server/demo';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productCategories } from '@/modules/product-categories/server/demo';
import { productsModule } from '@/modules/products/module';
import { products } from '@/modules/products/server/demo';
import { reviewsModule } from '@/modules/reviews/module';
import { reviews } from '@/modules/reviews/server/demo';
import { servicesModule } from '@/modules/services/module';
import { services } from '@/modules/services/server/demo';
import { aboutSettings } from '@/modules/settings/about';
import { homepageSettings } from '@/modules/settings/homepage';
import { aboutDemo, homepageDemo } from '@/modules/settings/server/demo';
import { slidersModule } from '@/modules/sliders/module';
import { sliders } from '@/modules/sliders/server/demo';
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
    { module: servicesModule, records: services },
    { module: productCategoriesModule, records: productCategories },
    { module: productsModule, records: products },
    { module: cctvPackagesModule, records: cctvPackages },
    { module: cctvModule, records: monitoringPlans },
    { module: slidersModule, records: sliders },
    { module: bannersModule, records: banners },
    { module: reviewsModule, records: reviews },
    { module: clientsModule, records: clients },
    { module: partnersModule, records: partners },
    { module: socialsModule, records: socials },
    { module: portfoliosModule, records: portfolios },
    { module: blogsModule, records: blogs },
    { module: jobsModule, records: jobs },
    { module: contentsModule, records: contents },
    { module: faqsModule, records: faqs },
    { module: subscribersModule, records: subscribers },
  ],
  settings: [
    { settings: homepageSettings, values: homepageDemo },
    { settings: aboutSettings, values: aboutDemo },
    { settings: estimateRulesSettings, values: estimateRulesDemo },
    { settings: surveyAvailabilitySettings, values: surveyAvailabilityDemo },
  ],
};
