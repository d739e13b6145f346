import 'server-only';
import { ADMIN_ROOT } from '@/lib/constants';
import { decodeJson } from '../db/values';
import { imageFieldsOf, storedValueHolds } from '../media/image-fields';
import type { MediaUsageFinder } from '../media/usage-types';

const TRASH_PAGE = `${ADMIN_ROOT}/trash`;

/**
 * A record waiting in the trash still uses its images: an image is not deleted from the library
 * while a restore could bring back a record that shows it.
 */
export const trashMediaUsageFinder: MediaUsageFinder = async (target, mediaId, { modules }) => {
  const withImages = modules.filter((module) => imageFieldsOf(module.fields).length > 0);
  if (withImages.length === 0) return [];
  const rows = await target.db
    .selectFrom('trash')
    .select(['module', 'recordId', 'title', 'record'])
    .where(
      'module',
      'in',
      withImages.map((module) => module.key),
    )
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const module = withImages.find((candidate) => candidate.key === row.module)!;
    const record = decodeJson<Record<string, unknown>>(row.record, {});
    return imageFieldsOf(module.fields)
      .filter(([name, field]) => storedValueHolds(field.kind, record[name], mediaId))
      .map(([name, field]) => ({
        module: module.key,
        label: `${module.label.singular} in the trash`,
        recordId: row.recordId,
        title: row.title,
        field: name,
        fieldLabel: field.label,
        adminPath: TRASH_PAGE,
        publicPaths: [],
      }));
  });
};
