import { describe, expect, it } from 'vitest';
import type { ModuleRecord } from '@/admin/records/module-api';
import { fieldNote, isEmptyValue, listFactMarkers } from '@/admin/records/record-facts';
import { estimateNotKeptFact } from '@/features/inquiries/estimate-not-kept-fact';
import type { AnyModule } from '@/kit/define-module';
import { modules } from '@/registry';

const inquiries = modules.find((module) => module.key === 'inquiries') as AnyModule;
const REASON = 'Indoor cameras must be at most 16';
const lead = (values: Record<string, unknown>) => ({ id: 7, name: 'Rosa Diaz', ...values }) as ModuleRecord;

describe('an instant estimate the site could not keep, on the lead', () => {
  it('is a fact only when the site recorded a reason', () => {
    expect(estimateNotKeptFact(null)).toBeNull();
    expect(estimateNotKeptFact('')).toBeNull();
    expect(estimateNotKeptFact(REASON)).toEqual({
      reason: REASON,
      summary: 'Estimate not kept',
      attention: true,
      note: `Estimate not kept: ${REASON}; ask the visitor what they need.`,
    });
  });

  it('says so in the lead’s Instant estimate row, instead of “—” or under what staff filled in', () => {
    const note = `Estimate not kept: ${REASON}; ask the visitor what they need.`;
    const notKept = lead({ estimate: [], estimateNotKept: estimateNotKeptFact(REASON) });
    expect(fieldNote(inquiries, notKept, 'estimate')).toBe(note);
    expect(isEmptyValue(notKept.estimate)).toBe(true);
    // Only that row; a lead without the fact keeps its "—".
    expect(fieldNote(inquiries, notKept, 'service')).toBeNull();
    expect(fieldNote(inquiries, lead({ estimate: [] }), 'estimate')).toBeNull();
    // Staff who asked the visitor and filled the estimate in do not hide that the site dropped one.
    const filledIn = lead({
      estimate: [{ label: 'Package', value: 'Home Complete' }],
      estimateNotKept: estimateNotKeptFact(REASON),
    });
    expect(fieldNote(inquiries, filledIn, 'estimate')).toBe(note);
    expect(isEmptyValue(filledIn.estimate)).toBe(false);
  });

  it('marks the lead in the inbox with a badge, after its survey’s quiet line', () => {
    const both = lead({
      surveyHistory: { summary: 'Booked for Fri, Nov 27, 2026, 9:00 AM Pacific Time', rows: [] },
      estimateNotKept: estimateNotKeptFact(REASON),
    });
    expect(listFactMarkers(inquiries, both)).toEqual([
      { summary: 'Booked for Fri, Nov 27, 2026, 9:00 AM Pacific Time', attention: false },
      { summary: 'Estimate not kept', attention: true },
    ]);
    expect(listFactMarkers(inquiries, lead({}))).toEqual([]);
  });
});
