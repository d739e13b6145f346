import { describe, expect, it } from 'vitest';
import {
  cslbLicenseNumber,
  cslbLicenseUrl,
  DEFAULT_TEXT_MESSAGE,
  publicRatingOf,
  publicRatingText,
  smsHref,
} from '@/lib/trust-signals';
import { RATING_SCORE, TEXTABLE_NUMBER } from '@/modules/settings/homepage';

describe('the "Text us" link', () => {
  it('dials the number in international form with the message percent-encoded after ?&body=', () => {
    expect(smsHref('(310) 555-0123', 'Hi, a quote & a visit? 100% yes')).toBe(
      'sms:+13105550123?&body=Hi%2C%20a%20quote%20%26%20a%20visit%3F%20100%25%20yes',
    );
    // A space is %20, never "+": iOS would show a plus sign.
    expect(smsHref('310.555.0123', 'a b')).not.toContain('+b');
    expect(smsHref('1 310 555 0123', 'x')).toBe('sms:+13105550123?&body=x');
    expect(smsHref('+44 20 7946 0958', 'x')).toBe('sms:+442079460958?&body=x');
  });

  it('opens with the default message when none is set, and keeps lines and accents', () => {
    const href = smsHref('(310) 555-0123', null);
    expect(href).toBe(`sms:+13105550123?&body=${encodeURIComponent(DEFAULT_TEXT_MESSAGE)}`);
    expect(decodeURIComponent(href?.split('?&body=')[1] ?? '')).toBe(
      "Hi, I'd like a free quote for security cameras.",
    );
    expect(smsHref('(310) 555-0123', '   ')).toBe(href);
    expect(smsHref('(310) 555-0123', 'Café\nline 2')).toBe('sms:+13105550123?&body=Caf%C3%A9%0Aline%202');
  });

  it('is no link without a number, and no message when the text cannot be encoded', () => {
    expect(smsHref(null)).toBeNull();
    expect(smsHref('')).toBeNull();
    expect(smsHref('call us')).toBeNull();
    expect(smsHref('(310) 555-0123', 'broken \ud800 text')).toBe('sms:+13105550123');
    expect(smsHref('555-0123', 'x')).toBe('sms:5550123?&body=x');
  });

  it('is set only from a number with its area code (the settings check)', () => {
    for (const good of ['(310) 555-0123', '+1 310 555 0123', '310-555-0123'])
      expect(good).toMatch(TEXTABLE_NUMBER);
    for (const bad of ['555-0123', '---', '+1 310 555 0123 4567 890'])
      expect(bad).not.toMatch(TEXTABLE_NUMBER);
  });
});

describe('the licence verification link', () => {
  const page = (number: string) =>
    `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${number}`;

  it("takes the board's number from the licence line, digits only", () => {
    expect(cslbLicenseUrl('1098765')).toBe(page('1098765'));
    expect(cslbLicenseUrl('CSLB #1098765 (C-7, C-10) · ACO #7654')).toBe(page('1098765'));
    expect(cslbLicenseUrl('ACO #7654 · cslb lic. 1023456')).toBe(page('1023456'));
    expect(cslbLicenseUrl('C-7 Lic. 1023456')).toBe(page('1023456'));
    expect(cslbLicenseNumber('Lic #1023456&x=<script>')).toBe('1023456');
  });

  it('is no link when the line has no digit', () => {
    expect(cslbLicenseUrl(null)).toBeNull();
    expect(cslbLicenseUrl('')).toBeNull();
    expect(cslbLicenseUrl('Licensed and insured')).toBeNull();
    expect(cslbLicenseUrl('CSLB pending')).toBeNull();
  });
});

describe('the public review rating', () => {
  const settings = {
    reviewRatingScore: '4.9',
    reviewRatingCount: 212,
    reviewRatingPlatform: 'Google',
    reviewRatingUrl: 'https://g.page/r/example/review',
  };

  it('reads "4.9 from 212 Google reviews", linking to the profile', () => {
    const rating = publicRatingOf(settings);
    expect(rating).toEqual({
      score: 4.9,
      count: 212,
      platform: 'Google',
      url: 'https://g.page/r/example/review',
    });
    expect(rating && publicRatingText(rating)).toBe('4.9 from 212 Google reviews');
    const one = publicRatingOf({
      ...settings,
      reviewRatingScore: '5',
      reviewRatingCount: 1,
      reviewRatingPlatform: null,
    });
    expect(one && publicRatingText(one)).toBe('5.0 from 1 review');
    const many = publicRatingOf({ ...settings, reviewRatingCount: 1250 });
    expect(many && publicRatingText(many)).toBe('4.9 from 1,250 Google reviews');
  });

  it('is hidden until a score and a count above zero are set; a link that is not https is left out', () => {
    expect(publicRatingOf({})).toBeNull();
    expect(publicRatingOf({ ...settings, reviewRatingScore: null })).toBeNull();
    expect(publicRatingOf({ ...settings, reviewRatingCount: null })).toBeNull();
    expect(publicRatingOf({ ...settings, reviewRatingCount: 0 })).toBeNull();
    expect(publicRatingOf({ ...settings, reviewRatingScore: '7' })).toBeNull();
    expect(publicRatingOf({ ...settings, reviewRatingUrl: 'http://example.com' })?.url).toBeNull();
  });

  it('takes scores from 1.0 to 5.0 with one decimal (the settings check)', () => {
    for (const good of ['1', '1.0', '4.9', '5', '5.0']) expect(good).toMatch(RATING_SCORE);
    for (const bad of ['0.9', '5.1', '4.95', '10', '4,9', '-4', '']) expect(bad).not.toMatch(RATING_SCORE);
  });
});
