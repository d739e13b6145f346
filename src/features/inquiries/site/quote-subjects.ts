import 'server-only';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { productsModule } from '@/modules/products/module';
import { servicesModule } from '@/modules/services/module';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';
import type { SubjectGroup } from './InquiryForm';
import { INQUIRY_WORDS } from './words';

const MAX_SUBJECT = 120;

/** A localized title in the page's language, and what a lead stores: the same title in English. */
const optionsOf = (
  shown: readonly { id: number; title: string }[],
  english: readonly { id: number; title: string }[],
) => {
  const englishTitle = new Map(english.map((record) => [record.id, record.title]));
  return shown.map((record) => ({ value: englishTitle.get(record.id) ?? record.title, label: record.title }));
};

/**
 * What the quote form's "What do you need?" offers: the published services, monitoring plans and
 * camera packages, shown in the page's language and sent in English, so that every lead names a
 * service the same way whatever language its visitor read. `?service=<title>` (in either language:
 * the language link keeps the query) or `?package=<name>` preselects one; a visible product named in
 * `?service=` is offered too, so a product page's call to action keeps its subject. Anything else in
 * the address is ignored.
 */
export async function quoteSubjects(query: { service?: string | string[]; package?: string | string[] }) {
  const locale = await siteLocale();
  const offersIn = async (language: Locale) => {
    const [services, plans] = await Promise.all([
      visibleRecords(servicesModule, { locale: language }),
      visibleRecords(cctvModule, { locale: language }),
    ]);
    return { services, plans };
  };
  const [byLanguage, packages] = await Promise.all([
    Promise.all(LOCALES.map(async (language) => [language, await offersIn(language)] as const)),
    visibleRecords(cctvPackagesModule),
  ]);
  const offers = new Map(byLanguage);
  const english = offers.get(DEFAULT_LOCALE)!;
  const shown = offers.get(locale)!;
  const words = INQUIRY_WORDS[locale].subjects;
  const groups: SubjectGroup[] = [
    { label: words.services, options: optionsOf(shown.services, english.services) },
    { label: words.monitoring, options: optionsOf(shown.plans, english.plans) },
    { label: words.packages, options: packages.map((item) => ({ value: item.name, label: item.name })) },
  ].filter((group) => group.options.length > 0);

  // An offer is asked for by its title in any language (the language link keeps the query).
  const offered = new Map<string, string>();
  for (const { services, plans } of offers.values())
    for (const option of [...optionsOf(services, english.services), ...optionsOf(plans, english.plans)])
      offered.set(option.label, option.value);
  for (const item of packages) offered.set(item.name, item.name);

  const wanted = [query.package, query.service]
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .find((value) => value !== '' && value.length <= MAX_SUBJECT);
  let preselected = (wanted && offered.get(wanted)) || '';
  if (wanted && !preselected && typeof query.service === 'string') {
    const products = await visibleRecords(productsModule);
    if (products.some((product) => product.name === wanted)) {
      groups.unshift({ label: words.lookingAt, options: [{ value: wanted, label: wanted }] });
      preselected = wanted;
    }
  }
  return { groups, preselected };
}
