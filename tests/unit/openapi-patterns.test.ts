import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '@/kit/schemas';
import { buildApiDocument } from '../../scripts/api-document';

/** Every `pattern` in the API's OpenAPI document, with where it stands. */
function patternsOf(value: unknown, at = '#'): Array<{ at: string; pattern: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => patternsOf(item, `${at}/${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'pattern' && typeof child === 'string'
      ? [{ at, pattern: child }]
      : patternsOf(child, `${at}/${key}`),
  );
}

/**
 * The OpenAPI document copies each schema's regular expression as text, without its flags: a flag
 * once leaked into it as a literal `/i`, and the phone pattern that generated clients and validators
 * read matched no number at all, while the API took them.
 */
describe('the patterns of the OpenAPI document', () => {
  const patterns = patternsOf(buildApiDocument());

  it('are there, and each is a regular expression with nothing of a JavaScript literal left in it', () => {
    expect(patterns.length).toBeGreaterThan(0);
    for (const { at, pattern } of patterns) {
      expect(() => new RegExp(pattern, 'u'), at).not.toThrow();
      expect(pattern, at).not.toMatch(/\/[dgimsuvy]*$/);
    }
  });

  it('take the phone numbers the API takes, extensions in any case among them', () => {
    const phone = patterns.find(({ pattern }) => pattern === PHONE_PATTERN.source);
    expect(phone).toBeDefined();
    const documented = new RegExp(phone!.pattern, 'u');
    for (const typed of [
      '555 123 4567',
      '(213) 555-0147 ext. 12',
      '(213) 555-0147 EXT 12',
      '213.555.0147 x12',
    ]) {
      expect(documented.test(typed), typed).toBe(true);
      expect(PHONE_PATTERN.test(typed), typed).toBe(true);
    }
    expect(documented.test('call me')).toBe(false);
  });
});
