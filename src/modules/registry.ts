import {
  IconCalendarEvent,
  IconChartBar,
  IconLayoutDashboard,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import type { AdminLink, ToolPage } from '@/kit/admin-links';
import type { AnyModule } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import { bannersModule } from './banners/module';
import { blogsModule } from './blogs/module';
import { cctvModule } from './cctv/module';
import { cctvPackagesModule } from './cctv-packages/module';
import { clientsModule } from './clients/module';
import { contentsModule } from './contents/module';
import { faqsModule } from './faqs/module';
import { inquiriesModule } from './inquiries/module';
import { jobsModule } from './jobs/module';
import { partnersModule } from './partners/module';
import { portfoliosModule } from './portfolios/module';
import { productCategoriesModule } from './product-categories/module';
import { productsModule } from './products/module';
import { reviewsModule } from './reviews/module';
import { servicesModule } from './services/module';
import { aboutSettings } from './settings/about';
import { analyticsSettings } from './settings/analytics';
import { emailSettings } from './settings/email';
import { homepageSettings } from './settings/homepage';
import { slidersModule } from './sliders/module';
import { socialsModule } from './socials/module';
import { subscribersModule } from './subscribers/module';
import { usersModule } from './users/module';

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
];

const staffPage = (adminPath: string, link: AdminLink): ToolPage => ({
  adminPath,
  access: 'staff',
  adminLinks: [link],
});

/** The back office's other pages, for navigation (their screens are routed in `src/admin/routing`). */
export const toolPages: ToolPage[] = [
  staffPage('', { label: 'Dashboard', icon: IconLayoutDashboard, sidebar: 10 }),
  // Below the seed's menu, under their own heading.
  staffPage('booking', {
    label: 'Site surveys',
    icon: IconCalendarEvent,
    dashboard: 60,
    sidebar: 10_010,
    sidebarGroup: 'tools',
  }),
  staffPage('analytics', {
    label: 'Lead analytics',
    icon: IconChartBar,
    dashboard: 70,
    sidebar: 10_020,
    sidebarGroup: 'tools',
  }),
  staffPage('file', {
    label: 'Media library',
    icon: IconPhoto,
    dashboard: 40,
    sidebar: 10_030,
    sidebarGroup: 'tools',
  }),
  staffPage('trash', { label: 'Trash', icon: IconTrash, sidebar: 10_040, sidebarGroup: 'tools' }),
];

export function findSettingsByKey(key: string): SettingsDefinition | undefined {
  return settingsPages.find((settings) => settings.key === key);
}

export function findModuleByKey(key: string): AnyModule | undefined {
  return modules.find((module) => module.key === key);
}
