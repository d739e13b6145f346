import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import type { Fields } from '@/kit/fields';
import { needsTranslationColumn, type TranslatedLocale } from '@/kit/locales';
import { findModule, type Registry } from '@/kit/registry';
import { writeRecord } from '@/server/records/repository';
import { writeTranslation } from '@/server/records/save-translation';
import { readSettings, writeSettings, writeSettingsTranslation } from '@/server/records/settings-store';
import type { Values } from '@/server/records/storage';
import { translationColumns } from '@/server/records/translations';
import type { Database } from '../db/engine';
import { moduleTables } from '../db/module-tables';
import { importProcessedImage } from '../media/library';
import type { MediaStorage } from '../media/storage';
import type { DemoBusiness } from './demo-business';
import { logoSvg, productSvg, sceneSvg, sitePlanSvg } from './illustrations';
import type { DemoPicture, DemoRecord, DemoTranslations, RecordRef } from './markers';
import { processedDemoPicture } from './picture-cache';

const isPicture = (value: unknown): value is DemoPicture =>
  typeof value === 'object' && value !== null && '$image' in value;
const isRef = (value: unknown): value is RecordRef =>
  typeof value === 'object' && value !== null && '$ref' in value;

function pictureSvg(picture: DemoPicture): string {
  if (picture.$image === 'scene') return sceneSvg(picture.kind, picture.variant);
  if (picture.$image === 'product') return productSvg(picture.shape);
  if (picture.$image === 'plan') return sitePlanSvg(picture);
  return logoSvg(picture.variant, picture.word);
}

/**
 * Turns demo markers into stored values: pictures into media ids, references into record ids. A
 * reference to a record of `deferredModule` (a category's parent category) is left as it is: that
 * record is made in the same batch, and `withinBatch` resolves it once it exists.
 */
function resolver(database: Database, storage: MediaStorage, registry: Registry) {
  const imported = new Map<string, number>();
  const resolve = async (value: unknown, deferredModule?: string): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(item, deferredModule)));
    if (isPicture(value)) {
      const cacheKey = JSON.stringify({ ...value, alt: undefined });
      if (!imported.has(cacheKey)) {
        const item = await importProcessedImage(
          database,
          storage,
          await processedDemoPicture(pictureSvg(value)),
          value.alt,
        );
        imported.set(cacheKey, item.id);
      }
      return imported.get(cacheKey);
    }
    if (isRef(value)) {
      if (value.$ref === deferredModule) return value;
      const target = findModule(registry, value.$ref)!;
      const row = await moduleTables(database.db)
        .selectFrom(target.table)
        .select('id')
        .where(target.titleField, '=', value.title)
        .executeTakeFirst();
      return row?.id ?? null;
    }
    return value;
  };
  return async (record: DemoRecord, deferredModule?: string): Promise<Values> =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(record).map(async ([key, value]) => [key, await resolve(value, deferredModule)]),
      ),
    );
}

/** A record's references to records made earlier in its own batch, by their titles. */
function withinBatch(record: Values, madeByTitle: Map<string, number>): Values {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      isRef(value) ? (madeByTitle.get(value.title) ?? null) : value,
    ]),
  );
}

/**
 * New records start as drafts; the demo business is on show: its records are published unless they
 * say otherwise.
 */
function asPublished(module: AnyModule, record: DemoRecord): DemoRecord {
  return module.fields.published?.kind === 'boolean' ? { published: true, ...record } : record;
}

/** Runs `seed` once per installation and marker: content that staff later delete does not come back. */
async function once(database: Database, marker: string, seed: () => Promise<void>) {
  const done = await database.db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', marker)
    .executeTakeFirst();
  if (done) return;
  await seed();
  await database.db
    .insertInto('app_meta')
    .values({ key: marker, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

const noSecrets = async (): Promise<Uint8Array> => {
  throw new Error('Demo settings carry no secrets');
};

/**
 * Loads the demo business into every module and settings page it fills that is still empty. The
 * registry finds the records a demo record refers to.
 */
export async function seedDemoContent(
  database: Database,
  storage: MediaStorage,
  registry: Registry,
  demo: DemoBusiness,
) {
  const resolve = resolver(database, storage, registry);
  for (const { module, records } of demo.records) {
    const key = module.key;
    await once(database, `demo-seeded:${key}`, async () => {
      if (await moduleTables(database.db).selectFrom(module.table).select('id').limit(1).executeTakeFirst())
        return;
      const resolved: Values[] = [];
      for (const record of records) resolved.push(await resolve(asPublished(module, record), key));
      await database.db.transaction().execute(async (trx) => {
        const madeByTitle = new Map<string, number>();
        for (const record of resolved) {
          const written = await writeRecord(
            { database, trx, registry },
            module,
            withinBatch(record, madeByTitle),
            'create',
          );
          madeByTitle.set(String(written.record[module.titleField]), written.record.id);
        }
      });
    });
  }
  for (const { settings, values } of demo.settings) {
    await once(database, `demo-seeded:settings.${settings.key}`, async () => {
      const input = await resolve(values);
      await database.db
        .transaction()
        .execute((trx) => writeSettings(database, trx, settings, input, noSecrets));
    });
  }
  await seedDemoTranslations(database, demo);
}

/** Whether a stored row or settings value holds no translation into `locale` yet. */
const untranslated = (fields: Fields, stored: Values, locale: TranslatedLocale) =>
  translationColumns(fields)
    .filter((column) => column.endsWith(`_${locale}`) && column !== needsTranslationColumn(locale))
    .every((column) => stored[column] === null || stored[column] === undefined);

/**
 * The demo business in its other languages, once per language and module (a site seeded before
 * a language was added gets it too): each demo record still under its English title, and each
 * settings page, that has no translation yet. Staff's own translations are never replaced.
 */
async function seedDemoTranslations(database: Database, demo: DemoBusiness) {
  for (const { module, translations = {} } of demo.records) {
    for (const [locale, byTitle] of Object.entries(translations) as [TranslatedLocale, DemoTranslations][]) {
      await once(database, `demo-translated:${locale}:${module.key}`, () =>
        database.db.transaction().execute(async (trx) => {
          for (const [title, input] of Object.entries(byTitle)) {
            const row = await moduleTables(trx)
              .selectFrom(module.table)
              .selectAll()
              .where(module.titleField, '=', title)
              .executeTakeFirst();
            if (!row || !untranslated(module.fields, row, locale)) continue;
            await writeTranslation(trx, database.engine, module, {
              id: Number(row.id),
              locale,
              input,
              mode: 'replace',
            });
          }
        }),
      );
    }
  }
  for (const { settings, translations = {} } of demo.settings) {
    for (const [locale, input] of Object.entries(translations) as [TranslatedLocale, DemoRecord][]) {
      await once(database, `demo-translated:${locale}:settings.${settings.key}`, async () => {
        const { stored } = await readSettings(database, settings);
        if (!untranslated(settings.fields, stored, locale)) return;
        await database.db
          .transaction()
          .execute((trx) => writeSettingsTranslation(database, trx, settings, locale, input));
      });
    }
  }
}
