import { describe, expect, it } from 'vitest';
import { formatPrice, offerPrice, plural, ratingSummary, sectionOn } from '@/site/format';
import { ICON_NAMES, iconNameOf } from '@/site/ui/icon-names';

describe('service icons', () => {
  it('takes the icon names staff type, whatever their case and spacing', () => {
    expect(iconNameOf('camera')).toBe('camera');
    expect(iconNameOf(' Lock ')).toBe('lock');
    expect(iconNameOf('BELL')).toBe('bell');
    for (const name of ICON_NAMES) expect(iconNameOf(name)).toBe(name);
  });

  it('reads icon-library prefixes, synonyms and words inside a longer name', () => {
    expect(iconNameOf('fa-bell')).toBe('bell');
    expect(iconNameOf('icon-shield')).toBe('shield');
    expect(iconNameOf('cctv')).toBe('camera');
    expect(iconNameOf('Access control')).toBe('lock');
    expect(iconNameOf('security_camera')).toBe('camera');
    expect(iconNameOf('wrench')).toBe('tool');
    expect(iconNameOf('remote-monitoring')).toBe('eye');
    expect(iconNameOf('intercom')).toBe('door');
  });

  it('falls back to a shield for an empty or unknown name', () => {
    expect(iconNameOf(null)).toBe('shield');
    expect(iconNameOf('')).toBe('shield');
    expect(iconNameOf('spaceship')).toBe('shield');
  });
});

describe('review rating', () => {
  it('averages the ratings to one decimal and counts them', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 4 }])).toEqual({
      average: 4.8,
      count: 4,
    });
    expect(ratingSummary([{ rating: 4 }, { rating: 5 }, { rating: 5 }])).toEqual({ average: 4.7, count: 3 });
  });

  it('has no average without reviews and ignores ratings outside 1 to 5', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([{ rating: null }, { rating: 0 }, { rating: 9 }, { rating: 3 }])).toEqual({
      average: 3,
      count: 1,
    });
  });
});

describe('prices', () => {
  it('shows whole dollars without cents and keeps cents when there are some', () => {
    expect(formatPrice(149_900)).toBe('$1,499');
    expect(formatPrice(3_900)).toBe('$39');
    expect(formatPrice(3_950)).toBe('$39.50');
    expect(formatPrice(0)).toBe('$0');
  });

  it('gives schema.org a plain decimal price', () => {
    expect(offerPrice(149_900)).toBe('1499.00');
    expect(offerPrice(3_950)).toBe('39.50');
  });
});

describe('home sections and wording', () => {
  it('counts a section as on unless it is switched off', () => {
    expect(sectionOn(null, 'reviews')).toBe(true);
    expect(sectionOn({}, 'reviews')).toBe(true);
    expect(sectionOn({ reviews: true }, 'reviews')).toBe(true);
    expect(sectionOn({ reviews: false }, 'reviews')).toBe(false);
    expect(sectionOn({ reviews: false }, 'faqs')).toBe(true);
  });

  it('writes counts in words', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(1200, 'review')).toBe('1,200 reviews');
  });
});
