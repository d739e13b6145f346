import type { AnyModule, Role } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import type { Fields } from '@/kit/fields';
import { findModule, findSettings, type Registry } from '@/kit/registry';
import { ADMIN_ROOT } from '@/lib/constants';
import { canOpenModule, canOpenSettings } from '../access';
import { modulePaths } from '../routing/resolve-admin-route';
import type { ActivityEntry } from './activity-log-api';

/** How the admin names and links activity-log entries. Pure: the same entry always reads the same. */

/** The declarations an entry's module key is looked up in. */
export type LoggedDeclarations = Pick<Registry, 'modules' | 'settingsPages'>;

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  reorder: 'Reordered',
  translate: 'Translated',
  login: 'Signed in',
  logout: 'Signed out',
  'login-failed': 'Failed sign-in',
  restore: 'Restored',
  'restore-revision': 'Restored a version',
  'delete-forever': 'Deleted for good',
  // Two-factor sign-in.
  'login-recovery-code': 'Signed in with a recovery code',
  'two-factor-failed': 'Wrong two-factor code',
  'two-factor-enabled': 'Turned on two-factor sign-in',
  'two-factor-disabled': 'Turned off two-factor sign-in',
  'recovery-codes-replaced': 'Made new recovery codes',
  'two-factor-required': 'Required two-factor sign-in of everyone',
  'two-factor-optional': 'Left two-factor sign-in to each person',
  'two-factor-reset': 'Reset two-factor sign-in',
  // `npm run rotate-secret`, `npm run restore`.
  'secret-rotated': "Changed the site's secret",
  'backup-restored': 'Restored the site from a backup',
};

/**
 * What the public site's forms do, logged without a user: a quote request or a newsletter sign-up
 * arriving, an unsubscribe link followed.
 */
const VISITOR_ACTION_LABELS: Record<string, string> = {
  'create-public': 'Created',
  'create-spam': 'Created as spam',
  unsubscribe: 'Unsubscribed',
  // Through a booked survey's private link; staff moving a survey log the first under their name.
  'survey-rescheduled': 'Moved the survey',
  'survey-cancelled': 'Cancelled the survey',
};

/** Who did it, for an entry of the public site's forms. */
export const WEBSITE_VISITOR = 'Website visitor';

/**
 * Who did it, for what the server's own commands log (`npm run create-admin -- --reset-two-factor`,
 * `npm run rotate-secret`, `npm run restore`).
 */
export const SERVER_COMMAND = 'Server command';
const SERVER_COMMAND_ACTIONS = new Set(['two-factor-reset', 'secret-rotated', 'backup-restored']);

const ACTION_COLORS: Record<string, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  reorder: 'grape',
  translate: 'indigo',
  login: 'gray',
  logout: 'gray',
  'login-failed': 'orange',
  restore: 'teal',
  'restore-revision': 'cyan',
  'delete-forever': 'red',
  'login-recovery-code': 'yellow',
  'two-factor-failed': 'orange',
  'two-factor-enabled': 'teal',
  'two-factor-disabled': 'orange',
  'recovery-codes-replaced': 'blue',
  'two-factor-required': 'teal',
  'two-factor-optional': 'orange',
  'two-factor-reset': 'red',
  'secret-rotated': 'orange',
  'backup-restored': 'teal',
  'create-public': 'teal',
  'create-spam': 'orange',
  unsubscribe: 'gray',
  'survey-rescheduled': 'blue',
  'survey-cancelled': 'orange',
};

/** Entries written outside the module registry. */
const OTHER_MODULE_LABELS: Record<string, string> = {
  auth: 'Sign-in',
  backup: 'Backup',
  media: 'Media library',
};

/** Settings pages log under `settings.{key}`. */
const SETTINGS_PREFIX = 'settings.';

/** The actions the log filter offers, in the order people look for them. */
export const FILTERABLE_ACTIONS = Object.keys(ACTION_LABELS);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? VISITOR_ACTION_LABELS[action] ?? sentenceCase(action);
}

/**
 * Who an entry names as its author: the user, a website visitor for what the public forms log, the
 * server's command line for what its commands log, or "Unknown user" (a failed sign-in with an
 * address no account has).
 */
export function activityActor(entry: Pick<ActivityEntry, 'userId' | 'userName' | 'userEmail' | 'action'>): {
  label: string;
  userId: number | null;
} {
  if (entry.userId !== null) {
    return { label: entry.userName || entry.userEmail || `User #${entry.userId}`, userId: entry.userId };
  }
  if (Object.hasOwn(VISITOR_ACTION_LABELS, entry.action)) return { label: WEBSITE_VISITOR, userId: null };
  if (SERVER_COMMAND_ACTIONS.has(entry.action)) return { label: SERVER_COMMAND, userId: null };
  return { label: 'Unknown user', userId: null };
}

export function actionColor(action: string): string {
  return ACTION_COLORS[action] ?? 'gray';
}

function settingsOf(registry: LoggedDeclarations, moduleKey: string): SettingsDefinition | undefined {
  return moduleKey.startsWith(SETTINGS_PREFIX)
    ? findSettings(registry, moduleKey.slice(SETTINGS_PREFIX.length))
    : undefined;
}

export function moduleLabel(registry: LoggedDeclarations, moduleKey: string): string {
  return (
    findModule(registry, moduleKey)?.label.plural ??
    settingsOf(registry, moduleKey)?.label ??
    OTHER_MODULE_LABELS[moduleKey] ??
    sentenceCase(moduleKey)
  );
}

/** Changed field names as their form labels (`firstName` → `First name`); unknown names stay as stored. */
export function changedFieldLabels(
  registry: LoggedDeclarations,
  entry: Pick<ActivityEntry, 'module' | 'changedFields'>,
): string[] {
  const fields: Fields | undefined =
    findModule(registry, entry.module)?.fields ?? settingsOf(registry, entry.module)?.fields;
  return entry.changedFields.map((name) => fields?.[name]?.label ?? name);
}

/** What an entry is about: a text, a link when the reader may open it, and whether the record is gone. */
export interface ActivityTarget {
  text: string;
  href: string | null;
  deleted: boolean;
}

function recordPageOf(module: AnyModule, id: number): string | null {
  if (module.pages.includes('view')) return modulePaths.view(module, id);
  if (module.pages.includes('edit')) return modulePaths.edit(module, id);
  return null;
}

export function activityTarget(
  registry: LoggedDeclarations,
  entry: Pick<ActivityEntry, 'module' | 'recordId' | 'recordTitle'>,
  role: Role | undefined,
): ActivityTarget {
  const settings = settingsOf(registry, entry.module);
  if (settings) {
    const href = canOpenSettings(settings, role) ? `${ADMIN_ROOT}/${settings.adminPath}` : null;
    return { text: settings.label, href, deleted: false };
  }
  if (entry.recordId === null) return { text: '—', href: null, deleted: false };

  const byId = `#${entry.recordId}`;
  const module = findModule(registry, entry.module);
  if (!module || !canOpenModule(module, role)) return { text: byId, href: null, deleted: false };
  // The API names every record that still exists, so a missing title means the record was deleted.
  if (entry.recordTitle === null) return { text: byId, href: null, deleted: true };
  return {
    text: entry.recordTitle.trim() || byId,
    href: recordPageOf(module, entry.recordId),
    deleted: false,
  };
}

/** The kept version an update replaced, to compare with the current record, while both exist. */
export function revisionHref(
  registry: LoggedDeclarations,
  entry: Pick<ActivityEntry, 'module' | 'recordId' | 'recordTitle' | 'revisionId'>,
  role: Role | undefined,
): string | null {
  const module = findModule(registry, entry.module);
  if (entry.revisionId === null || entry.recordId === null || entry.recordTitle === null) return null;
  if (!module?.trash || !canOpenModule(module, role)) return null;
  return modulePaths.revision(module, entry.recordId, entry.revisionId);
}
