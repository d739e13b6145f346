import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText } from '@/lib/text-cut';
import { hasOnlyAllowedCharacters } from '@/lib/text-rules';

describe('text cut to a limit', () => {
  it('keeps as much as fits, ends where a character ends, and stays encodable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat({ max: 60 }), (text, max) => {
        const cut = cutText(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max) - 1);
        expect(() => encodeURIComponent(cut)).not.toThrow();
        if (hasOnlyAllowedCharacters(text)) expect(hasOnlyAllowedCharacters(cut)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('drops an emoji the limit would split', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('😀', 1)).toBe('');
  });
});
