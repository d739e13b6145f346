import { cctvPackages, monitoringPlans, productCategories, products } from './content/catalogue';
import { jobs } from './content/company';
import { faqs } from './content/faqs';
import { contents } from './content/legal';
import {
  banners,
  clients,
  partners,
  portfolios,
  reviews,
  sliders,
  socials,
  subscribers,
} from './content/marketing';
import { blogs } from './content/posts';
import { services } from './content/services';
import type { DemoRecord } from './markers';

export { demoSettings } from './content/settings';

/** Demo records per module key, in seeding order (a record is seeded after those it refers to). */
export const demoContent: [string, DemoRecord[]][] = [
  ['services', services],
  ['product-categories', productCategories],
  ['products', products],
  ['cctv-packages', cctvPackages],
  ['cctv', monitoringPlans],
  ['sliders', sliders],
  ['banners', banners],
  ['reviews', reviews],
  ['clients', clients],
  ['partners', partners],
  ['socials', socials],
  ['portfolios', portfolios],
  ['blogs', blogs],
  ['jobs', jobs],
  ['contents', contents],
  ['faqs', faqs],
  ['subscribers', subscribers],
];
