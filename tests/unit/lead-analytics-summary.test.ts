import { describe, expect, it } from 'vitest';
import { resolveRange } from '@/features/attribution/server/analytics-range';
import {
  countPerWeek,
  type LeadRow,
  summarizeLeads,
  summarizeSubscribers,
} from '@/features/attribution/server/analytics-summary';

const range = { from: '2026-03-04', to: '2026-03-24' };

describe('week bucketing', () => {
  it('counts each date in its Monday week, keeps empty weeks and drops dates outside the range', () => {
    const dates = ['2026-03-04', '2026-03-08', '2026-03-09', '2026-03-24', '2026-03-03', '2026-03-25'];
    expect(countPerWeek(dates, range)).toEqual([
      { weekStart: '2026-03-02', count: 2 },
      { weekStart: '2026-03-09', count: 1 },
      { weekStart: '2026-03-16', count: 0 },
      { weekStart: '2026-03-23', count: 1 },
    ]);
  });
});

describe('lead summary', () => {
  const row = (receivedOn: string, status: LeadRow['status'], service: string | null = null): LeadRow => ({
    receivedOn,
    status,
    service,
    sourcePath: '/free-quote',
  });

  it('keeps spam out of everything but its own total, and converts won over real leads', () => {
    const summary = summarizeLeads(
      [row('2026-03-05', 'won', 'CCTV'), row('2026-03-06', 'spam', 'CCTV'), row('2026-03-10', 'new', '  ')],
      range,
    );
    expect(summary.totals).toEqual({ inquiries: 2, spam: 1, won: 1, conversionRate: 0.5 });
    expect(summary.byService).toEqual([
      { service: 'CCTV', count: 1 },
      { service: null, count: 1 },
    ]);
    expect(summary.bySource).toEqual([{ sourcePath: '/free-quote', count: 2 }]);
    expect(summary.byStatus.map((entry) => entry.status)).toEqual([
      'new',
      'contacted',
      'quoted',
      'won',
      'lost',
    ]);
  });

  it('rounds the conversion rate to four decimals and answers 0 without leads', () => {
    const three = [row('2026-03-05', 'won'), row('2026-03-06', 'new'), row('2026-03-07', 'lost')];
    expect(summarizeLeads(three, range).totals.conversionRate).toBe(0.3333);
    expect(summarizeLeads([], range).totals.conversionRate).toBe(0);
  });

  it('runs the subscriber total from those who signed up before the range', () => {
    const growth = summarizeSubscribers(5, ['2026-03-01', '2026-03-05', '2026-03-20', '2026-04-02'], range);
    expect(growth).toEqual({
      total: 8,
      perWeek: [
        { weekStart: '2026-03-02', newCount: 1, cumulative: 7 },
        { weekStart: '2026-03-09', newCount: 0, cumulative: 7 },
        { weekStart: '2026-03-16', newCount: 1, cumulative: 8 },
        { weekStart: '2026-03-23', newCount: 0, cumulative: 8 },
      ],
    });
  });
});

describe('report range', () => {
  it('defaults to the 90 days up to today', () => {
    expect(resolveRange({}, '2026-03-31')).toEqual({ range: { from: '2026-01-01', to: '2026-03-31' } });
    expect(resolveRange({ from: '2026-03-01' }, '2026-03-31')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('refuses a backwards range and one longer than two years', () => {
    expect(resolveRange({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-31')).toEqual({
      errors: { from: ['from must be on or before to'] },
    });
    expect(resolveRange({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-31')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-01' },
    });
    expect(resolveRange({ from: '2024-03-01', to: '2026-03-01' }, '2026-03-31')).toEqual({
      errors: { to: ['The range can be at most 2 years long'] },
    });
    expect('range' in resolveRange({ from: '2024-03-01', to: '2026-02-28' }, '2026-03-31')).toBe(true);
  });
});
