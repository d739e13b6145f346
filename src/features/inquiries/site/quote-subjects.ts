import 'server-only';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { productsModule } from '@/modules/products/module';
import { servicesModule } from '@/modules/services/module';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';
import type { SubjectGroup } from './InquiryForm';
import { INQUIRY_WORDS } from './words';

const MAX_SUBJECT = 120;

/**
 * What the quote form's "What do you need?" offers: the published services, monitoring plans and
 * camera packages. `?service=<title>` or `?package=<name>` preselects one; a visible product named
 * in `?service=` is offered too, so a product page's call to action keeps its subject. Anything else
 * in the address is ignored. The titles and group names are the page's language's.
 */
export async function quoteSubjects(query: { service?: string | string[]; package?: string | string[] }) {
  const [services, plans, packages, locale] = await Promise.all([
    visibleRecords(servicesModule),
    visibleRecords(cctvModule),
    visibleRecords(cctvPackagesModule),
    siteLocale(),
  ]);
  const words = INQUIRY_WORDS[locale].subjects;
  const groups: SubjectGroup[] = [
    { label: words.services, options: services.map((service) => service.title) },
    { label: words.monitoring, options: plans.map((plan) => plan.title) },
    { label: words.packages, options: packages.map((item) => item.name) },
  ].filter((group) => group.options.length > 0);
  const offered = new Set(groups.flatMap((group) => group.options));

  const wanted = [query.package, query.service]
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .find((value) => value !== '' && value.length <= MAX_SUBJECT);
  let preselected = wanted && offered.has(wanted) ? wanted : '';
  if (wanted && !preselected && typeof query.service === 'string') {
    const products = await visibleRecords(productsModule);
    if (products.some((product) => product.name === wanted)) {
      groups.unshift({ label: words.lookingAt, options: [wanted] });
      preselected = wanted;
    }
  }
  return { groups, preselected };
}
