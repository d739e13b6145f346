import { listQuerySchema } from '@/kit/list-query-schemas';
import { findModuleByKey } from '@/registry';

/** The columns a module's list may be sorted by, exactly as its query schema accepts them. */
export function sortableColumns(moduleKey: string): string[] {
  const module = findModuleByKey(moduleKey);
  if (!module) throw new Error(`No module ${moduleKey}`);
  const schema = listQuerySchema(module as Parameters<typeof listQuerySchema>[0]) as unknown as {
    shape: { sort: { unwrap(): { options: string[] } } };
  };
  return schema.shape.sort.unwrap().options;
}
