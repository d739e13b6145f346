import 'server-only';
import type { Transaction } from 'kysely';
import { moduleTables } from '@/server/db/module-tables';
import type { DatabaseSchema } from '@/server/db/schema';
import { withServerRules } from '@/server/records/hooks';
import type { Values } from '@/server/records/storage';
import { blogsModule } from '../module';

const AUTHOR_MAX = 80;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The stored post's status, publish time and author, for a PATCH that leaves some of them out. */
async function storedPost(trx: Transaction<DatabaseSchema>, id: number): Promise<Values> {
  const row = await moduleTables(trx)
    .selectFrom(blogsModule.table)
    .select(['status', 'publishedAt', 'author'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? {};
}

/**
 * The rules of blog posts: a post published without a publish time is published now (so it sorts
 * first), and a post saved without an author is signed by the user who saves it.
 */
export const blogsServerModule = withServerRules(blogsModule, {
  async beforeWrite({ trx, actor, input, mode, id }) {
    const post = mode === 'patch' && id !== undefined ? { ...(await storedPost(trx, id)), ...input } : input;
    const filledIn: Values = {};
    if (post.status === 'published' && isEmpty(post.publishedAt)) {
      filledIn.publishedAt = new Date().toISOString();
    }
    if (isEmpty(post.author)) {
      filledIn.author = `${actor.firstName} ${actor.lastName}`.trim().slice(0, AUTHOR_MAX).trim() || null;
    }
    return filledIn;
  },
});
