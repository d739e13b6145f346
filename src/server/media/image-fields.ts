import type { Fields } from '@/kit/fields';
import { decodeJson } from '@/server/db/values';

/** The `image` and `imageList` fields among a module's or settings page's fields. */
export function imageFieldsOf(fields: Fields) {
  return Object.entries(fields).filter(([, field]) => field.kind === 'image' || field.kind === 'imageList');
}

/** Whether a stored value of an image field refers to the media item. */
export function storedValueHolds(kind: string, value: unknown, mediaId: number): boolean {
  if (kind === 'image') return value !== null && value !== undefined && Number(value) === mediaId;
  return decodeJson<unknown[]>(value, []).some((item) => Number(item) === mediaId);
}
