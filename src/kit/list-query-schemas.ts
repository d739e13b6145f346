import { safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import type { ModuleDefinition } from './define-module';
import { MAX_RECORD_ID } from './schemas';
import { sortableColumns } from './sortable-columns';

/**
 * The queries of the list calls: paging, search, sort, the filters a module's fields allow and a
 * page of ids. The bodies of the record calls are in `schemas.ts`.
 */

/** `page` (at most 1,000,000) and `pageSize` (at most 100): a paged list without search or filters. */
export function pageQuery(defaultPageSize: number) {
  return {
    page: z.coerce
      .number()
      .int()
      .min(1, { message: 'page must be 1 or more' })
      .max(1_000_000, { message: 'page must be at most 1000000' })
      .default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, { message: 'pageSize must be 1 or more' })
      .max(100, { message: 'pageSize must be at most 100' })
      .default(defaultPageSize),
  };
}

/** `page`, `pageSize` (at most 100) and a search `q`: the query every paged list accepts. */
export function pagedSearchQuery(defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, { message: 'pageSize must be 1 or more' })
      .max(100, { message: 'pageSize must be at most 100' })
      .default(defaultPageSize),
    q: safeText()
      .trim()
      .max(200)
      .describe(
        'Words to find, in any order, each in any searched field, case ignored; a "quoted phrase" is found as written',
      )
      .optional(),
  };
}

/** The most ids one list call may name: a page's worth. */
const MAX_LISTED_IDS = 100;

/** `ids=3,7,9`: only these records (e.g. the ones a page of another module refers to). */
const recordIdsQuery = z
  .string()
  .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${MAX_LISTED_IDS - 1}}$`), {
    message: `ids must be up to ${MAX_LISTED_IDS} record ids separated by commas`,
  })
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(MAX_RECORD_ID, { message: 'ids must be record ids' })))
  .optional();

/** A list filter's value: `true`/`false`, an enum option or a referenced record's id. */
export type ListFilterValue = string | number | undefined;

/** Query of the list call: paging, search, sort and the filters the module's fields allow. */
export function listQuerySchema(module: ModuleDefinition) {
  const sortable = sortableColumns(module);
  const filters: Record<string, z.ZodType<ListFilterValue>> = Object.fromEntries(
    Object.entries(module.fields)
      .map(([name, definition]): [string, z.ZodType<ListFilterValue>] | null => {
        if (definition.kind === 'boolean') {
          return [name, z.enum(['true', 'false'], { message: `${name} must be true or false` }).optional()];
        }
        if (definition.kind === 'enum') {
          const options = definition.options as [string, ...string[]];
          return [
            name,
            z.enum(options, { message: `${name} must be one of: ${options.join(', ')}` }).optional(),
          ];
        }
        if (definition.kind === 'reference') {
          return [
            name,
            z.coerce
              .number()
              .int()
              .positive()
              .max(MAX_RECORD_ID, { message: `${name} must be a record id` })
              .optional(),
          ];
        }
        return null;
      })
      .filter((entry) => entry !== null),
  );
  return z.strictObject({
    ...pagedSearchQuery(20),
    ids: recordIdsQuery,
    sort: z.enum(sortable, { message: `sort must be one of: ${sortable.join(', ')}` }).optional(),
    order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
    ...filters,
  });
}
