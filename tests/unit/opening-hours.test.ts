import { describe, expect, it } from 'vitest';
import {
  answeredWithin,
  compactOpeningHours,
  openingHoursOf,
  openingHoursText,
} from '@/site/seo/opening-hours';

describe('business hours as structured data', () => {
  it('reads day ranges, single days and 12-hour times, and leaves notes out', () => {
    expect(
      openingHoursOf('Mon–Fri 8 am – 6 pm\nSat 9:30am-2pm\n24/7 support line for monitoring customers'),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:30', closes: '14:00' },
    ]);
  });

  it('reads 24-hour times, full day names, "to" and noon', () => {
    expect(openingHoursOf('Monday to Thursday: 07:00 to 17:30\nSunday noon - 4 pm')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '07:00',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '16:00' },
    ]);
  });

  it('gives nothing for empty or unreadable text rather than a guess', () => {
    expect(openingHoursOf(null)).toEqual([]);
    expect(openingHoursOf('By appointment\nFri–Mon 8 am – 6 pm\nTue 25:00 - 26:00')).toEqual([]);
  });
});

describe('business hours in words', () => {
  const hours = 'Mon–Fri 8 am – 6 pm\nSat 9:30am-2pm\n24/7 support line for monitoring customers';

  it('states every day the business is open, as staff wrote it, and leaves notes out', () => {
    expect(openingHoursText(hours)).toBe('Mon–Fri 8 am – 6 pm, Sat 9:30am-2pm');
    expect(compactOpeningHours(hours)).toBe('Mon–Fri 8–6, Sat 9:30–2');
    expect(openingHoursText('24/7 support line')).toBeNull();
    expect(compactOpeningHours(null)).toBeNull();
  });

  it('promises an answer within one business hour only with the hours it holds in', () => {
    expect(answeredWithin(hours)).toBe('within one business hour (open Mon–Fri 8 am – 6 pm, Sat 9:30am-2pm)');
    expect(answeredWithin(null)).toBe('within one business hour');
  });
});
