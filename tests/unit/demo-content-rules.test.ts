import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_RULES } from '@/features/estimates/estimate-rules';
import { fillPrices, PRICE_TOKEN, priceBookOf, UNKNOWN_PRICE_TEXT } from '@/features/estimates/price-tokens';
import { fieldErrors, patchSchema, replaceSchema } from '@/kit/schemas';
import { findModuleByKey, findSettingsByKey } from '@/registry';
import { demoBusiness } from '@/registry/demo';
import { openingHoursOf, openingHoursText } from '@/site/seo/opening-hours';

/** The demo business as module keys and settings keys with what each holds. */
const demoContent = demoBusiness.records.map(({ module, records }) => [module.key, records] as const);
const demoSettings = Object.fromEntries(
  demoBusiness.settings.map(({ settings, values }) => [settings.key, values]),
);

/** Demo markers stand for records and pictures made when seeding: any id will do for the rules. */
function withIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIds);
  if (value && typeof value === 'object') {
    if ('$ref' in value || '$image' in value) return 1;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withIds(item)]));
  }
  return value;
}

/** The seed writes without the API: its content must still pass the API's own rules. */
describe('demo content', () => {
  it('passes the text and date rules of every module it fills', () => {
    for (const [key, records] of demoContent) {
      const module = findModuleByKey(key);
      if (!module) throw new Error(`No module ${key}`);
      const schema = patchSchema(module);
      for (const record of records) {
        const parsed = schema.safeParse(withIds(record));
        expect(
          parsed.success ? {} : fieldErrors(parsed.error),
          `${key}: ${JSON.stringify(record).slice(0, 80)}`,
        ).toEqual({});
      }
    }
  });

  it('passes the rules of every settings page it fills', () => {
    for (const [key, values] of Object.entries(demoSettings)) {
      const settings = findSettingsByKey(key);
      if (!settings) throw new Error(`No settings page ${key}`);
      const parsed = replaceSchema(settings).safeParse(withIds(values));
      expect(parsed.success ? {} : fieldErrors(parsed.error), key).toEqual({});
    }
  });
});

const textOf = (html: unknown) =>
  String(html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const records = (key: string) => demoContent.find(([module]) => module === key)?.[1] ?? [];

/** What a visitor of the demo business reads is written as the business would publish it. */
describe('demo content as a visitor reads it', () => {
  const everyText = JSON.stringify([demoContent, demoSettings]);

  it('never calls itself demo or sample content, and is written in US English', () => {
    expect(everyText).not.toMatch(/demo content|sample (content|text|data)|lorem ipsum/i);
    expect(everyText).not.toMatch(
      /\b(licence|neighbour|labour|colour|itemis|authoris|organis|favourite|centre\b|metre)/i,
    );
  });

  it('installs no brand barred from new FCC equipment authorizations', () => {
    const partners = records('partners').map((partner) => String(partner.name));
    expect(partners.join(' ')).not.toMatch(/hikvision|dahua|hytera|huawei|zte/i);
  });

  it('has distinct terms and privacy pages, the privacy page with a California notice', () => {
    const pages = new Map(records('contents').map((page) => [page.slug, page]));
    const privacy = pages.get('privacy-policy');
    const terms = pages.get('terms-of-service');
    expect(privacy && terms).toBeTruthy();
    expect(textOf(privacy?.body)).not.toBe(textOf(terms?.body));
    expect(textOf(privacy?.body)).toMatch(/California privacy notice/i);
    for (const right of ['know', 'delete', 'correct', 'opt out']) {
      expect(textOf(privacy?.body)).toMatch(new RegExp(`right to ${right}`, 'i'));
    }
    for (const page of [privacy, terms]) expect(String(page?.seoDescription ?? '')).not.toBe('');
  });

  it('has service pages with what is included, the process, prices and their own questions', () => {
    const faqCategories = records('faqs').map((faq) => String(faq.category));
    for (const service of records('services')) {
      const body = String(service.body);
      expect(body, String(service.title)).toMatch(/<h2>What.s included/);
      expect(body, String(service.title)).toMatch(/<h2>How it works<\/h2>\s*<ol>/);
      expect(body, String(service.title)).toMatch(/<h2>Prices from<\/h2>[\s\S]*(\$\d|\[price:)/);
      expect(faqCategories, String(service.title)).toContain(service.title);
    }
  });

  it('names the packages’, plans’ and rules’ prices instead of repeating them, each name one that exists', () => {
    const book = priceBookOf({
      packages: records('cctv-packages').map((item) => ({
        name: String(item.name),
        cameraCount: Number(item.cameraCount),
        priceCents: Number(item.priceCents),
        audience: null,
      })),
      plans: records('cctv').map((plan) => ({
        slug: String(plan.title),
        title: String(plan.title),
        priceMonthlyCents: Number(plan.priceMonthlyCents),
        audience: null,
      })),
      rules: DEFAULT_ESTIMATE_RULES,
    });
    const figures = new Set([...book.values()].map((cents) => `$${(cents / 100).toLocaleString('en-US')}`));
    for (const [key, list] of [
      ['services', records('services')],
      ['faqs', records('faqs')],
    ] as const)
      for (const record of list) {
        const text = String(record.body ?? record.answer ?? '') + String(record.seoDescription ?? '');
        const where = `${key}: ${String(record.title ?? record.question)}`;
        for (const [token] of text.matchAll(PRICE_TOKEN))
          expect(fillPrices(token, book), `${where}: ${token}`).not.toBe(UNKNOWN_PRICE_TEXT);
        // A figure that a package, plan or rule holds is named, never typed out again.
        for (const figure of text.match(/\$[\d,]+/g) ?? [])
          expect(figures, `${where}: ${figure}`).not.toContain(figure);
      }
  });

  it('has posts of real length with headings, and at least 15 questions answered', () => {
    const published = records('blogs').filter((post) => post.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const post of published) {
      const words = textOf(post.body).split(' ').length;
      expect(words, String(post.title)).toBeGreaterThanOrEqual(700);
      expect(words, String(post.title)).toBeLessThanOrEqual(1200);
      expect(String(post.body).match(/<h2>/g)?.length ?? 0, String(post.title)).toBeGreaterThanOrEqual(3);
    }
    expect(records('faqs').length).toBeGreaterThanOrEqual(15);
  });

  it('states its opening hours once, in Home page settings, and books surveys only while open', () => {
    const hours = String(demoSettings.homepage.businessHours);
    expect(
      openingHoursOf(hours).map(({ dayOfWeek, opens, closes }) => [dayOfWeek.length, opens, closes]),
    ).toEqual([
      [5, '08:00', '18:00'],
      [1, '09:00', '14:00'],
    ]);
    expect(openingHoursText(hours)).toBe('Mon–Fri 8 am – 6 pm, Sat 9 am – 2 pm');
    // No other text of the business says which days or hours it is open ("Mon–Sat").
    const elsewhere = JSON.stringify([
      demoContent,
      { ...demoSettings, homepage: { ...demoSettings.homepage, businessHours: null } },
    ]);
    const day = '(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(rs(day)?)?|fri(day)?|sat(urday)?|sun(day)?)\\.?';
    expect(elsewhere).not.toMatch(new RegExp(`\\b${day}\\s*(–|-|to|through)\\s*${day}\\b`, 'i'));
    expect(elsewhere).not.toMatch(/\b(we are|we.re|office is) open\b/i);
    const survey = demoSettings['survey-availability'];
    const within = (day: string, opens: string, closes: string) => {
      const value = survey[`${day}Hours`];
      if (typeof value !== 'string' || value === '') return;
      const [from, to] = value.split('-');
      expect(from >= opens && to <= closes, `${day}: ${value}`).toBe(true);
    };
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']) within(day, '08:00', '18:00');
    within('saturday', '09:00', '14:00');
    expect(survey.sundayHours ?? '').toBe('');
  });

  it('files each project under the service it mostly was: a job of many cameras under a camera service', () => {
    for (const project of records('portfolios')) {
      const cameras = Number(/(\d+) cameras/.exec(textOf(project.description))?.[1] ?? 0);
      const service = (project.serviceId as { title: string }).title;
      if (cameras >= 10)
        expect(['CCTV Installation', 'Remote Video Monitoring'], `${project.title}`).toContain(service);
    }
  });

  it('pictures each project by its site plan, never by a scene posing as a photo', () => {
    for (const project of records('portfolios')) {
      const [picture] = project.imageIds as { $image: string; alt: string; cameras: number }[];
      expect(picture.$image, String(project.title)).toBe('plan');
      expect(picture.alt).toMatch(new RegExp(`^Site plan .*${picture.cameras} cameras?`));
      expect(textOf(project.description)).toContain(`${picture.cameras} camera`);
    }
  });
});
