import 'server-only';
import type { ServerModule } from '@/kit/server/hooks';
import type { TableOfModule } from '@/kit/server/write-checks';
import { blogsServerModule } from '@/modules/blogs/server/rules';
import { inquiriesServerModule } from '@/modules/inquiries/server/rules';
import { subscribersServerModule } from '@/modules/subscribers/server/rules';
import { usersServerModule } from '@/modules/users/server/rules';
import { findModuleByKey, modules } from '@/registry';

/** The server-side declarations of the modules that have rules beyond their fields. */
const modulesWithRules: ServerModule[] = [
  usersServerModule,
  inquiriesServerModule,
  subscribersServerModule,
  blogsServerModule,
];

/** Every registered module as the server runs it, in registry order. */
export const serverModules: ServerModule[] = modules.map(
  (module) => modulesWithRules.find((entry) => entry.module === module) ?? { module, rules: {} },
);

export const tableOfModule: TableOfModule = (moduleKey) => findModuleByKey(moduleKey)?.table;
