import { describe, expect, it } from 'vitest';
import { KNOWN_SITE_NAMES, leadSourceOf, referrerHost } from '@/features/attribution/server/lead-source';
import { leadSourceFact } from '@/features/attribution/server/lead-source-fact';

const landed = { landingPage: '/free-quote' };

describe('where a lead came from', () => {
  it.each([
    // Campaign tags win, and an ad click id says the medium when the tags do not.
    [
      { ...landed, utmSource: 'google', utmCampaign: 'spring', clickIdType: 'gclid', clickId: 'x' },
      'google',
      'cpc',
      'Google Ads (gclid)',
    ],
    [{ ...landed, utmSource: 'Google', utmMedium: 'CPC' }, 'google', 'cpc', 'Google Ads'],
    [{ ...landed, utmSource: 'newsletter', utmMedium: 'email' }, 'newsletter', 'email', 'Newsletter (email)'],
    [{ ...landed, utmSource: 'facebook', utmMedium: 'paid' }, 'facebook', 'paid', 'Facebook ads'],
    [{ ...landed, utmSource: 'flyer' }, 'flyer', '(not set)', 'flyer'],
    [
      { ...landed, utmSource: 'partner', referrer: 'https://partner.example/' },
      'partner',
      'referral',
      'partner (referral)',
    ],
    // No tags: the click id names the network.
    [{ ...landed, clickIdType: 'gclid', clickId: 'x' }, 'google', 'cpc', 'Google Ads (gclid)'],
    [{ ...landed, clickIdType: 'wbraid', clickId: 'x' }, 'google', 'cpc', 'Google Ads (wbraid)'],
    [{ ...landed, clickIdType: 'msclkid', clickId: 'x' }, 'bing', 'cpc', 'Microsoft Ads (msclkid)'],
    [
      { ...landed, clickIdType: 'fbclid', clickId: 'x' },
      'facebook',
      'social',
      'Facebook / Instagram (fbclid)',
    ],
    // No tags, no click id: the site that sent the visitor.
    [{ ...landed, referrer: 'https://www.google.com/' }, 'google', 'organic', 'Google (organic)'],
    [
      { ...landed, referrer: 'https://www.google.co.uk/search?q=cctv' },
      'google',
      'organic',
      'Google (organic)',
    ],
    [{ ...landed, referrer: 'https://www.bing.com/' }, 'bing', 'organic', 'Bing (organic)'],
    [{ ...landed, referrer: 'https://m.yelp.com/biz/securecam-la' }, 'yelp.com', 'referral', 'Yelp'],
    [{ ...landed, referrer: 'https://l.facebook.com/' }, 'facebook', 'social', 'Facebook'],
    [{ ...landed, referrer: 'https://nextdoor.com/p/x' }, 'nextdoor.com', 'referral', 'Nextdoor'],
    [
      { ...landed, referrer: 'https://www.laweekly.com/best-installers' },
      'laweekly.com',
      'referral',
      'laweekly.com',
    ],
    // A host that only ends like a known one is another site.
    [{ ...landed, referrer: 'https://notgoogle.com/' }, 'notgoogle.com', 'referral', 'notgoogle.com'],
    // Nothing but the landing page: typed in or bookmarked.
    [{ ...landed }, '(direct)', '(none)', 'Direct'],
    [{ ...landed, referrer: 'not an address' }, '(direct)', '(none)', 'Direct'],
    // Nothing at all: typed in by staff, or sent from a browser that ran no script.
    [{}, '(not set)', '(not set)', 'Not recorded'],
  ])('%o is %s / %s, "%s"', (attribution, source, medium, label) => {
    expect(leadSourceOf(attribution)).toEqual({ source, medium, label });
  });

  it('reads a referrer host without www, and nothing from other schemes', () => {
    expect(referrerHost('https://WWW.Yelp.com/biz')).toBe('yelp.com');
    expect(referrerHost('javascript:alert(1)')).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });

  it('tells the inbox the details in words', () => {
    const fact = leadSourceFact({
      landingPage: '/free-quote?utm_source=google&utm_campaign=spring&gclid=x',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmCampaign: 'spring',
      utmTerm: 'security cameras',
      clickIdType: 'gclid',
      clickId: 'x',
    });
    expect(fact.summary).toBe('Google Ads (gclid)');
    expect(fact.rows).toEqual([
      { label: 'Source', value: 'Google Ads (gclid)' },
      { label: 'Source / medium', value: 'google / cpc' },
      { label: 'Campaign', value: 'spring' },
      { label: 'Search term or keyword', value: 'security cameras' },
      { label: 'Landing page', value: '/free-quote?utm_source=google&utm_campaign=spring&gclid=x' },
      { label: 'Came from site', value: 'https://www.google.com/' },
      { label: 'Ad click id', value: 'gclid: x' },
    ]);
    expect(leadSourceFact({}).rows[0]).toEqual({ label: 'Source', value: 'Not recorded' });
  });
});

/**
 * Every site recognised from its referrer, by hosts it really sends visitors from and by hosts that
 * only look like it: a look-alike is a referral from the domain that was really registered.
 */
const REAL_AND_FAKE: { name: string; real: string[]; fake: [host: string, registered: string][] }[] = [
  {
    name: 'Google (organic)',
    real: ['www.google.com', 'google.com', 'WWW.GOOGLE.CO.UK', 'www.google.com.au', 'news.google.de'],
    fake: [
      ['WWW.GOOGLE.COM.evil.example', 'evil.example'],
      ['google.evil.example', 'evil.example'],
      ['www.google.com.attacker.net', 'attacker.net'],
      ['google-com.evil.example', 'evil.example'],
      ['notgoogle.com', 'notgoogle.com'],
      ['google.blogspot.com', 'blogspot.com'],
    ],
  },
  {
    name: 'Bing (organic)',
    real: ['www.bing.com', 'cn.bing.com'],
    fake: [
      ['bing.com.evil.example', 'evil.example'],
      ['notbing.com', 'notbing.com'],
    ],
  },
  {
    name: 'DuckDuckGo (organic)',
    real: ['duckduckgo.com'],
    fake: [['duckduckgo.com.evil.example', 'evil.example']],
  },
  {
    name: 'Yahoo (organic)',
    real: ['search.yahoo.com', 'yahoo.com'],
    fake: [['search.yahoo.com.evil.example', 'evil.example']],
  },
  {
    name: 'Yelp',
    real: ['www.yelp.com', 'm.yelp.com', 'yelp.ca', 'www.yelp.co.uk'],
    fake: [
      ['WWW.YELP.COM.evil.example', 'evil.example'],
      ['yelp.evil.example', 'evil.example'],
      ['notyelp.com', 'notyelp.com'],
    ],
  },
  {
    name: 'Nextdoor',
    real: ['nextdoor.com', 'www.nextdoor.com'],
    fake: [
      ['nextdoor.com.evil.example', 'evil.example'],
      ['fakenextdoor.com', 'fakenextdoor.com'],
    ],
  },
  {
    name: 'Facebook',
    real: ['l.facebook.com', 'm.facebook.com', 'www.facebook.com', 'fb.com', 'fb.me'],
    fake: [
      ['facebook.com.evil.example', 'evil.example'],
      ['fb.me.evil.example', 'evil.example'],
      ['thefacebook.co', 'thefacebook.co'],
    ],
  },
  {
    name: 'Instagram',
    real: ['l.instagram.com', 'www.instagram.com'],
    fake: [['instagram.com.evil.example', 'evil.example']],
  },
  {
    name: 'X (Twitter)',
    real: ['t.co', 'x.com', 'twitter.com', 'mobile.twitter.com'],
    fake: [
      ['t.co.evil.example', 'evil.example'],
      ['x.com.evil.example', 'evil.example'],
      ['notx.com', 'notx.com'],
    ],
  },
  {
    name: 'LinkedIn',
    real: ['www.linkedin.com', 'lnkd.in'],
    fake: [['linkedin.com.evil.example', 'evil.example']],
  },
  {
    name: 'YouTube',
    real: ['www.youtube.com', 'm.youtube.com'],
    fake: [['youtube.com.evil.example', 'evil.example']],
  },
  {
    name: 'TikTok',
    real: ['www.tiktok.com'],
    fake: [['tiktok.com.evil.example', 'evil.example']],
  },
];

describe('a referrer is recognised by the domain really registered, not by how its host ends', () => {
  it('covers every site recognised from a referrer', () => {
    expect(REAL_AND_FAKE.map((site) => site.name).sort()).toEqual([...KNOWN_SITE_NAMES].sort());
  });

  const real = REAL_AND_FAKE.flatMap(({ name, real }) => real.map((host) => [host, name] as const));
  it.each(real)('https://%s/ is %s', (host, name) => {
    expect(leadSourceOf({ ...landed, referrer: `https://${host}/some/page?q=cctv` }).label).toBe(name);
  });

  const fake = REAL_AND_FAKE.flatMap(({ name, fake }) =>
    fake.map(([host, registered]) => [host, name, registered] as const),
  );
  it.each(fake)('https://%s/ is not %s but a referral from %s', (host, _name, registered) => {
    const source = leadSourceOf({ ...landed, referrer: `https://${host}/` });
    expect(source).toEqual({ source: registered, medium: 'referral', label: registered });
    expect(KNOWN_SITE_NAMES).not.toContain(source.label);
  });

  it('names a site without a registrable domain (an address, localhost) by its host', () => {
    expect(leadSourceOf({ ...landed, referrer: 'http://192.0.2.7:8080/' }).label).toBe('192.0.2.7');
    expect(leadSourceOf({ ...landed, referrer: 'http://localhost:3000/' }).label).toBe('localhost');
  });
});
