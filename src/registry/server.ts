import 'server-only';
import { blogsServerModule } from '@/modules/blogs/server/rules';
import { subscribersServerModule } from '@/modules/subscribers/server/rules';
import { usersServerModule } from '@/modules/users/server/rules';
import type { ServerModule, ServerRegistry } from '@/server/records/hooks';
import { registry } from '.';
import { inquiriesServerModule } from './inquiries-server';

/** The server-side declarations of the modules that have rules (or routes) beyond their fields. */
const modulesWithRules: ServerModule[] = [
  usersServerModule,
  inquiriesServerModule,
  subscribersServerModule,
  blogsServerModule,
];

/** Every registered module as the server runs it, in registry order. */
export const serverModules: ServerModule[] = registry.modules.map(
  (module) => modulesWithRules.find((entry) => entry.module === module) ?? { module, rules: {} },
);

/** The registry the API, the seed and the restore are composed with. */
export const serverRegistry: ServerRegistry = { ...registry, serverModules };
