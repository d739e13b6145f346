import { describe, expect, it } from 'vitest';
import { offeredFilters } from '@/modules/portfolios/site/categories';

describe('the portfolio filters offered to visitors', () => {
  it('lists only categories with a published project, with their counts, after "All projects"', () => {
    const projects = [
      { category: 'residential' },
      { category: 'commercial' },
      { category: 'residential' },
      { category: null },
    ];
    expect(offeredFilters(projects)).toEqual([
      { category: null, count: 4 },
      { category: 'residential', count: 2 },
      { category: 'commercial', count: 1 },
    ]);
  });

  it('offers nothing to choose when every project is of one category, or there are none', () => {
    expect(offeredFilters([{ category: 'industrial' }, { category: 'industrial' }])).toEqual([]);
    expect(offeredFilters([])).toEqual([]);
  });

  it('ignores a category the module does not know', () => {
    expect(offeredFilters([{ category: 'castle' }, { category: 'commercial' }])).toEqual([]);
  });
});
