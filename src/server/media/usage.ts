import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import type { Fields } from '@/kit/fields';
import type { Registry } from '@/kit/registry';
import { ADMIN_ROOT } from '@/lib/constants';
import { moduleTables } from '@/server/db/module-tables';
import { decodeJson, engineValues } from '@/server/db/values';
import { decodeRow } from '@/server/records/storage';
import { trashMediaUsageFinder } from '@/server/trash/media-usage';
import { imageFieldsOf, storedValueHolds } from './image-fields';
import { storageKeysOf } from './media-records';
import { mediaUrl } from './storage';
import type { MediaQueryTarget, MediaUsage, MediaUsageFinder } from './usage-types';

export type { MediaQueryTarget, MediaUsage, MediaUsageFinder };

function editPath(module: AnyModule, id: number): string {
  const base = `${ADMIN_ROOT}/${module.adminPath}`;
  return module.pages.includes('edit') ? `${base}/${id}/edit` : base;
}

/** The `image` and `imageList` fields of one registered module. */
function moduleUsageFinder(module: AnyModule): MediaUsageFinder | null {
  const fields = imageFieldsOf(module.fields);
  if (fields.length === 0) return null;
  return async (target, mediaId) => {
    const codec = engineValues(target.engine);
    const rows = await moduleTables(target.db)
      .selectFrom(module.table)
      .selectAll()
      .where((eb) =>
        eb.or(
          fields.map(([name, field]) =>
            field.kind === 'image' ? eb(name, '=', mediaId) : codec.jsonListContains(eb, name, mediaId),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => {
      const record = decodeRow(module, row);
      const id = Number(row.id);
      return fields
        .filter(([name, field]) => storedValueHolds(field.kind, row[name], mediaId))
        .map(([name, field]) => ({
          module: module.key,
          label: module.label.singular,
          recordId: id,
          title: String(record[module.titleField] ?? `#${id}`),
          field: name,
          fieldLabel: field.label,
          adminPath: editPath(module, id),
          publicPaths: module.publicPaths(record),
        }));
    });
  };
}

/** The `image` and `imageList` fields of the settings pages (one stored JSON object per page). */
function settingsUsageFinder(pages: readonly SettingsDefinition[]): MediaUsageFinder {
  return async (target, mediaId) => {
    const withImages = pages.filter((page) => imageFieldsOf(page.fields).length > 0);
    if (withImages.length === 0) return [];
    const rows = await target.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where(
        'key',
        'in',
        withImages.map((page) => page.key),
      )
      .execute();
    return rows.flatMap((row) => {
      const page = withImages.find((candidate) => candidate.key === row.key)!;
      const stored = decodeJson<Record<string, unknown>>(row.value, {});
      return imageFieldsOf(page.fields)
        .filter(([name, field]) => storedValueHolds(field.kind, stored[name], mediaId))
        .map(([name, field]) => ({
          module: `settings/${page.key}`,
          label: page.label,
          recordId: null,
          title: page.label,
          field: name,
          fieldLabel: field.label,
          adminPath: `${ADMIN_ROOT}/${page.adminPath}`,
          publicPaths: page.publicPaths,
        }));
    });
  };
}

const richTextFieldsOf = (fields: Fields) =>
  Object.entries(fields).filter(([, field]) => field.kind === 'richText');

/** The addresses of a media item (its original and every resized copy), or none when it is gone. */
async function addressesOf(target: MediaQueryTarget, mediaId: number): Promise<string[]> {
  const row = await target.db.selectFrom('media').selectAll().where('id', '=', mediaId).executeTakeFirst();
  return row ? storageKeysOf(row).map(mediaUrl) : [];
}

const showsAny = (html: unknown, addresses: string[]) =>
  typeof html === 'string' && addresses.some((address) => html.includes(address));

/**
 * Images inserted into rich text (the editor's "Insert image") are kept by their address, the
 * original's or a resized copy's: a record whose text shows one uses the item as much as an image field.
 */
const richTextUsageFinder: MediaUsageFinder = async (target, mediaId, { modules, settingsPages }) => {
  const addresses = await addressesOf(target, mediaId);
  if (addresses.length === 0) return [];
  const codec = engineValues(target.engine);
  const usages: MediaUsage[] = [];
  for (const module of modules) {
    const fields = richTextFieldsOf(module.fields);
    if (fields.length === 0) continue;
    const rows = await moduleTables(target.db)
      .selectFrom(module.table)
      .selectAll()
      .where((eb) =>
        eb.or(fields.flatMap(([name]) => addresses.map((address) => codec.containsText(eb, name, address)))),
      )
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const record = decodeRow(module, row);
      const id = Number(row.id);
      for (const [name, field] of fields) {
        if (!showsAny(row[name], addresses)) continue;
        usages.push({
          module: module.key,
          label: module.label.singular,
          recordId: id,
          title: String(record[module.titleField] ?? `#${id}`),
          field: name,
          fieldLabel: field.label,
          adminPath: editPath(module, id),
          publicPaths: module.publicPaths(record),
        });
      }
    }
  }
  const pages = settingsPages.filter((page) => richTextFieldsOf(page.fields).length > 0);
  if (pages.length === 0) return usages;
  const rows = await target.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      pages.map((page) => page.key),
    )
    .execute();
  for (const row of rows) {
    const page = pages.find((candidate) => candidate.key === row.key)!;
    const stored = decodeJson<Record<string, unknown>>(row.value, {});
    for (const [name, field] of richTextFieldsOf(page.fields)) {
      if (!showsAny(stored[name], addresses)) continue;
      usages.push({
        module: `settings/${page.key}`,
        label: page.label,
        recordId: null,
        title: page.label,
        field: name,
        fieldLabel: field.label,
        adminPath: `${ADMIN_ROOT}/${page.adminPath}`,
        publicPaths: page.publicPaths,
      });
    }
  }
  return usages;
};

/**
 * Finders for image fields kept anywhere else than the registry's tables and settings: each part
 * of the data that can show a media item adds its finder here.
 */
const extraMediaUsageFinders: MediaUsageFinder[] = [trashMediaUsageFinder];

/** Every record and settings page that uses the media item, so it is never deleted while shown. */
export async function findMediaUsages(
  target: MediaQueryTarget,
  mediaId: number,
  registry: Registry,
): Promise<MediaUsage[]> {
  const finders = [
    ...registry.modules.map(moduleUsageFinder).filter((finder) => finder !== null),
    settingsUsageFinder(registry.settingsPages),
    richTextUsageFinder,
    ...extraMediaUsageFinders,
  ];
  const usages: MediaUsage[] = [];
  // One after another: inside a transaction every query shares one connection anyway.
  for (const find of finders) usages.push(...(await find(target, mediaId, registry)));
  return usages;
}
