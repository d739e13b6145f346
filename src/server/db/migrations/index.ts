import type { ProjectMigration } from '../migration-kit';
import { foundation } from './0001_foundation';
import { services } from './0002_services';
import { faqs } from './0003_faqs';
import { productCategories } from './0004_product_categories';
import { products } from './0005_products';
import { contents } from './0006_contents';
import { sliders } from './0007_sliders';
import { banners } from './0008_banners';
import { blogs } from './0009_blogs';
import { clients } from './0010_clients';
import { partners } from './0011_partners';
import { socials } from './0012_socials';
import { portfolios } from './0013_portfolios';
import { jobs } from './0014_jobs';
import { cctvMonitoring } from './0015_cctv_monitoring';
import { cctvPackages } from './0016_cctv_packages';
import { reviews } from './0017_reviews';
import { inquiries } from './0018_inquiries';
import { subscribers } from './0019_subscribers';
import { settings } from './0020_settings';
import { mailOutbox } from './0022_mail_outbox';
import { passwordResets } from './0023_password_resets';

/** Every migration, in order. Names are permanent: they are recorded in the database once applied. */
export const migrations: Record<string, ProjectMigration> = {
  '0001_foundation': foundation,
  '0002_services': services,
  '0003_faqs': faqs,
  '0004_product_categories': productCategories,
  '0005_products': products,
  '0006_contents': contents,
  '0007_sliders': sliders,
  '0008_banners': banners,
  '0009_blogs': blogs,
  '0010_clients': clients,
  '0011_partners': partners,
  '0012_socials': socials,
  '0013_portfolios': portfolios,
  '0014_jobs': jobs,
  '0015_cctv_monitoring': cctvMonitoring,
  '0016_cctv_packages': cctvPackages,
  '0017_reviews': reviews,
  '0018_inquiries': inquiries,
  '0019_subscribers': subscribers,
  '0020_settings': settings,
  '0022_mail_outbox': mailOutbox,
  '0023_password_resets': passwordResets,
};
