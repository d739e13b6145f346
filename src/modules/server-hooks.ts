import 'server-only';
import { inquiriesHooks } from './inquiries/hooks';
import type { ModuleHooks } from './kit/server/hooks';
import { subscribersHooks } from './subscribers/hooks';
import { usersHooks } from './users/hooks';

/** Server-side rules of the modules that have any, by module key. */
export const moduleHooks: Record<string, ModuleHooks> = {
  users: usersHooks,
  inquiries: inquiriesHooks,
  subscribers: subscribersHooks,
};
