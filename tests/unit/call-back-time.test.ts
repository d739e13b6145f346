import { describe, expect, it } from 'vitest';
import { callBackTime } from '@/features/inquiries/site/call-back-time';

const HOURS = 'Mon–Fri 8 am – 6 pm\nSat 9 am – 2 pm\n24/7 support line for monitoring customers';
/** A Los Angeles wall-clock moment of winter 2026 (UTC-8) as an instant. */
const la = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

describe('when the thank-you says we call back', () => {
  it('promises one business hour only while that hour fits in today’s opening hours', () => {
    expect(callBackTime(HOURS, la('2026-12-01', '10:15'))).toBe('within one business hour'); // Tuesday
    expect(callBackTime(HOURS, la('2026-12-01', '17:00'))).toBe('within one business hour');
    expect(callBackTime(HOURS, la('2026-12-05', '12:30'))).toBe('within one business hour'); // Saturday
  });

  it('names the next opening outside them: late on a Friday, early in the morning, on a Sunday', () => {
    expect(callBackTime(HOURS, la('2026-12-04', '17:30'))).toBe('tomorrow from 9 am'); // Friday
    expect(callBackTime(HOURS, la('2026-12-04', '22:00'))).toBe('tomorrow from 9 am');
    expect(callBackTime(HOURS, la('2026-12-01', '06:45'))).toBe('today from 8 am');
    expect(callBackTime(HOURS, la('2026-12-05', '13:30'))).toBe('on Monday from 8 am'); // Saturday
    expect(callBackTime(HOURS, la('2026-12-06', '11:00'))).toBe('tomorrow from 8 am'); // Sunday
    expect(callBackTime('Mon–Fri 8:30 am – 6 pm', la('2026-12-04', '19:00'))).toBe('on Monday from 8:30 am');
  });

  it('reads the clock in Los Angeles, whatever the server’s zone', () => {
    // 02:00 UTC on Saturday is 6 pm on Friday in Los Angeles.
    expect(callBackTime(HOURS, new Date('2026-12-05T02:00:00Z'))).toBe('tomorrow from 9 am');
  });

  it('keeps the general promise when the hours cannot be read', () => {
    expect(callBackTime(null, la('2026-12-04', '22:00'))).toBe('within one business hour');
    expect(callBackTime('By appointment', la('2026-12-04', '22:00'))).toBe('within one business hour');
  });
});
