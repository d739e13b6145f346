import type { MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildListColumns } from '@/admin/records/list-columns';
import type { AnyModule } from '@/kit/define-module';
import { modules } from '@/registry';

const byKey = (key: string) => modules.find((module) => module.key === key)!;
const headings = (module: AnyModule) => buildListColumns(module, () => {}).map((column) => column.title);
const listingTimestamps = (module: AnyModule): AnyModule => ({
  ...module,
  listColumns: [...module.listColumns, 'createdAt', 'updatedAt'],
});

describe('list column headings', () => {
  it('call a record’s creation as its module names it: an inquiry is “Received”', () => {
    expect(headings(byKey('inquiries'))).toContain('Received');
    expect(headings(listingTimestamps(byKey('subscribers')))).toContain('Subscribed');
  });

  it('call it “Created” in every module that names it nothing else', () => {
    const others = modules.filter((module) => !module.createdAtLabel);
    expect(others.length).toBeGreaterThan(10);
    for (const module of others) {
      const titles = headings(listingTimestamps(module));
      expect({ module: module.key, titles }).toEqual({
        module: module.key,
        titles: expect.arrayContaining(['Created', 'Updated']),
      });
      expect(titles).not.toContain('Received');
    }
  });

  it('show a banner’s status right after its start and end', () => {
    const titles = headings(byKey('banners'));
    expect(titles.slice(titles.indexOf('Starts at'), titles.indexOf('Starts at') + 3)).toEqual([
      'Starts at',
      'Ends at',
      'Status',
    ]);
  });
});

describe('the inbox columns', () => {
  const columns = buildListColumns(byKey('inquiries'), () => {});
  const column = (accessor: string) => columns.find((candidate) => candidate.accessor === accessor)!;
  const theme = { breakpoints: { sm: '48em' } } as MantineTheme;
  const mediaQuery = (accessor: string) => {
    const query = column(accessor).visibleMediaQuery;
    return typeof query === 'function' ? query(theme) : query;
  };

  it('show the phone beside the name, from small tablets up (a phone shows it under the name)', () => {
    expect(headings(byKey('inquiries')).slice(0, 3)).toEqual(['Name', 'Phone', 'Service']);
    expect(mediaQuery('phone')).toBe('(min-width: 48em)');
    expect(byKey('inquiries').phoneSummary).toContain('phone');
  });

  it('keep times and phone numbers on one line and give the service a few words of room', () => {
    expect(column('createdAt').noWrap).toBe(true);
    expect(column('phone').noWrap).toBe(true);
    expect(column('service').noWrap).toBeFalsy();
    const serviceStyle = column('service').cellsStyle as (
      record: never,
      index: number,
    ) => { minWidth: number };
    expect(serviceStyle({} as never, 0).minWidth).toBeGreaterThanOrEqual(150);
  });

  it('make the row actions as narrow as their buttons', () => {
    expect(column('actions')).toMatchObject({ noWrap: true, width: '1%' });
  });
});
