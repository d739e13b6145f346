import type { AnyModule } from '@/modules/kit/define-module';

/**
 * What `createdAt` is called for a module. An inbox (a module whose new records wait unread for
 * staff, `unreadWhen`) receives its records from visitors; staff create every other module's.
 */
export function createdAtLabel(module: AnyModule): 'Received' | 'Created' {
  return module.unreadWhen ? 'Received' : 'Created';
}

export const UPDATED_AT_LABEL = 'Updated';
