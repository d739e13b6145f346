import { describe, expect, it } from 'vitest';
import { fieldErrors, patchSchema, replaceSchema } from '@/modules/kit/schemas';
import { findModuleByKey, findSettingsByKey } from '@/modules/registry';
import { demoContent, demoSettings } from '@/server/demo/content';

/** Demo markers stand for records and pictures made when seeding: any id will do for the rules. */
function withIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIds);
  if (value && typeof value === 'object') {
    if ('$ref' in value || '$image' in value) return 1;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withIds(item)]));
  }
  return value;
}

/** The seed writes without the API: its content must still pass the API's own rules. */
describe('demo content', () => {
  it('passes the text and date rules of every module it fills', () => {
    for (const [key, records] of demoContent) {
      const module = findModuleByKey(key);
      if (!module) throw new Error(`No module ${key}`);
      const schema = patchSchema(module);
      for (const record of records) {
        const parsed = schema.safeParse(withIds(record));
        expect(
          parsed.success ? {} : fieldErrors(parsed.error),
          `${key}: ${JSON.stringify(record).slice(0, 80)}`,
        ).toEqual({});
      }
    }
  });

  it('passes the rules of every settings page it fills', () => {
    for (const [key, values] of Object.entries(demoSettings)) {
      const settings = findSettingsByKey(key);
      if (!settings) throw new Error(`No settings page ${key}`);
      const parsed = replaceSchema(settings).safeParse(withIds(values));
      expect(parsed.success ? {} : fieldErrors(parsed.error), key).toEqual({});
    }
  });
});
