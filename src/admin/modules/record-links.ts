import { type Icon, IconHistory } from '@tabler/icons-react';
import type { AnyModule } from '@/modules/kit/define-module';
import { activityLogPath } from '../activity-log/activity-log-path';

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

export function extraRecordLinks(module: AnyModule, recordId: number): RecordLink[] {
  return recordLinksByModule[module.key]?.(recordId) ?? [];
}
