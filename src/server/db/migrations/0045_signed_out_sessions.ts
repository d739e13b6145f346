import type { ProjectMigration } from '../migration-kit';

/**
 * The sessions a user has signed out of, by their id (a token's `sid`, which every renewal carries
 * on) and sign-in time: a token of one of them is refused, while the user's other sessions go on.
 */
export default {
  async up(db, kit) {
    await db.schema
      .alterTable('users')
      .addColumn('signedOutSessions', kit.types.json, (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('signedOutSessions').execute();
  },
} satisfies ProjectMigration;
