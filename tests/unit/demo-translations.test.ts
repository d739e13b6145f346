import { describe, expect, it } from 'vitest';
import { type Fields, localizedFieldNames } from '@/kit/fields';
import { TRANSLATED_LOCALES } from '@/kit/locales';
import { fieldErrors, translationSchema } from '@/kit/schemas';
import { demoBusiness } from '@/registry/demo';
import type { DemoRecord } from '@/server/demo/markers';

/**
 * The demo business ships in Spanish too, so a fresh site looks finished in both languages: every
 * localized field with English text has its translation, which passes the translation rules and
 * keeps the English's price tokens and links (the site fills prices and links by them).
 */

const hasText = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Everything the site reads by name inside a text: price tokens and link targets, in order. */
const namedParts = (value: unknown) =>
  [...JSON.stringify(value ?? '').matchAll(/\[price:[^\]]*\]|href=\\"[^"\\]*\\"/g)].map((match) => match[0]);

/** The problems of one demo record's translation, as `field: problem` lines. */
function problemsOf(fields: Fields, english: DemoRecord, translated: DemoRecord | undefined): string[] {
  if (!translated) return ['no translation'];
  const problems: string[] = [];
  const parsed = translationSchema({ fields }, 'replace').safeParse(translated);
  if (!parsed.success)
    for (const [name, messages] of Object.entries(fieldErrors(parsed.error)))
      problems.push(`${name}: ${messages}`);
  for (const name of localizedFieldNames(fields)) {
    if (hasText(english[name]) && !hasText(translated[name])) problems.push(`${name}: missing`);
    if (!hasText(english[name]) && hasText(translated[name]))
      problems.push(`${name}: no English to translate`);
    if (
      hasText(translated[name]) &&
      JSON.stringify(namedParts(translated[name])) !== JSON.stringify(namedParts(english[name]))
    )
      problems.push(`${name}: price tokens or links differ from the English`);
    if (
      Array.isArray(english[name]) &&
      Array.isArray(translated[name]) &&
      english[name].length !== translated[name].length
    )
      problems.push(`${name}: ${translated[name].length} items for ${english[name].length}`);
  }
  return problems;
}

describe('the demo business in Spanish', () => {
  for (const locale of TRANSLATED_LOCALES) {
    for (const { module, records, translations } of demoBusiness.records) {
      if (localizedFieldNames(module.fields).length === 0 || records.length === 0) continue;
      it(`translates every ${module.label.singular.toLowerCase()} into ${locale}, by the rules of its fields`, () => {
        const byTitle = translations?.[locale] ?? {};
        const titles = records.map((record) => String(record[module.titleField]));
        const problems = records.flatMap((record) =>
          problemsOf(module.fields, record, byTitle[String(record[module.titleField])]).map(
            (problem) => `${record[module.titleField]}: ${problem}`,
          ),
        );
        const unknown = Object.keys(byTitle).filter((title) => !titles.includes(title));
        expect([...problems, ...unknown.map((title) => `${title}: no such English record`)]).toEqual([]);
      });
    }
    for (const { settings, values, translations } of demoBusiness.settings) {
      if (localizedFieldNames(settings.fields).length === 0) continue;
      it(`translates the ${settings.label.toLowerCase()} into ${locale}`, () => {
        expect(problemsOf(settings.fields, values, translations?.[locale])).toEqual([]);
      });
    }
  }
});
