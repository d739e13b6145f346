import type { Field, FieldKind, FieldSet } from '@/kit/fields';
import { formFields } from './form-values';

export interface FormSection {
  title: string;
  fields: [string, Field][];
}

/** Short settings sit beside the content; search-engine fields get a card of their own. */
const SETTINGS_KINDS: FieldKind[] = [
  'boolean',
  'enum',
  'sortOrder',
  'integer',
  'money',
  'date',
  'datetime',
  'reference',
  'toggles',
];

export function formSections(module: FieldSet): { main: FormSection[]; side: FormSection[] } {
  const content: [string, Field][] = [];
  const seo: [string, Field][] = [];
  const settings: [string, Field][] = [];
  const named = new Map<string, [string, Field][]>();
  for (const entry of formFields(module)) {
    const [name, field] = entry;
    if (field.section) named.set(field.section, [...(named.get(field.section) ?? []), entry]);
    else if (SETTINGS_KINDS.includes(field.kind)) settings.push(entry);
    else if (name.startsWith('seo')) seo.push(entry);
    else content.push(entry);
  }
  // A form made only of named sections (Survey availability) has no empty Content card.
  const main = content.length || named.size === 0 ? [{ title: 'Content', fields: content }] : [];
  for (const [title, fields] of named) main.push({ title, fields });
  if (seo.length) main.push({ title: 'Search engine listing', fields: seo });
  const side = settings.length ? [{ title: 'Settings', fields: settings }] : [];
  return { main, side };
}
