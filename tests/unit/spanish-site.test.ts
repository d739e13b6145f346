import { describe, expect, it } from 'vitest';
import { inquiryAutoReplyMail } from '@/features/inquiries/mail/inquiry-auto-reply';
import { surveyVisitorMail } from '@/features/survey-schedule/mail/survey-visitor-mail';
import { dayLabel, surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { sitemapXml } from '@/lib/sitemap';
import { formatPrice } from '@/site/format';
import { localizeHref, localizeHtmlLinks } from '@/site/i18n/localize-href';
import { localePath } from '@/site/locale-path';
import { formatLongDate, formatMonth } from '@/site/pages/format';
import {
  answeredWithin,
  compactOpeningHours,
  openingHoursLines,
  openingHoursText,
} from '@/site/seo/opening-hours';

/**
 * The pieces the Spanish site is built of: its addresses, links, dates, prices and hours in Spanish,
 * and the mails a Spanish-speaking visitor gets. The English stays exactly as it was.
 */

const HOURS = 'Mon–Fri 8 am – 6 pm\nSat 9 am – 2 pm\n24/7 support line for monitoring customers';

describe('addresses and links of the Spanish site', () => {
  it('prefixes the site’s own pages and nothing else', () => {
    expect(localePath('/', 'es')).toBe('/es');
    expect(localePath('/services/cctv', 'es')).toBe('/es/services/cctv');
    expect(localePath('/services/cctv', 'en')).toBe('/services/cctv');
    const cases: [string, string][] = [
      ['/free-quote', '/es/free-quote'],
      ['/free-quote?service=CCTV#form', '/es/free-quote?service=CCTV#form'],
      ['/', '/es'],
      ['/es/services', '/es/services'],
      ['/media/a1b2.webp', '/media/a1b2.webp'],
      ['/api/inquiries', '/api/inquiries'],
      ['/admin', '/admin'],
      ['/logo.png', '/logo.png'],
      ['//evil.example/x', '//evil.example/x'],
      ['https://example.com/x', 'https://example.com/x'],
      ['tel:+12135550147', 'tel:+12135550147'],
      ['mailto:a@example.com', 'mailto:a@example.com'],
      ['#top', '#top'],
      ['/espresso', '/es/espresso'],
    ];
    for (const [href, expected] of cases) expect(localizeHref(href, 'es'), href).toBe(expected);
    for (const [href] of cases) expect(localizeHref(href, 'en'), href).toBe(href);
  });

  it('localizes the links of rich text, only in Spanish', () => {
    const html =
      '<p><a href="/free-quote">Quote</a> <a href="https://x.example/">x</a> <img src="/media/a.webp"></p>';
    expect(localizeHtmlLinks(html, 'es')).toBe(
      '<p><a href="/es/free-quote">Quote</a> <a href="https://x.example/">x</a> <img src="/media/a.webp"></p>',
    );
    expect(localizeHtmlLinks(html, 'en')).toBe(html);
  });

  it('lists every page of the sitemap with its alternates in both languages', () => {
    const xml = sitemapXml('https://example.com', [
      {
        path: '/es/services',
        lastModified: null,
        alternates: { en: '/services', es: '/es/services', 'x-default': '/services' },
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://example.com/es/services</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.com/services"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/services"/>',
    );
  });
});

describe('dates, prices and hours in Spanish', () => {
  it('says them as Los Angeles Spanish does, and the English as before', () => {
    expect(formatPrice(149_900, 'es')).toBe('$1,499');
    expect(formatPrice(3_950, 'es')).toBe('$39.50');
    expect(formatPrice(149_900)).toBe('$1,499');
    expect(formatLongDate('2026-09-14', 'es')).toBe('14 de septiembre de 2026');
    expect(formatLongDate('2026-09-14')).toBe('September 14, 2026');
    expect(formatMonth('2026-09-14', 'es')).toBe('septiembre de 2026');
    expect(dayLabel('2026-12-04', 'es')).toBe('viernes, 4 de diciembre de 2026');
    expect(surveyTimeText('2026-12-04T17:30:00Z', '2026-12-04T18:30:00Z', 'es')).toBe(
      'viernes, 4 de diciembre de 2026, 9:30 a.m.–10:30 a.m. hora del Pacífico',
    );
    expect(surveyTimeText('2026-12-04T17:30:00Z', '2026-12-04T18:30:00Z')).toBe(
      'Friday, December 4, 2026, 9:30 AM–10:30 AM Pacific Time',
    );
  });

  it('reads the hours staff wrote in English and says them in Spanish', () => {
    expect(openingHoursText(HOURS, 'es')).toBe('lun–vie 8 a.m.–6 p.m., sáb 9 a.m.–2 p.m.');
    expect(compactOpeningHours(HOURS, 'es')).toBe('lun–vie 8–6, sáb 9–2');
    expect(openingHoursLines(HOURS, 'es')).toEqual(['lun–vie 8 a.m.–6 p.m.', 'sáb 9 a.m.–2 p.m.']);
    expect(answeredWithin(HOURS, 'es')).toBe(
      'en menos de una hora hábil (horario: lun–vie 8 a.m.–6 p.m., sáb 9 a.m.–2 p.m.)',
    );
    expect(openingHoursText(HOURS)).toBe('Mon–Fri 8 am – 6 pm, Sat 9 am – 2 pm');
    expect(openingHoursLines(HOURS)).toHaveLength(3);
  });
});

describe('the mails of a visitor who wrote in Spanish', () => {
  it('answers with the Spanish auto-reply, greeting and footer, marked as Spanish', async () => {
    const mail = await inquiryAutoReplyMail({
      inquiry: { name: 'María', language: 'es' },
      brand: 'Pacific Shield Security',
    });
    expect(mail.subject).toBe('Recibimos su solicitud');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain('Hola, María:');
    expect(mail.text).toContain('Gracias por comunicarse con nosotros.');
    expect(mail.text).not.toMatch(/Hello|Thank you/);
  });

  it('confirms a booked survey in Spanish, its time in Spanish, with the Spanish private page', async () => {
    const mail = await surveyVisitorMail({
      kind: 'survey-confirmation',
      locale: 'es',
      name: 'María',
      startsAt: '2026-12-04T17:30:00Z',
      endsAt: '2026-12-04T18:30:00Z',
      brand: 'Pacific Shield Security',
      phone: '(213) 555-0147',
      manageUrl: 'https://example.com/es/survey/abc',
    });
    expect(mail.subject).toBe('Su visita gratuita al sitio está reservada');
    expect(mail.text).toContain('viernes, 4 de diciembre de 2026, 9:30 a.m.–10:30 a.m. hora del Pacífico');
    expect(mail.text).toContain('Cambiar el horario o cancelar');
    expect(mail.text).toContain('¿Preguntas? Llámenos al (213) 555-0147.');
    expect(mail.html).toContain('https://example.com/es/survey/abc');
  });
});
