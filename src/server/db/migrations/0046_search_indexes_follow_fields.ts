import type { ProjectMigration } from '../migration-kit';

/**
 * Portfolios and reviews gained a city among their search fields after 0025 made their trigram
 * indexes, so the expression their searches compare was no longer the one indexed, and PostgreSQL
 * scanned their tables for every search. Their indexes are made again from the search fields as
 * they now are (`tests/api/list-search.test.ts` holds every indexed list's search to its index).
 */
const SEARCH_FIELDS: Record<string, { before: string[]; now: string[] }> = {
  portfolios: { before: ['title', 'location'], now: ['title', 'location', 'city'] },
  reviews: { before: ['author', 'text', 'location'], now: ['author', 'text', 'location', 'city'] },
};

const searchIndex = (table: string) => `${table}_search_trigram`;

export default {
  async up(db, kit) {
    for (const [table, { now }] of Object.entries(SEARCH_FIELDS)) {
      await db.schema.dropIndex(searchIndex(table)).ifExists().execute();
      await kit.trigramSearchIndex(db, searchIndex(table), table, now);
    }
  },
  async down(db, kit) {
    for (const [table, { before }] of Object.entries(SEARCH_FIELDS)) {
      await db.schema.dropIndex(searchIndex(table)).ifExists().execute();
      await kit.trigramSearchIndex(db, searchIndex(table), table, before);
    }
  },
} satisfies ProjectMigration;
