import { IconLayoutDashboard, IconPhoto, IconTrash } from '@tabler/icons-react';
import { signInSecurityPage } from '@/admin/two-factor/sign-in-security-page';
import { leadAnalyticsPage } from '@/features/attribution/back-office';
import { estimateRulesSettings } from '@/features/estimates/browser';
import { newInquiriesCard } from '@/features/inquiries/back-office';
import { inquiriesModule } from '@/features/inquiries/browser';
import { surveyCalendarPage, upcomingSurveysCard } from '@/features/survey-calendar/back-office';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/browser';
import type { DashboardCard, ToolPage } from '@/kit/admin-links';
import type { AnyModule } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import { findModule, findSettings, type Registry, staffToolPage as staffPage } from '@/kit/registry';
import { bannersModule } from '@/modules/banners/module';
import { blogsModule } from '@/modules/blogs/module';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { clientsModule } from '@/modules/clients/module';
import { contentsModule } from '@/modules/contents/module';
import { faqsModule } from '@/modules/faqs/module';
import { jobsModule } from '@/modules/jobs/module';
import { partnersModule } from '@/modules/partners/module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productsModule } from '@/modules/products/module';
import { reviewsModule } from '@/modules/reviews/module';
import { servicesModule } from '@/modules/services/module';
import { aboutSettings } from '@/modules/settings/about';
import { analyticsSettings } from '@/modules/settings/analytics';
import { emailSettings } from '@/modules/settings/email';
import { homepageSettings } from '@/modules/settings/homepage';
import { slidersModule } from '@/modules/sliders/module';
import { socialsModule } from '@/modules/socials/module';
import { subscribersModule } from '@/modules/subscribers/module';
import { usersModule } from '@/modules/users/module';

/** Every CMS module. The only place a new module is registered. */
export const modules: AnyModule[] = [
  servicesModule,
  productsModule,
  productCategoriesModule,
  contentsModule,
  slidersModule,
  bannersModule,
  blogsModule,
  clientsModule,
  socialsModule,
  portfoliosModule,
  partnersModule,
  jobsModule,
  cctvModule,
  cctvPackagesModule,
  reviewsModule,
  inquiriesModule,
  subscribersModule,
  faqsModule,
  usersModule,
];

/** Every settings page. */
export const settingsPages: SettingsDefinition[] = [
  homepageSettings,
  aboutSettings,
  analyticsSettings,
  emailSettings,
  estimateRulesSettings,
  surveyAvailabilitySettings,
];

/**
 * The back office's other pages: its own (dashboard, media library, trash, routed by `src/admin/routing`)
 * and the features' (with their screens).
 */
export const toolPages: ToolPage[] = [
  staffPage('', { label: 'Dashboard', icon: IconLayoutDashboard, sidebar: 10 }),
  // The lead tools, below the seed's menu under their own heading.
  surveyCalendarPage,
  leadAnalyticsPage,
  staffPage('file', {
    label: 'Media library',
    icon: IconPhoto,
    dashboard: 40,
    sidebar: 10_030,
    sidebarGroup: 'tools',
  }),
  staffPage('trash', { label: 'Trash', icon: IconTrash, sidebar: 10_040, sidebarGroup: 'tools' }),
  signInSecurityPage,
];

/** The features' cards on the back office's dashboard. */
export const dashboardCards: DashboardCard[] = [newInquiriesCard, upcomingSurveysCard];

/** The application as the engines receive it. */
export const registry: Registry = { modules, settingsPages, toolPages, dashboardCards };

export function findSettingsByKey(key: string): SettingsDefinition | undefined {
  return findSettings(registry, key);
}

export function findModuleByKey(key: string): AnyModule | undefined {
  return findModule(registry, key);
}
