import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IconBox } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { type Field, type Fields, field } from '@/kit/fields';
import type { ProjectMigration } from '@/server/db/migration-kit';

/** A throwaway module of table `every_kind` with these fields, named by `title`. */
export const thingModule = <F extends Fields & { title: Field }>(fields: F) =>
  defineModule({
    key: 'every-kind',
    table: 'every_kind',
    adminPath: 'every-kind',
    label: { singular: 'Thing', plural: 'Things' },
    fields,
    titleField: 'title',
    listColumns: ['title'],
    searchFields: ['title'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    access: 'staff',
    adminLinks: [{ label: 'Things', icon: IconBox, sidebar: 999 }],
    publicPaths: () => [],
  });

/** A throwaway module with a field of every kind a generated migration writes a column for. */
export const everyKindModule = thingModule({
  title: field.text('Title', { required: true, max: 90 }),
  note: field.text('Note'),
  summary: field.textarea('Summary', { max: 300, localized: true }),
  body: field.richText('Body'),
  slug: field.slug('title'),
  published: field.boolean('Published', true),
  rating: field.integer('Rating', { min: 1, max: 5 }),
  count: field.integer('Count', { min: 0 }),
  sortOrder: field.sortOrder(),
  priceCents: field.money('Price'),
  status: field.enum('Status', ['draft', 'active', 'retired'], { default: 'draft' }),
  tags: field.stringList('Tags', { localized: true }),
  startsOn: field.date('Starts on'),
  seenAt: field.datetime('Seen at'),
  imageId: field.image('Image'),
  imageIds: field.imageList('Images'),
  productId: field.reference('Product', 'products', { required: true }),
  specs: field.specList('Specifications'),
  sections: field.toggles('Sections', { a: 'A', b: 'B' }),
  apiKey: field.secret('API key'),
});

/** Writes a generated migration's source where it can be imported, and imports it. */
export async function loadGeneratedMigration(name: string, source: string): Promise<ProjectMigration> {
  const folder = path.resolve('.cache/generated-migrations');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}-${process.pid}-${Date.now()}.ts`);
  writeFileSync(file, source);
  try {
    return ((await import(file)) as { default: ProjectMigration }).default;
  } finally {
    rmSync(file);
  }
}
