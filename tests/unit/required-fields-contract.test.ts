import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import { alwaysHasValue } from '@/kit/fields';
import { createSchema } from '@/kit/schemas';
import { findModuleByKey, modules } from '@/registry';

/**
 * The contract's field table marks with * the fields required on create; every other field is
 * optional and takes a default. Each module the table names must declare exactly that; every module,
 * named there or added later, is created with its declared required fields alone.
 */
const table = readFileSync(new URL('./fixtures/product-entities.md', import.meta.url), 'utf8');

interface ContractField {
  name: string;
  starred: boolean;
}

/** `name*, slug, status (`a`, `b`)` → fields with their stars; parenthesised notes are dropped. */
function parseFields(cell: string): ContractField[] {
  let text = cell;
  while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, '');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ name: part.split(/[\s*]/)[0], starred: part.includes('*') }));
}

/** Module key → its fields, from the table's rows that are modules (settings pages have no create). */
function contractModules(): Map<string, ContractField[]> {
  const byModule = new Map<string, ContractField[]>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || cells[1] === 'Module (admin path)' || cells[1].startsWith('---')) continue;
    if (cells[1].includes('(settings')) continue;
    const keys = cells[1]
      .replace(/\([^()]*\)/g, '')
      .split(',')
      .map((key) => key.trim());
    for (const key of keys) byModule.set(key, parseFields(cells[2]));
  }
  return byModule;
}

const contract = contractModules();

const declaredRequired = (module: AnyModule) =>
  Object.entries(module.fields)
    .filter(([, definition]) => definition.required)
    .map(([name]) => name)
    .sort();

describe('required fields follow the stars of the contract', () => {
  it('names registered modules only', () => {
    expect(modules.map((module) => module.key)).toEqual(expect.arrayContaining([...contract.keys()]));
  });

  for (const [key, fields] of contract) {
    it(`${key}: exactly the starred fields are required`, () => {
      const starred = fields.filter((field) => field.starred).map((field) => field.name);
      expect(declaredRequired(findModuleByKey(key) as AnyModule)).toEqual(starred.sort());
    });
  }

  for (const module of modules) {
    it(`${module.key}: a create without its required fields is refused for exactly those`, () => {
      const result = createSchema(module).safeParse({});
      const missing = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
      expect([...new Set(missing)].sort()).toEqual(declaredRequired(module));
    });
  }

  it('gives an inquiry and a subscriber a status that is always set', () => {
    const inquiries = modules.find((module) => module.key === 'inquiries')!;
    const subscribers = modules.find((module) => module.key === 'subscribers')!;
    expect(inquiries.fields.status).toMatchObject({ default: 'new' });
    expect(subscribers.fields.status).toMatchObject({ default: 'subscribed' });
    expect(alwaysHasValue(inquiries.fields.status)).toBe(true);
    expect(alwaysHasValue(subscribers.fields.status)).toBe(true);
  });
});
