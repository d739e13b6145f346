import { z } from '@/lib/zod';

/**
 * What a paged list call takes and answers, for the server's list queries and the admin's tables
 * alike (module records, media, activity log). Plain `zod`: the admin bundle imports this file.
 */

/** A list read: paging, search, sort and the field filters (`published=true`, `categoryId=3`). */
export const listParamsSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  q: z.string().optional(),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  filters: z.record(z.string(), z.string().optional()).optional(),
});

export type ListParams = z.infer<typeof listParamsSchema>;

/** One page of a list answer: its items, how many match in all, and which page this is. */
export const listPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export type ListPage<Item> = z.infer<ReturnType<typeof listPageSchema<z.ZodType<Item>>>>;
