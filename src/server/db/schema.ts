import type { Generated } from 'kysely';

/**
 * Column types as the driver hands them back. Booleans are 0/1 on SQLite, timestamps are text on
 * SQLite and Date on PostgreSQL, JSON lists are text on SQLite: `columns.ts` decodes all of them.
 */
type DbBoolean = number | boolean;
type DbTimestamp = string | Date;

/*
 * `UsersTable` and `SubscribersTable` describe the same rows as the users and subscribers modules,
 * yet stay written out here: the engine reads them (sign-in, token checks, the unsubscribe link)
 * and may not import a feature, and they are the stored columns as the driver hands them back
 * (0/1 booleans, text or Date timestamps, the password hash, internal columns), not the API's
 * record. tests/unit/table-types.test.ts holds their columns and value types against the modules'
 * declarations, so neither can change alone.
 */

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'editor';
  active: DbBoolean;
  passwordHash: string;
  tokenVersion: Generated<number>;
  /** The sessions signed out of (`SignedOutSession[]`): JSON text on SQLite, jsonb on PostgreSQL. */
  signedOutSessions: Generated<string | unknown[]>;
  createdAt: DbTimestamp;
  updatedAt: DbTimestamp;
}

export interface ActivityLogTable {
  id: Generated<number>;
  userId: number | null;
  module: string;
  recordId: number | null;
  action: string;
  changedFields: string | null;
  ip: string | null;
  createdAt: DbTimestamp;
}

export interface MediaTable {
  id: Generated<number>;
  storageKey: string;
  mimeType: string;
  width: number;
  height: number;
  sizeBytes: number;
  alt: string;
  variants: string | unknown;
  /** SHA-256 (hex) of the bytes as uploaded; empty for items from before it was kept. */
  contentHash: string | null;
  /** The file's name on the uploader's computer; empty for items from before it was kept. */
  originalName: string | null;
  createdAt: DbTimestamp;
  updatedAt: DbTimestamp;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  source: string | null;
  unsubscribeToken: Generated<string>;
  createdAt: DbTimestamp;
  updatedAt: DbTimestamp;
}

export interface SettingsTable {
  key: string;
  value: string | unknown;
  updatedAt: DbTimestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  /** Lower goes first: transactional mail before lead mail (`src/server/mail/priority.ts`). */
  priority: Generated<number>;
  nextAttemptAt: DbTimestamp;
  lastError: string | null;
  relatedModule: string | null;
  relatedId: number | null;
  /** JSON list of `{filename, contentType, content}` (sealed like the bodies); null: none. */
  attachments: string | null;
  createdAt: DbTimestamp;
  sentAt: DbTimestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: DbTimestamp;
  usedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
}

export interface TwoFactorTable {
  userId: number;
  /** The authenticator key, sealed with the site's secret (crypto/secret-box.ts). */
  secret: string;
  lastUsedStep: number | null;
  /** Empty while the set-up waits for its first code. */
  enabledAt: DbTimestamp | null;
  /** When a sign-in last passed its second step: challenges issued before it are used up. */
  lastVerifiedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
}

export interface TrashTable {
  id: Generated<number>;
  module: string;
  recordId: number;
  title: string;
  deletedBy: number | null;
  /** The record as the API returned it: JSON text on SQLite, jsonb on PostgreSQL. */
  record: string | unknown;
  deletedAt: DbTimestamp;
}

export interface RevisionsTable {
  id: Generated<number>;
  module: string;
  recordId: number;
  changedFields: string | null;
  userId: number | null;
  activityId: number | null;
  record: string | unknown;
  createdAt: DbTimestamp;
}

export interface PreviewLinksTable {
  id: Generated<number>;
  module: string;
  recordId: number;
  issuedBy: number;
  issuerTokenVersion: number;
  tokenHash: string;
  expiresAt: DbTimestamp;
  createdAt: DbTimestamp;
}

/** Tables with a fixed shape. Module tables are declared by their module and reached through the kit. */
export interface DatabaseSchema {
  users: UsersTable;
  activity_log: ActivityLogTable;
  media: MediaTable;
  rate_limits: RateLimitsTable;
  app_meta: AppMetaTable;
  settings: SettingsTable;
  subscribers: SubscribersTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  trash: TrashTable;
  revisions: RevisionsTable;
  preview_links: PreviewLinksTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
}
