import type { ProjectMigration } from '../migration-kit';

/**
 * Indexes for every order the lists that grow offer (those without a hand-made order; see
 * `sortableColumns` in src/kit/list-query-schemas.ts), where none served it yet: the columns of
 * their admin lists, their default order and their times, both ways with empty values last. A
 * column already indexed gets only its index for empty values last (`only: 'empty last'`).
 * `tests/api/sort-indexes.test.ts` holds every such order to an index on both engines.
 */
type SortIndex = { column: string; mayBeEmpty: boolean; only?: 'empty last' };

const plain = (column: string): SortIndex => ({ column, mayBeEmpty: false });
const optional = (column: string): SortIndex => ({ column, mayBeEmpty: true });
const emptyLastOnly = (column: string): SortIndex => ({ column, mayBeEmpty: true, only: 'empty last' });

const SORT_INDEXES: Record<string, SortIndex[]> = {
  contents: ['createdAt', 'updatedAt', 'title', 'published'].map(plain),
  banners: [
    ...['createdAt', 'updatedAt', 'title', 'placement', 'active'].map(plain),
    ...['startsAt', 'endsAt'].map(optional),
  ],
  blogs: [plain('updatedAt'), emptyLastOnly('author'), emptyLastOnly('publishedAt')],
  portfolios: [
    ...['createdAt', 'updatedAt', 'published'].map(plain),
    optional('city'),
    emptyLastOnly('category'),
    emptyLastOnly('completedAt'),
  ],
  jobs: [
    ...['createdAt', 'updatedAt', 'title', 'location', 'employmentType', 'active'].map(plain),
    ...['postedAt', 'closesOn'].map(optional),
  ],
  inquiries: [optional('phone'), emptyLastOnly('service'), emptyLastOnly('preferredDate')],
  subscribers: [plain('updatedAt'), plain('email'), emptyLastOnly('source')],
  users: ['createdAt', 'updatedAt', 'firstName', 'lastName', 'email', 'role', 'active'].map(plain),
};

const snake = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export default {
  async up(db, kit) {
    for (const [table, indexes] of Object.entries(SORT_INDEXES)) {
      for (const { column, mayBeEmpty, only } of indexes) {
        await kit.sortIndexes(db, table, column, { mayBeEmpty, plain: only === undefined });
      }
    }
  },
  async down(db) {
    for (const [table, indexes] of Object.entries(SORT_INDEXES)) {
      for (const { column, mayBeEmpty, only } of indexes) {
        const name = `${table}_sort_${snake(column)}`;
        if (mayBeEmpty) await db.schema.dropIndex(`${name}_empty_last`).execute();
        if (only === undefined) await db.schema.dropIndex(name).execute();
      }
    }
  },
} satisfies ProjectMigration;
