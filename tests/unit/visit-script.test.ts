import { describe, expect, it } from 'vitest';
import { firstTouchOf, visitScriptSource } from '@/features/attribution/site/visit-script';
import { publicInquiryFieldsSchema } from '@/features/inquiries/inquiry-form';

const SITE = 'https://securecam.example';

describe('the first touch of a visit', () => {
  it('reads the landing page, an outside referrer, the UTM tags and the first click id', () => {
    const touch = firstTouchOf(
      `${SITE}/free-quote?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=cctv%20la&utm_content=ad-2&gclid=Cj0_x-1&fbclid=zzz`,
      'https://www.google.com/',
    );
    expect(touch).toEqual({
      landingPage:
        '/free-quote?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=cctv%20la&utm_content=ad-2&gclid=Cj0_x-1&fbclid=zzz',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'cctv la',
      utmContent: 'ad-2',
      clickIdType: 'gclid',
      clickId: 'Cj0_x-1',
    });
  });

  it('leaves out the site itself as referrer, other schemes, and click ids of strange shape', () => {
    expect(firstTouchOf(`${SITE}/`, `${SITE}/services`)).toEqual({ landingPage: '/' });
    expect(firstTouchOf(`${SITE}/`, 'android-app://com.google.android.gm/')).toEqual({ landingPage: '/' });
    expect(firstTouchOf(`${SITE}/?gclid=%3Cscript%3E&msclkid=abc123`, '')).toEqual({
      landingPage: '/?gclid=%3Cscript%3E&msclkid=abc123',
      clickIdType: 'msclkid',
      clickId: 'abc123',
    });
  });

  it('cuts every part to what the server accepts, so a real visit is never refused', () => {
    const long = 'x'.repeat(2000);
    const touch = firstTouchOf(
      `${SITE}/free-quote?utm_campaign=${long}&utm_source=a%0Ab%00c&utm_term=${'%F0%9F%93%B7'.repeat(100)}&q=${long}`,
      `https://news.example/${long}`,
    );
    expect(touch.landingPage).toHaveLength(500);
    expect(touch.referrer).toHaveLength(500);
    expect(touch.utmCampaign).toHaveLength(150);
    expect(touch.utmSource).toBe('a b c');
    // 75 camera emojis: a pair of UTF-16 units each, never cut in half.
    expect(touch.utmTerm).toBe('📷'.repeat(75));
    expect(publicInquiryFieldsSchema.partial().safeParse(touch).success).toBe(true);
  });
});

/** A browser tab as far as the visit script reads it: one storage, several pages in turn. */
function fakeTab() {
  const storage = new Map<string, string>();
  const beacons: { url: string; body: string }[] = [];
  const open = (href: string, referrer = '') => {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const window = {
      location: new URL(href),
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      document: {
        referrer,
        addEventListener: (type: string, listener: (event: unknown) => void) => {
          listeners[type] = [...(listeners[type] ?? []), listener];
        },
      },
      navigator: {
        sendBeacon: (url: string, body: Blob) => {
          void body.text().then((text) => beacons.push({ url, body: text }));
          return true;
        },
      },
    };
    // The text the layout inlines, run as the browser runs it: it must stand on its own.
    new Function('window', visitScriptSource('/api/contact-taps'))(window);
    const dispatch = (type: string, event: unknown) => {
      for (const listener of listeners[type] ?? []) listener(event);
    };
    return {
      /** The fields a form sends, as the `formdata` event lets the script add to them. */
      send(fields: Record<string, string>, isLeadForm = true) {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.append(name, value);
        const form = {
          elements: { namedItem: (name: string) => (isLeadForm && name === 'sourcePath' ? {} : null) },
        };
        dispatch('formdata', { target: form, formData: data });
        return Object.fromEntries(data.entries());
      },
      tap(href: string) {
        const link = { getAttribute: () => href };
        dispatch('click', {
          target: { closest: (selector: string) => (selector.includes(href.slice(0, 4)) ? link : null) },
        });
      },
    };
  };
  return { open, beacons };
}

describe('the visit script', () => {
  it('keeps the first touch across later pages and adds it to a lead form as it is sent', () => {
    const tab = fakeTab();
    tab.open(`${SITE}/free-quote?utm_source=google&utm_campaign=spring&gclid=x`, 'https://www.google.com/');
    // A later page of the same visit, reached from the site itself, with tags of its own.
    const later = tab.open(`${SITE}/services?utm_campaign=other`, `${SITE}/free-quote`);
    expect(later.send({ name: 'Ana', sourcePath: '/services' })).toEqual({
      name: 'Ana',
      sourcePath: '/services',
      landingPage: '/free-quote?utm_source=google&utm_campaign=spring&gclid=x',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmCampaign: 'spring',
      clickIdType: 'gclid',
      clickId: 'x',
    });
  });

  it('leaves other forms alone (the newsletter sign-up has no sourcePath)', () => {
    const page = fakeTab().open(`${SITE}/?utm_source=google`);
    expect(page.send({ email: 'a@example.com' }, false)).toEqual({ email: 'a@example.com' });
  });

  it('counts a tap on a phone or text link with a beacon naming the page and the kind', async () => {
    const tab = fakeTab();
    const page = tab.open(`${SITE}/services/cctv-installation?utm_source=x`);
    page.tap('tel:+12135550100');
    page.tap('sms:+12135550100?&body=Hi');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tab.beacons).toEqual([
      { url: '/api/contact-taps', body: '{"kind":"call","path":"/services/cctv-installation"}' },
      { url: '/api/contact-taps', body: '{"kind":"text","path":"/services/cctv-installation"}' },
    ]);
  });
});
