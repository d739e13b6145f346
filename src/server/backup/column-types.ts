import { type Fields, localizedFieldNames } from '@/kit/fields';
import { needsTranslationColumn, TRANSLATED_LOCALES } from '@/kit/locales';

/**
 * What each column holds, for the columns that no module field describes: the tables that are not
 * modules, and the columns every module table (or one of them) has beyond its fields. SQLite keeps
 * timestamps, JSON and text alike as text, so a restore into it learns the column's kind here, not
 * from the database. A test holds this list against the migrated tables on both engines.
 */
export type ColumnType =
  | { kind: 'integer' }
  | { kind: 'boolean' }
  | { kind: 'timestamp' }
  | { kind: 'json' }
  | { kind: 'text'; max?: number };

const integer: ColumnType = { kind: 'integer' };
const timestamp: ColumnType = { kind: 'timestamp' };
const json: ColumnType = { kind: 'json' };
const text = (max?: number): ColumnType => ({ kind: 'text', max });

/** Columns of a module's table besides its fields (see `RecordColumn` and `internalColumns`). */
export const RECORD_COLUMN_TYPES: Record<string, ColumnType> = {
  id: integer,
  createdAt: timestamp,
  updatedAt: timestamp,
};

/**
 * The marks of records whose translation lags behind their English, on the table of a module with
 * localized fields (the translations themselves are checked by their fields' rules).
 */
export const translationMarkTypes = (fields: Fields): Record<string, ColumnType> =>
  localizedFieldNames(fields).length === 0
    ? {}
    : Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [needsTranslationColumn(locale), { kind: 'boolean' }]),
      );

/** Columns a module table keeps for the server, by table. */
export const INTERNAL_COLUMN_TYPES: Record<string, Record<string, ColumnType>> = {
  users: { tokenVersion: integer, signedOutSessions: json },
  subscribers: { unsubscribeToken: text(64) },
  inquiries: { surveyCancelledAt: timestamp, estimateNotKeptReason: text(300) },
};

/** Every column of the tables that are not modules, by table. */
export const FIXED_TABLE_COLUMN_TYPES: Record<string, Record<string, ColumnType>> = {
  activity_log: {
    id: integer,
    userId: integer,
    module: text(60),
    recordId: integer,
    action: text(30),
    changedFields: text(),
    ip: text(64),
    createdAt: timestamp,
  },
  media: {
    id: integer,
    storageKey: text(120),
    mimeType: text(60),
    width: integer,
    height: integer,
    sizeBytes: integer,
    alt: text(300),
    variants: json,
    contentHash: text(64),
    originalName: text(255),
    createdAt: timestamp,
    updatedAt: timestamp,
  },
  app_meta: { key: text(120), value: text() },
  rate_limits: { key: text(255), points: integer, expire: integer },
  settings: { key: text(40), value: json, updatedAt: timestamp },
  mail_outbox: {
    id: integer,
    kind: text(40),
    toAddress: text(2000),
    replyTo: text(254),
    subject: text(300),
    html: text(),
    text: text(),
    // The files a message carries (a survey's .ics), as JSON; sealed like the body when private.
    attachments: text(),
    status: text(10),
    attempts: integer,
    priority: integer,
    nextAttemptAt: timestamp,
    lastError: text(1000),
    relatedModule: text(60),
    relatedId: integer,
    createdAt: timestamp,
    sentAt: timestamp,
  },
  password_resets: {
    id: integer,
    userId: integer,
    tokenHash: text(64),
    expiresAt: timestamp,
    usedAt: timestamp,
    createdAt: timestamp,
  },
  trash: {
    id: integer,
    module: text(60),
    recordId: integer,
    title: text(300),
    deletedBy: integer,
    record: json,
    deletedAt: timestamp,
  },
  revisions: {
    id: integer,
    module: text(60),
    recordId: integer,
    changedFields: text(),
    userId: integer,
    activityId: integer,
    record: json,
    createdAt: timestamp,
  },
  contact_taps: { id: integer, day: text(10), path: text(300), kind: text(4), count: integer },
  preview_links: {
    id: integer,
    module: text(60),
    recordId: integer,
    issuedBy: integer,
    issuerTokenVersion: integer,
    tokenHash: text(64),
    expiresAt: timestamp,
    createdAt: timestamp,
  },
  two_factor: {
    userId: integer,
    secret: text(300),
    lastUsedStep: integer,
    enabledAt: timestamp,
    lastVerifiedAt: timestamp,
    createdAt: timestamp,
  },
  recovery_codes: {
    id: integer,
    userId: integer,
    codeHash: text(64),
    usedAt: timestamp,
    createdAt: timestamp,
  },
};
