import type { ProjectMigration } from '../migration-kit';

/**
 * What the media library remembers of an upload besides the picture: the SHA-256 of the bytes as
 * sent (the same file sent again is answered with the item it already made) and the file's name on
 * the sender's computer (the library searches it). Items uploaded before this change keep both
 * empty: their uploaded bytes were not kept (only the re-encoded copy) and their names were never
 * sent to the database, so there is nothing to fill them from. The hash is unique (several empty
 * ones are allowed on both engines): two simultaneous uploads of one file cannot both be kept.
 */
export default {
  async up(db) {
    await db.schema.alterTable('media').addColumn('contentHash', 'varchar(64)').execute();
    await db.schema.alterTable('media').addColumn('originalName', 'varchar(255)').execute();
    await db.schema
      .createIndex('media_content_hash_unique')
      .unique()
      .on('media')
      .column('contentHash')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('media_content_hash_unique').execute();
    await db.schema.alterTable('media').dropColumn('originalName').execute();
    await db.schema.alterTable('media').dropColumn('contentHash').execute();
  },
} satisfies ProjectMigration;
