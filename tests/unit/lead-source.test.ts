import { describe, expect, it } from 'vitest';
import { leadSourceOf, referrerHost } from '@/modules/inquiries/lead-source';
import { leadSourceFact } from '@/modules/inquiries/lead-source-fact';

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
