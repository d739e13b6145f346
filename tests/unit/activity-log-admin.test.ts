import { describe, expect, it } from 'vitest';
import { canOpenActivityLog } from '@/admin/access';
import type { ActivityEntry } from '@/admin/activity-log/activity-log-api';
import { activityLogPath, activityLogUserId } from '@/admin/activity-log/activity-log-path';
import {
  actionLabel,
  activityActor,
  activityTarget,
  changedFieldLabels,
  FILTERABLE_ACTIONS,
  moduleLabel,
} from '@/admin/activity-log/activity-presentation';
import { timeAgo } from '@/admin/activity-log/time-ago';
import { extraRecordLinks } from '@/admin/records/record-links';
import { resolveAdminRoute } from '@/admin/routing/resolve-admin-route';
import { findModuleByKey, registry } from '@/registry';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  userId: 2,
  userName: 'Ada Admin',
  userEmail: 'ada@example.com',
  module: 'services',
  recordId: 5,
  recordTitle: 'CCTV installation',
  action: 'update',
  changedFields: [],
  revisionId: null,
  ip: '127.0.0.1',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

describe('activity-log paths', () => {
  it('builds and reads /admin/activitylogs/{userId}, and /admin/activitylogs for the whole site', () => {
    expect(activityLogPath(7)).toBe('/admin/activitylogs/7');
    expect(activityLogPath()).toBe('/admin/activitylogs');
    expect(activityLogUserId('activitylogs/7')).toBe(7);
    expect(activityLogUserId('activitylogs')).toBeNull();
    for (const path of ['activitylogs/0', 'activitylogs/abc', 'activitylogs/7/x', 'logs/7']) {
      expect(activityLogUserId(path), path).toBeUndefined();
    }
  });

  it('resolves the page in the admin router, with or without a trailing slash', () => {
    expect(resolveAdminRoute('/admin/activitylogs/12', registry)).toEqual({
      kind: 'activity-log',
      userId: 12,
    });
    expect(resolveAdminRoute('/admin/activitylogs/12/', registry)).toEqual({
      kind: 'activity-log',
      userId: 12,
    });
    expect(resolveAdminRoute('/admin/activitylogs', registry)).toEqual({
      kind: 'activity-log',
      userId: null,
    });
    expect(resolveAdminRoute('/admin/activitylogs/-1', registry).kind).toBe('not-found');
  });

  it("lets administrators open anyone's log and the whole site's, and editors only their own", () => {
    expect(canOpenActivityLog(3, { id: 1, role: 'admin' })).toBe(true);
    expect(canOpenActivityLog(3, { id: 3, role: 'editor' })).toBe(true);
    expect(canOpenActivityLog(4, { id: 3, role: 'editor' })).toBe(false);
    expect(canOpenActivityLog(4, null)).toBe(false);
    // The whole site's log is the administrators'.
    expect(canOpenActivityLog(null, { id: 1, role: 'admin' })).toBe(true);
    expect(canOpenActivityLog(null, { id: 3, role: 'editor' })).toBe(false);
  });

  it("links a user's view page to their log, and a content record's or a lead's to its revisions", () => {
    const users = findModuleByKey('users')!;
    expect(extraRecordLinks(users, 9).map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Activity log', href: '/admin/activitylogs/9' },
    ]);
    expect(
      extraRecordLinks(findModuleByKey('services')!, 9).map(({ label, href }) => ({ label, href })),
    ).toEqual([{ label: 'Revisions', href: '/admin/services/9/revisions' }]);
    expect(
      extraRecordLinks(findModuleByKey('inquiries')!, 9).map(({ label, href }) => ({ label, href })),
    ).toEqual([{ label: 'Revisions', href: '/admin/inquiries/9/revisions' }]);
  });
});

describe('activity-log wording', () => {
  it('names actions, with a readable fallback for unknown ones', () => {
    expect(FILTERABLE_ACTIONS.map(actionLabel)).toEqual([
      'Created',
      'Updated',
      'Deleted',
      'Reordered',
      'Translated',
      'Signed in',
      'Signed out',
      'Failed sign-in',
      'Restored',
      'Restored a version',
      'Deleted for good',
      'Signed in with a recovery code',
      'Wrong two-factor code',
      'Turned on two-factor sign-in',
      'Turned off two-factor sign-in',
      'Made new recovery codes',
      'Required two-factor sign-in of everyone',
      'Left two-factor sign-in to each person',
      'Reset two-factor sign-in',
      "Changed the site's secret",
      'Restored the site from a backup',
    ]);
    expect(actionLabel('password-reset')).toBe('Password reset');
  });

  it('names a reset by `npm run create-admin`, a change by `npm run rotate-secret` and a restore as the server command’s', () => {
    const nobody = { userId: null, userName: null, userEmail: null };
    expect(activityActor({ ...nobody, action: 'two-factor-reset' })).toEqual({
      label: 'Server command',
      userId: null,
    });
    for (const action of ['secret-rotated', 'backup-restored'])
      expect(activityActor({ ...nobody, action })).toEqual({ label: 'Server command', userId: null });
    // An administrator's reset is theirs.
    expect(activityActor(entry({ action: 'two-factor-reset' }))).toEqual({ label: 'Ada Admin', userId: 2 });
  });

  it('names what the public site’s forms log as a website visitor’s doing, not an unknown user’s', () => {
    const visitor = { userId: null, userName: null, userEmail: null };
    expect(actionLabel('create-public')).toBe('Created');
    expect(actionLabel('create-spam')).toBe('Created as spam');
    expect(actionLabel('unsubscribe')).toBe('Unsubscribed');
    expect(actionLabel('survey-rescheduled')).toBe('Moved the survey');
    expect(actionLabel('survey-cancelled')).toBe('Cancelled the survey');
    for (const action of [
      'create-public',
      'create-spam',
      'unsubscribe',
      'survey-rescheduled',
      'survey-cancelled',
    ]) {
      expect(activityActor({ ...visitor, action })).toEqual({ label: 'Website visitor', userId: null });
    }
    // Staff moving a survey log the same action under their own name.
    expect(activityActor(entry({ action: 'survey-rescheduled' }))).toEqual({ label: 'Ada Admin', userId: 2 });
    // A failed sign-in with an address no account has.
    expect(activityActor({ ...visitor, action: 'login-failed' })).toEqual({
      label: 'Unknown user',
      userId: null,
    });
    expect(activityActor(entry({}))).toEqual({ label: 'Ada Admin', userId: 2 });
    expect(activityActor(entry({ userName: '', userEmail: 'ada@example.com' })).label).toBe(
      'ada@example.com',
    );
    // Not offered by the filter of a user's own log: no user did these.
    expect(FILTERABLE_ACTIONS).not.toContain('create-public');
  });

  it('names modules by their label, settings pages by theirs, and the rest readably', () => {
    expect(moduleLabel(registry, 'product-categories')).toBe('Product categories');
    expect(moduleLabel(registry, 'settings.homepage')).toBe('Home page settings');
    expect(moduleLabel(registry, 'auth')).toBe('Sign-in');
    expect(moduleLabel(registry, 'media')).toBe('Media library');
    expect(moduleLabel(registry, 'newsletter-things')).toBe('Newsletter things');
  });

  it('shows changed fields by their form labels', () => {
    expect(
      changedFieldLabels(registry, entry({ module: 'users', changedFields: ['firstName', 'password'] })),
    ).toEqual(['First name', 'Password']);
    expect(
      changedFieldLabels(registry, entry({ module: 'settings.homepage', changedFields: ['siteName'] })),
    ).toEqual(['Business name']);
    expect(changedFieldLabels(registry, entry({ module: 'auth', changedFields: ['odd'] }))).toEqual(['odd']);
  });
});

describe('activityTarget', () => {
  it('links a record to its view page, or its edit page when the module has no view', () => {
    expect(activityTarget(registry, entry({}), 'editor')).toEqual({
      text: 'CCTV installation',
      href: '/admin/services/5/view',
      deleted: false,
    });
    expect(
      activityTarget(registry, entry({ module: 'portfolios', recordTitle: 'Bel Air estate' }), 'editor'),
    ).toEqual({
      text: 'Bel Air estate',
      href: '/admin/portfolio/5/edit',
      deleted: false,
    });
  });

  it('shows a deleted record by id without a link', () => {
    expect(activityTarget(registry, entry({ action: 'delete', recordTitle: null }), 'admin')).toEqual({
      text: '#5',
      href: null,
      deleted: true,
    });
  });

  it('does not link records of modules the reader cannot open', () => {
    const userEntry = entry({ module: 'users', recordTitle: 'ada@example.com' });
    expect(activityTarget(registry, userEntry, 'admin').href).toBe('/admin/users/5/view');
    expect(activityTarget(registry, { ...userEntry, recordTitle: null }, 'editor')).toEqual({
      text: '#5',
      href: null,
      deleted: false,
    });
  });

  it('links settings entries to their settings page, for the roles that may open it', () => {
    const analytics = entry({ module: 'settings.analytics', recordId: null, recordTitle: null });
    expect(activityTarget(registry, analytics, 'admin')).toEqual({
      text: 'Analytics code',
      href: '/admin/analytics/settings',
      deleted: false,
    });
    expect(activityTarget(registry, analytics, 'editor').href).toBeNull();
    expect(activityTarget(registry, { ...analytics, module: 'settings.homepage' }, 'editor').href).toBe(
      '/admin/homepage/settings',
    );
  });

  it('shows a dash for entries about no record, and an id for records outside the registry', () => {
    expect(
      activityTarget(registry, entry({ module: 'auth', recordId: null, recordTitle: null }), 'admin').text,
    ).toBe('—');
    expect(
      activityTarget(registry, entry({ module: 'media', recordId: 4, recordTitle: null }), 'admin'),
    ).toEqual({
      text: '#4',
      href: null,
      deleted: false,
    });
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('reads recent times relative to now, and gives up after a week', () => {
    expect(timeAgo(secondsAgo(10), now)).toBe('just now');
    expect(timeAgo(secondsAgo(50), now)).toBe('1 minute ago');
    expect(timeAgo(secondsAgo(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(secondsAgo(2 * 3600 + 59), now)).toBe('2 hours ago');
    expect(timeAgo(secondsAgo(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(secondsAgo(3 * 86_400), now)).toBe('3 days ago');
    expect(timeAgo(secondsAgo(8 * 86_400), now)).toBeNull();
    expect(timeAgo('not a date', now)).toBeNull();
  });
});
