import { describe, expect, it } from 'vitest';
import { moveItem, withPageOrder } from '@/admin/records/reorder';

describe('moving a row within a page', () => {
  it('moves down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list alone for a move to the same place or out of range', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, 5, 0)).toEqual(items);
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 0, 2)).not.toBe(items);
  });
});

describe('the whole order after a page was rearranged', () => {
  const all = [10, 11, 12, 13, 14, 15, 16];

  it('keeps other pages in place', () => {
    // Second page of three (12, 13, 14): 14 dragged to the top.
    expect(withPageOrder(all, [14, 12, 13])).toEqual([10, 11, 14, 12, 13, 15, 16]);
  });

  it('works on the first and last page', () => {
    expect(withPageOrder(all, [11, 10])).toEqual([11, 10, 12, 13, 14, 15, 16]);
    expect(withPageOrder(all, [16, 15])).toEqual([10, 11, 12, 13, 14, 16, 15]);
  });

  it('fills the slots the page held, even when a record was added between them', () => {
    // 20 was created between 12 and 13 after the page was loaded.
    expect(withPageOrder([10, 12, 20, 13], [13, 12])).toEqual([10, 13, 20, 12]);
  });

  it('drops a page record deleted meanwhile and keeps every id once', () => {
    const result = withPageOrder([10, 11, 13], [12, 13, 11]);
    expect(result).toEqual([10, 13, 11]);
    expect(new Set(result).size).toBe(result.length);
  });
});
