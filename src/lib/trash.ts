import { z } from '@/lib/zod';
import type { ListPage } from './paged-lists';

/** The trash and the kept versions of records, as the API answers them: one shape for the server and the admin. */

export const trashEntrySchema = z.object({
  id: z.number().int(),
  /** Module key (`services`). */
  module: z.string(),
  recordId: z.number().int(),
  title: z.string(),
  deletedAt: z.string(),
  /** When the entry is deleted for good unless restored before. */
  purgeAt: z.string(),
  deletedByName: z.string().nullable(),
});

export type TrashEntry = z.infer<typeof trashEntrySchema>;
export type TrashPage = ListPage<TrashEntry>;

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  /** The record's title in this version. */
  title: z.string(),
  /** When the save that replaced this version happened. */
  createdAt: z.string(),
  /** When this version itself had been saved. */
  savedAt: z.string().nullable(),
  /** Who made the save that replaced it. */
  userName: z.string().nullable(),
  changedFields: z.array(z.string()),
});

export const fieldComparisonSchema = z.object({
  name: z.string(),
  label: z.string(),
  revision: z.unknown(),
  current: z.unknown(),
  changed: z.boolean(),
});

export const revisionComparisonSchema = revisionSummarySchema.extend({
  fields: z.array(fieldComparisonSchema),
});

export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type FieldComparison = z.infer<typeof fieldComparisonSchema>;
export type RevisionComparison = z.infer<typeof revisionComparisonSchema>;
