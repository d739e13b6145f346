import { describe, expect, it } from 'vitest';
import { validateFormValues } from '@/admin/records/form-errors';
import { initialFormValues, isoToLocalInput } from '@/admin/records/form-values';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';
import { periodErrors, periodStatus, periodsOf } from '@/kit/periods';
import { bannersModule } from '@/modules/banners/module';

const jobFields = {
  title: field.text('Title', { required: true }),
  postedAt: field.date('Posted on'),
  closesOn: field.date('Closes on', { after: 'postedAt' }),
};

describe('start/end pairs', () => {
  it('finds the pairs of a module from the end field that names its start', () => {
    expect(periodsOf(bannersModule.fields)).toEqual([{ start: 'startsAt', end: 'endsAt', inDays: false }]);
    expect(periodsOf(jobFields)).toEqual([{ start: 'postedAt', end: 'closesOn', inDays: true }]);
  });

  it('refuses, when the module is declared, an end that names no start of its kind', () => {
    const declare = (after: string) =>
      defineModule({
        key: 'offers',
        table: 'offers',
        adminPath: 'offers',
        label: { singular: 'Offer', plural: 'Offers' },
        fields: {
          title: field.text('Title'),
          from: field.date('From'),
          until: field.datetime('Until', { after }),
        },
        titleField: 'title',
        listColumns: ['title'],
        searchFields: ['title'],
        defaultSort: { field: 'title', order: 'asc' },
        access: 'staff',
        publicPaths: () => [],
      });
    expect(() => declare('from')).toThrow('until ends from, which is not a datetime field');
    expect(() => declare('nothing')).toThrow('until ends nothing, which is not a datetime field');
  });

  it('lets a period of dates last one day, never end the day before', () => {
    expect(periodErrors(jobFields, { postedAt: '2026-12-01', closesOn: '2026-12-01' })).toEqual({});
    expect(periodErrors(jobFields, { postedAt: '2026-12-01', closesOn: '2026-11-30' })).toEqual({
      closesOn: ['Closes on must be on or after Posted on'],
    });
    expect(periodErrors(jobFields, { postedAt: '2026-12-02' }, { closesOn: '2026-12-01' })).toEqual({
      postedAt: ['Posted on must be on or before Closes on'],
    });
  });

  it('shows the rule on the form before anything is sent', () => {
    const values = {
      ...initialFormValues(bannersModule),
      title: 'Holiday installs',
      startsAt: isoToLocalInput('2026-12-24T08:00:00.000Z'),
      endsAt: isoToLocalInput('2026-12-01T08:00:00.000Z'),
    };
    expect(validateFormValues(bannersModule, values, 'create')).toEqual({
      endsAt: 'Ends at must be after Starts at',
    });
    expect(validateFormValues(bannersModule, { ...values, endsAt: '' }, 'create')).toEqual({});
  });

  it('tells a period scheduled, live or ended, with open sides', () => {
    const now = new Date('2026-12-10T12:00:00.000Z');
    expect(periodStatus('2026-12-11T00:00:00.000Z', null, now)).toBe('scheduled');
    expect(periodStatus('2026-12-01T00:00:00.000Z', '2026-12-24T00:00:00.000Z', now)).toBe('live');
    expect(periodStatus(null, null, now)).toBe('live');
    expect(periodStatus(null, '2026-12-10T12:00:00.000Z', now)).toBe('ended');
    expect(periodStatus('2026-12-01T00:00:00.000Z', '2026-12-09T00:00:00.000Z', now)).toBe('ended');
  });

  it('keeps a period of dates live through its last day in Los Angeles', () => {
    // 5 pm in Los Angeles on December 14 is already the 15th in UTC: a job closing on the 14th is still open.
    const evening = new Date('2026-12-15T01:00:00.000Z');
    expect(periodStatus('2026-11-01', '2026-12-14', evening, true)).toBe('live');
    expect(periodStatus('2026-11-01', '2026-12-13', evening, true)).toBe('ended');
    expect(periodStatus('2026-12-14', null, evening, true)).toBe('live');
    expect(periodStatus('2026-12-15', null, evening, true)).toBe('scheduled');
  });
});
