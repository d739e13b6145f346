import type { ProjectMigration } from '../migration-kit';

/**
 * Indexes for the lists of the collections that grow (posts, products, work, reviews, leads): the
 * columns their admin lists sort by, and a filter together with the default order. Each index
 * serves both directions; the id that breaks ties is already part of every SQLite index and
 * PostgreSQL sorts the few equal rows incrementally. Small hand-ordered collections (services,
 * slides, FAQs...) hold dozens of rows: a scan costs less than keeping indexes for them.
 */
const LIST_INDEXES: Record<string, string[][]> = {
  blogs: [['publishedAt'], ['title'], ['author'], ['createdAt']],
  products: [['sortOrder'], ['name'], ['priceCents'], ['published', 'sortOrder']],
  portfolios: [['completedAt'], ['title'], ['location'], ['category', 'completedAt']],
  reviews: [['sortOrder'], ['author'], ['rating'], ['reviewedAt'], ['source', 'sortOrder']],
  inquiries: [['name'], ['service'], ['updatedAt'], ['propertyType', 'createdAt']],
  subscribers: [['status', 'createdAt'], ['source']],
};

const indexName = (table: string, columns: string[]) =>
  `${table}_list_${columns.map((column) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join('_')}`;

export default {
  async up(db) {
    for (const [table, indexes] of Object.entries(LIST_INDEXES)) {
      for (const columns of indexes) {
        await db.schema.createIndex(indexName(table, columns)).on(table).columns(columns).execute();
      }
    }
  },
  async down(db) {
    for (const [table, indexes] of Object.entries(LIST_INDEXES)) {
      for (const columns of indexes) await db.schema.dropIndex(indexName(table, columns)).execute();
    }
  },
} satisfies ProjectMigration;
