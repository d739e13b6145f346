import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, searchTerms } from '@/server/db/search-text';

describe('the words a list search looks for', () => {
  it('are the words of the text, a quoted phrase as one, each once', () => {
    expect(searchTerms('Kim  Sam')).toEqual(['Kim', 'Sam']);
    expect(searchTerms(' "the garage and" sam ')).toEqual(['the garage and', 'sam']);
    expect(searchTerms('camera Camera CAMERA dome')).toEqual(['camera', 'dome']);
    expect(searchTerms('Ana-María 90210')).toEqual(['Ana-María', '90210']);
  });

  it('take a quote that closes nothing, or a lone one, as a character to find', () => {
    expect(searchTerms('5" monitor')).toEqual(['5"', 'monitor']);
    expect(searchTerms('"unclosed phrase')).toEqual(['"unclosed', 'phrase']);
    expect(searchTerms('""')).toEqual(['""']);
  });

  it(`are at most ${MAX_SEARCH_TERMS}: the words past them are not looked for`, () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_TERMS));
  });
});
