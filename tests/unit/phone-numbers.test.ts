import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '@/kit/schemas';
import { phoneForDisplay, telHref } from '@/lib/phone-link';

describe('phone numbers as people write them', () => {
  it.each([
    ['(213) 555-0147', 'tel:+12135550147'],
    ['213.555.0147', 'tel:+12135550147'],
    ['+1 213 555 0147', 'tel:+12135550147'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['(213) 555-0147 ext. 12', 'tel:+12135550147,12'],
    ['(213) 555-0147 Ext 12', 'tel:+12135550147,12'],
    ['213-555-0147 x4', 'tel:+12135550147,4'],
    ['213-555-0147x4', 'tel:+12135550147,4'],
    ['213-555-0147 #205', 'tel:+12135550147,205'],
    ['213-555-0147 extension 7', 'tel:+12135550147,7'],
  ])('%s is taken and dialled as %s', (typed, href) => {
    expect(PHONE_PATTERN.test(typed)).toBe(true);
    expect(telHref(typed)).toBe(href);
  });

  it.each([
    '555',
    'call me',
    '213-555-0147 ext',
    '213-555-0147 ext. twelve',
    'x12',
    '213-555-0147 ext. 1234567',
  ])('%s is refused', (typed) => {
    expect(PHONE_PATTERN.test(typed)).toBe(false);
  });
});

describe('a phone number written back to the visitor', () => {
  it.each([
    ['2135550199', '(213) 555-0199'],
    ['213.555.0199', '(213) 555-0199'],
    ['+1 213 555 0199', '(213) 555-0199'],
    ['1-213-555-0199', '(213) 555-0199'],
    [' (213) 555-0199 ', '(213) 555-0199'],
    ['(213) 555-0147 ext. 12', '(213) 555-0147 ext. 12'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-0199', '555-0199'],
  ])('%s reads %s', (typed, shown) => {
    expect(phoneForDisplay(typed)).toBe(shown);
  });
});
