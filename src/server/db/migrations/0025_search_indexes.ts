import type { ProjectMigration } from '../migration-kit';

/**
 * Trigram indexes on PostgreSQL for the searches of the lists that grow: each holds the module's
 * search fields as the list search compares them (joined, ASCII letters folded). A module whose
 * search fields change later needs a new index here, or its searches scan the table again. The
 * deep pages of the inquiries list, in its default order, get an index that breaks ties by id,
 * and its page of origin (the same few values in every row) one for its descending order, which
 * otherwise sorts every row.
 */
const SEARCH_FIELDS: Record<string, string[]> = {
  blogs: ['title', 'excerpt', 'author'],
  portfolios: ['title', 'location'],
  reviews: ['author', 'text', 'location'],
  inquiries: ['name', 'email', 'phone', 'message', 'postalCode'],
};

const searchIndex = (table: string) => `${table}_search_trigram`;

export default {
  async up(db, kit) {
    for (const [table, columns] of Object.entries(SEARCH_FIELDS)) {
      await kit.trigramSearchIndex(db, searchIndex(table), table, columns);
    }
    await db.schema.dropIndex('inquiries_created').execute();
    await db.schema
      .createIndex('inquiries_created_id')
      .on('inquiries')
      .columns(['createdAt', 'id'])
      .execute();
    await kit.descendingListIndex(db, 'inquiries_list_source_path_desc', 'inquiries', 'sourcePath');
  },
  async down(db) {
    for (const table of Object.keys(SEARCH_FIELDS)) {
      await db.schema.dropIndex(searchIndex(table)).ifExists().execute();
    }
    await db.schema.dropIndex('inquiries_list_source_path_desc').execute();
    await db.schema.dropIndex('inquiries_created_id').execute();
    await db.schema.createIndex('inquiries_created').on('inquiries').column('createdAt').execute();
  },
} satisfies ProjectMigration;
