import type { ModuleDefinition } from './define-module';
import { JSON_KINDS, WRITE_ONLY_KINDS } from './fields';

/**
 * What a module's lists sort by: the record's id and times, the columns of its admin list, its
 * default order and its hand-made order. The list call offers these and no other (each one of a
 * list that grows has an index: `tests/api/sort-indexes.test.ts`); a list sorted by a message's
 * text or a tracking code would read every row for nothing anyone asks.
 */
export function sortableColumns(module: ModuleDefinition): [string, ...string[]] {
  const declared = [
    'id',
    'createdAt',
    'updatedAt',
    ...module.listColumns,
    module.defaultSort.field,
    ...(module.sortOrderField ? [module.sortOrderField] : []),
  ];
  return [...new Set(declared)].filter((name) => {
    const definition = module.fields[name];
    return (
      !definition || (!JSON_KINDS.includes(definition.kind) && !WRITE_ONLY_KINDS.includes(definition.kind))
    );
  }) as [string, ...string[]];
}
