import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alwaysHasValue } from '@/kit/fields';
import { createSchema } from '@/kit/schemas';
import { modules } from '@/registry';

/**
 * The contract's field table marks with * the fields required on create; every other field is
 * optional and takes a default. Each module's declaration must say exactly that.
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

describe('required fields follow the stars of the contract', () => {
  it('reads every registered module from the table', () => {
    expect([...contract.keys()].sort()).toEqual(modules.map((module) => module.key).sort());
  });

  for (const module of modules) {
    it(`${module.key}: exactly the starred fields are required`, () => {
      const fields = contract.get(module.key) ?? [];
      const starred = fields.filter((field) => field.starred).map((field) => field.name);
      const required = Object.entries(module.fields)
        .filter(([, definition]) => definition.required)
        .map(([name]) => name);
      expect(required.sort()).toEqual(starred.sort());
    });

    it(`${module.key}: a create with only the starred fields passes the schema`, () => {
      const schema = createSchema(module);
      const result = schema.safeParse({});
      const missing = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
      const starred = (contract.get(module.key) ?? []).filter((field) => field.starred).map((f) => f.name);
      expect([...new Set(missing)].sort()).toEqual(starred.sort());
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
