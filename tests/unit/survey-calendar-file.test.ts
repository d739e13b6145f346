import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, surveyCalendar } from '@/features/survey-schedule/ics';

const event = {
  uid: 'survey-42@example.com',
  startsAt: '2026-11-01T17:00:00.000Z',
  endsAt: '2026-11-01T18:00:00.000Z',
  sequence: 0,
  summary: 'Free site survey: Pacific Shield Security',
  location: '1234 Sunset Blvd; Apt 5, Los Angeles, CA — a rather long address that must fold over lines',
  description: 'Questions? Call (213) 555-0147.',
  method: 'PUBLISH' as const,
  stamp: new Date('2026-10-20T12:00:00Z'),
};

describe('survey calendar file', () => {
  it('is an RFC 5545 calendar a real parser reads back, times in UTC', () => {
    const text = surveyCalendar(event);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.uid).toBe('survey-42@example.com');
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(vevent.location).toBe(event.location);
    expect(vevent.sequence).toBe(0);
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('dtstamp')?.toString()).toMatch(
      /2026-10-20T12:00:00/,
    );
  });

  it('cancels with the same UID and a higher sequence', () => {
    const text = surveyCalendar({ ...event, method: 'CANCEL', sequence: 2 });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid);
  });

  it('folds long lines without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const pieces = folded.split('\r\n ');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
});
