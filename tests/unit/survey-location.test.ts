import { describe, expect, it } from 'vitest';
import { surveyCalendarFile, surveyLocationOf } from '@/features/survey-booking/server/survey-mail';

/**
 * The street address a visitor types goes, in an `.ics`, to an e-mail address nobody verified:
 * only what an address is written with is kept.
 */
describe('the calendar location of a typed address', () => {
  it.each([
    ['1200 Echo Park Ave, Los Angeles', '90026', '1200 Echo Park Ave, Los Angeles, 90026'],
    ["123 1/2 N. O'Farrell St., Apt #4 (rear)", '90004', "123 1/2 N. O'Farrell St., Apt #4 (rear), 90004"],
    ['Calle José Martí 12, Ñuñoa', null, 'Calle José Martí 12, Ñuñoa'],
    ['東京都港区六本木6-10-1', null, '東京都港区六本木6-10-1'],
    ['ул. Пушкина, д. 10', null, 'ул. Пушкина, д. 10'],
    ['شارع الملك فهد 12', null, 'شارع الملك فهد 12'],
  ])('keeps a real address: %s', (address, zip, location) => {
    expect(surveyLocationOf(address, zip)).toBe(location);
  });

  it.each([
    ['a link', '12 Main St https://evil.example/win', '12 Main St'],
    ['a bare domain', '12 Main St visit evil.example now', '12 Main St visit now'],
    ['a www address', '12 Main St www.evil.example', '12 Main St'],
    ['a mail address', '12 Main St mail me: thief@evil.example', '12 Main St mail me'],
    [
      'line breaks',
      '12 Main St\r\nDESCRIPTION:Call 555\nATTACH:x',
      '12 Main St DESCRIPTION Call 555 ATTACH x',
    ],
    ['control characters', '12\u0000 Main\u0007 St\u007f\u0085', '12 Main St'],
    ['a bidi override and zero widths', '12 Main\u202e tS\u200b\u2066', '12 Main tS'],
    ['markup', '12 <b>Main</b> St <script>alert(1)</script>', '12 b Main b St script alert(1) script'],
    ['a scheme', 'javascript:alert(1)', 'javascript alert(1)'],
    ['only junk', '<<>>\u0000\n', null],
  ])('strips %s', (_name, address, location) => {
    expect(surveyLocationOf(address, null)).toBe(location);
  });

  it('is one line of at most 200 characters, never half an emoji or letter pair', () => {
    const location = surveyLocationOf(`${'🏠'.repeat(150)} ${'a'.repeat(300)}`, '90026') ?? '';
    expect(Array.from(location).length).toBeLessThanOrEqual(200);
    expect(location).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(location).not.toMatch(/[\r\n]/);
  });

  it('reaches the .ics that way', () => {
    const ics = surveyCalendarFile(
      {
        inquiryId: 7,
        address: '12 Main St\r\nURL:https://evil.example <a href=x>',
        postalCode: '90026',
        startsAt: '2030-01-07T17:00:00.000Z',
        endsAt: '2030-01-07T18:00:00.000Z',
        sequence: 0,
      },
      { brand: 'SecureCam', publicUrl: 'https://securecam.example', phone: null },
    );
    const location = ics.split('\r\n').filter((line) => line.startsWith('LOCATION'));
    expect(location).toEqual(['LOCATION:12 Main St a href x\\, 90026']);
    expect(ics).not.toContain('evil.example');
  });
});
