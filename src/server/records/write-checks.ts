import 'server-only';
import type { Kysely } from 'kysely';
import type { AnyModule } from '@/kit/define-module';
import { sentenceStart, withArticle } from '@/kit/label-words';
import { findModule, type ModuleLookup } from '@/kit/registry';
import { invalidInput } from '@/server/api/errors';
import { hashPassword } from '@/server/auth/password';
import type { ModuleTables } from '@/server/db/module-tables';
import type { Values } from './storage';

/**
 * The input with each given password replaced by its argon2id hash. Done before the write's
 * transaction opens: hashing is slow on purpose and must not hold the database meanwhile.
 */
export async function withHashedPasswords(module: AnyModule, input: Values): Promise<Values> {
  const hashed = { ...input };
  for (const [name, definition] of Object.entries(module.fields)) {
    if (definition.kind === 'password' && typeof input[name] === 'string') {
      hashed[name] = await hashPassword(input[name] as string);
    }
  }
  return hashed;
}

async function missingIds(db: Kysely<ModuleTables>, table: string, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set(
    (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  return ids.filter((id) => !found.has(id));
}

/**
 * The ids among `ids` of media items with no alt text. A record's images are shown on public pages,
 * where an image without a description fails the people who cannot see it: such an item must get
 * its alt text in the media library before a record may show it.
 */
async function idsWithoutAlt(db: Kysely<ModuleTables>, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('media').select(['id', 'alt']).where('id', 'in', ids).execute();
  return rows.filter((row) => String(row.alt ?? '').trim() === '').map((row) => Number(row.id));
}

/** A record cannot sit inside itself or inside one of its own descendants. */
async function assertNoCycle(
  db: Kysely<ModuleTables>,
  module: AnyModule,
  field: string,
  id: number,
  parentId: number,
) {
  const seen = new Set<number>();
  for (let current: number | null = parentId; current !== null; ) {
    if (current === id) {
      throw invalidInput({
        [field]: [
          `${sentenceStart(withArticle(module.label.singular))} cannot be placed inside itself or its own sub-items`,
        ],
      });
    }
    if (seen.has(current)) return;
    seen.add(current);
    const row = await db.selectFrom(module.table).select(field).where('id', '=', current).executeTakeFirst();
    current = (row?.[field] as number | null | undefined) ?? null;
  }
}

/**
 * Every referenced record and media item must exist (a clear error on the field instead of a
 * constraint failure), every referenced media item must have its alt text, and a nesting
 * reference must not make a loop.
 */
export async function assertReferencesValid(
  db: Kysely<ModuleTables>,
  module: AnyModule,
  values: Values,
  id: number | undefined,
  registry: ModuleLookup,
) {
  const errors: Record<string, string[]> = {};
  for (const [name, definition] of Object.entries(module.fields)) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    if (definition.kind === 'image' || definition.kind === 'imageList') {
      const ids = definition.kind === 'image' ? [value as number] : (value as number[]);
      const missing = await missingIds(db, 'media', ids);
      if (missing.length) errors[name] = [`No media item with id ${missing.join(', ')}`];
      else {
        const withoutAlt = await idsWithoutAlt(db, ids);
        if (withoutAlt.length) {
          const which = withoutAlt.length === 1 ? 'The image' : 'Some images';
          errors[name] = [
            `${which} chosen for ${definition.label} ha${withoutAlt.length === 1 ? 's' : 've'} no alt text (media item ${withoutAlt.join(', ')}): add it in the media library first`,
          ];
        }
      }
    }
    if (definition.kind === 'reference') {
      const table = findModule(registry, definition.module)?.table;
      if (!table) throw new Error(`${module.key}.${name} refers to unknown module ${definition.module}`);
      if ((await missingIds(db, table, [value as number])).length) {
        errors[name] = [`${definition.label} does not exist`];
      } else if (definition.module === module.key && id !== undefined) {
        await assertNoCycle(db, module, name, id, value as number);
      }
    }
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}
