import { describe, expect, it } from 'vitest';
import {
  isFastFormConfirmed,
  issueFastFormConfirmation,
} from '@/features/inquiries/server/fast-form-confirmation';
import { surveyDayOf } from '@/features/survey-schedule/survey-day';

const secret = new Uint8Array(32).fill(7);
const otherSecret = new Uint8Array(32).fill(8);
const issuedAt = Date.UTC(2026, 10, 25, 17, 0, 0);

describe('the "press send once more" of a form sent faster than a person types', () => {
  it('holds for an hour, for this server only', () => {
    const confirmation = issueFastFormConfirmation(secret, issuedAt);
    expect(isFastFormConfirmed(confirmation, secret, issuedAt + 2_000)).toBe(true);
    expect(isFastFormConfirmed(confirmation, secret, issuedAt + 59 * 60_000)).toBe(true);
    expect(isFastFormConfirmed(confirmation, secret, issuedAt + 61 * 60_000)).toBe(false);
    expect(isFastFormConfirmed(confirmation, otherSecret, issuedAt + 2_000)).toBe(false);
  });

  it('refuses a made-up, altered, future or missing one', () => {
    const confirmation = issueFastFormConfirmation(secret, issuedAt);
    const [time, signature] = confirmation.split('.');
    expect(isFastFormConfirmed(`${Number(time) + 1}.${signature}`, secret, issuedAt + 2_000)).toBe(false);
    expect(isFastFormConfirmed(`${time}.${'A'.repeat(43)}`, secret, issuedAt + 2_000)).toBe(false);
    expect(isFastFormConfirmed(confirmation, secret, issuedAt - 1)).toBe(false);
    expect(isFastFormConfirmed('yes', secret, issuedAt)).toBe(false);
    expect(isFastFormConfirmed(null, secret, issuedAt)).toBe(false);
  });
});

describe('the survey day the quote form confirms', () => {
  it('is the calendar day asked for, in any time zone', () => {
    expect(surveyDayOf('2030-06-14')).toBe('Friday, June 14, 2030');
    expect(surveyDayOf('2030-02-30')).toBeNull();
    expect(surveyDayOf('14/06/2030')).toBeNull();
  });
});
