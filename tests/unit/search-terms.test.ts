import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, searchTerms } from '@/server/db/search-text';

describe('the words a list search looks for', () => {
  it('are the words of the text, a quoted phrase as one, each once', () => {
    expect(searchTerms('Kim  Sam')).toEqual(['Kim', 'Sam']);
    expect(searchTerms(' "the garage and" sam ')).toEqual(['the garage and', 'sam']);
    expect(searchTerms('camera Camera CAMERA dome')).toEqual(['camera', 'dome']);
    expect(searchTerms('Ana-María 90210')).toEqual(['Ana-María', '90210']);
  });

  it('take a phrase left open as running to the end, and an empty one as nothing', () => {
    expect(searchTerms('"front door')).toEqual(['front door']);
    expect(searchTerms('garage "front door')).toEqual(['garage', 'front door']);
    expect(searchTerms('""')).toEqual([]);
    expect(searchTerms('"')).toEqual([]);
    expect(searchTerms('sam ""')).toEqual(['sam']);
    expect(searchTerms('"" sam')).toEqual(['sam']);
    expect(searchTerms('""sam')).toEqual(['sam']);
    expect(searchTerms('"  "')).toEqual([]);
    expect(searchTerms('""""')).toEqual([]);
    expect(searchTerms('"front door""gate"')).toEqual(['front door', 'gate']);
  });

  it('take a quote within or at the end of a word as a character of it', () => {
    expect(searchTerms('5" monitor')).toEqual(['5"', 'monitor']);
    expect(searchTerms('the 12" dome')).toEqual(['the', '12"', 'dome']);
  });

  it(`are at most ${MAX_SEARCH_TERMS}: the words past them are not looked for`, () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_TERMS));
  });
});
