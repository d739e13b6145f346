import { z } from '@/lib/zod';

/**
 * A backup is one gzip'd tar, read and written as a stream:
 *   manifest.json          what follows, and the schema version (the migrations applied)
 *   tables/<table>.ndjson  one JSON object per row, tables in the order they can be loaded
 *   uploads/<key>          every uploaded file, as stored
 * Values are engine-neutral: JSON and timestamps as text, booleans as 0/1 or true/false.
 */
export const ARCHIVE_FORMAT = 'securecam-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const UPLOADS_FOLDER = 'uploads/';

export const tableEntryName = (table: string) => `${TABLES_FOLDER}${table}.ndjson`;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.string(),
  sourceEngine: z.enum(['sqlite', 'postgres']),
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  uploads: z.number().int().min(0),
  /** The site's secret sealed with the backup's passphrase (`--passphrase-file`); absent without one. */
  siteSecret: z.string().optional(),
  /** What the archive does not hold, in words (the site's secret, without a passphrase). */
  leftOut: z.array(z.string()).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** What an archive made without a passphrase says it leaves out, and what that means after a restore. */
export const SECRET_LEFT_OUT =
  "The site's secret (AUTH_SECRET) is not in this archive (it was made without --passphrase-file). " +
  'Restored on a site with another secret, the stored SMTP password must be entered again in E-mail ' +
  'settings, staff set up two-factor sign-in again (an administrator resets it), e-mails waiting with ' +
  'a reset link are not sent, and everyone signs in again.';

/** A restore that would lose or mix data, or an archive this code cannot read: said in one sentence. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** What a backup holds or a restore loaded: rows per table, files and their bytes. */
export interface ArchiveCounts {
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

export function describeCounts(counts: ArchiveCounts): string {
  const rows = Object.values(counts.tables).reduce((sum, count) => sum + count, 0);
  const lines = Object.entries(counts.tables).map(([table, count]) => `  ${table.padEnd(28)} ${count}`);
  return [
    `${Object.keys(counts.tables).length} tables, ${rows} rows:`,
    ...lines,
    `${counts.files} uploaded files, ${counts.bytes} bytes`,
  ].join('\n');
}
