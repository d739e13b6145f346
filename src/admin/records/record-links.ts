import { type Icon, IconHistory, IconVersions } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import { activityLogPath } from '../activity-log/activity-log-path';
import { modulePaths } from '../routing/resolve-admin-route';

/** A page about one record beyond its own view and edit pages. */
export interface RecordLink {
  label: string;
  href: string;
  icon: Icon;
}

/** Per module key: the extra pages a record's view page links to. Admin-only data, no server code. */
const recordLinksByModule: Record<string, (recordId: number) => RecordLink[]> = {
  users: (userId) => [{ label: 'Activity log', href: activityLogPath(userId), icon: IconHistory }],
};

/** A record's earlier versions, for every module whose saves keep them. */
export const revisionsLink = (module: AnyModule, recordId: number): RecordLink => ({
  label: 'Revisions',
  href: modulePaths.revisions(module, recordId),
  icon: IconVersions,
});

export function extraRecordLinks(module: AnyModule, recordId: number): RecordLink[] {
  const links = recordLinksByModule[module.key]?.(recordId) ?? [];
  return module.trash ? [...links, revisionsLink(module, recordId)] : links;
}
