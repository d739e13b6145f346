import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogsModule } from '@/modules/blogs/module';
import { servicesModule } from '@/modules/services/module';
import { usersModule } from '@/modules/users/module';
import { REVISIONS_KEPT } from '@/server/revisions/store';
import { fullRecord, minimalRecord } from './support/fixtures';
import { createMediaTestContext, jpegFile, type MediaTestContext } from './support/media';
import { moduleApi, type StoredRecord } from './support/module-api';
import { activityOf, countRows } from './support/rows';
import { testEngine } from './support/test-database';

/**
 * Each save of a content record keeps the version it replaced: listed newest first, compared with
 * the current record field by field, and restored by a save that is validated, logged, versioned
 * and purges the public cache. At most 50 versions are kept per record.
 */
describe(`revisions on ${testEngine}`, () => {
  let t: MediaTestContext;
  let admin: string;
  let editor: string;
  const posts = () => moduleApi(t, blogsModule, editor);
  const revisionsOf = (id: number, token = editor) => t.call(`/api/blogs/${id}/revisions`, { token });
  const compare = (id: number, revisionId: number) =>
    t.call(`/api/blogs/${id}/revisions/${revisionId}`, { token: editor });
  const restore = (id: number, revisionId: number) =>
    t.call(`/api/blogs/${id}/revisions/${revisionId}/restore`, { method: 'POST', token: editor, json: {} });

  beforeAll(async () => {
    t = await createMediaTestContext();
    admin = (await t.createUser({ role: 'admin' })).token;
    editor = (await t.createUser({ role: 'editor', firstName: 'Eddie', lastName: 'Editor' })).token;
  });
  afterAll(() => t.destroy());

  it('keeps a version per save, compares it field by field and restores the first', async () => {
    const original = await posts().created(
      fullRecord(blogsModule, {
        title: 'Choosing a camera',
        body: '<p>First words.</p>',
        coverImageId: null,
      }),
    );
    const replaced = await posts().replace(original.id, {
      ...fullRecord(blogsModule, { coverImageId: null }),
      title: 'Choosing a security camera',
      body: '<p>Second words.</p>',
      slug: original.slug,
    });
    expect(replaced.status, replaced.text).toBe(200);
    const patched = await posts().patch(original.id, { excerpt: 'Third excerpt.' });
    expect(patched.status).toBe(200);

    const listed = await revisionsOf(original.id);
    expect(listed.status).toBe(200);
    const versions = listed.body.data as { id: number; changedFields: string[]; userName: string }[];
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      changedFields: ['excerpt'],
      userName: 'Eddie Editor',
      title: 'Choosing a security camera',
    });
    expect(versions[1].changedFields).toEqual(expect.arrayContaining(['title', 'body']));
    const first = versions[1];

    const compared = await compare(original.id, first.id);
    expect(compared.status).toBe(200);
    const fields = compared.body.data.fields as {
      name: string;
      label: string;
      revision: unknown;
      current: unknown;
      changed: boolean;
    }[];
    expect(fields.map((field) => field.name)).toEqual(Object.keys(blogsModule.fields));
    expect(fields.find((field) => field.name === 'title')).toEqual({
      name: 'title',
      label: 'Title',
      revision: 'Choosing a camera',
      current: 'Choosing a security camera',
      changed: true,
    });
    expect(fields.find((field) => field.name === 'slug')).toMatchObject({ changed: false });

    t.invalidated.length = 0;
    const restored = await restore(original.id, first.id);
    expect(restored.status, restored.text).toBe(200);
    const { updatedAt: _u1, ...restoredFields } = restored.body.data as StoredRecord;
    const { updatedAt: _u2, ...originalFields } = original;
    expect(restoredFields).toEqual(originalFields);
    expect((await posts().get(original.id)).body.data.title).toBe('Choosing a camera');
    expect(t.invalidated).toEqual(expect.arrayContaining(['/blog', `/blog/${original.slug}`]));
    expect((await activityOf(t.database, 'blogs')).at(-1)).toMatchObject({
      action: 'restore-revision',
      recordId: original.id,
    });
    // The restore is a save too: the version it replaced can be brought back in turn.
    const after = (await revisionsOf(original.id)).body.data as { id: number; changedFields: string[] }[];
    expect(after).toHaveLength(3);
    expect(after[0].changedFields).toEqual(expect.arrayContaining(['title', 'body', 'excerpt']));
    expect((await compare(original.id, after[0].id)).body.data.fields).toContainEqual(
      expect.objectContaining({ name: 'excerpt', revision: 'Third excerpt.', changed: true }),
    );
  });

  it('links each update in the activity log to the version it replaced, with the changed fields', async () => {
    const post = await posts().created(minimalRecord(blogsModule));
    expect((await posts().patch(post.id, { author: 'Ann Lee' })).status).toBe(200);
    const log = await t.call(`/api/activity-log?pageSize=100`, { token: admin });
    const update = (log.body.data as { action: string; recordId: number; revisionId: number | null }[]).find(
      (entry) => entry.action === 'update' && entry.recordId === post.id,
    );
    const [version] = (await revisionsOf(post.id)).body.data;
    expect(update).toMatchObject({ revisionId: version.id, changedFields: ['author'] });
  });

  it('validates a restore: a version whose image is gone is refused with 400 and changes nothing', async () => {
    const image = (await t.upload(await jpegFile(), { token: admin, alt: 'Cover' })).body.data.id as number;
    const post = await posts().created(minimalRecord(blogsModule, { coverImageId: image }));
    expect((await posts().patch(post.id, { coverImageId: null, title: 'No cover now' })).status).toBe(200);
    expect((await t.call(`/api/media/${image}`, { method: 'DELETE', token: admin })).status).toBe(204);
    const [version] = (await revisionsOf(post.id)).body.data;
    const versions = await countRows(t.database, 'revisions');
    const activity = await countRows(t.database, 'activity_log');

    const refused = await restore(post.id, version.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errors: { coverImageId: [expect.any(String)] } });
    expect((await posts().get(post.id)).body.data.title).toBe('No cover now');
    expect(await countRows(t.database, 'revisions')).toBe(versions);
    expect(await countRows(t.database, 'activity_log')).toBe(activity);
  });

  it(`keeps the newest ${REVISIONS_KEPT} versions of a record`, async () => {
    const services = moduleApi(t, servicesModule, editor);
    const service = await services.created(minimalRecord(servicesModule, { summary: 'Summary 0' }));
    const saves = REVISIONS_KEPT + 3;
    for (let save = 1; save <= saves; save++) {
      expect((await services.patch(service.id, { summary: `Summary ${save}` })).status).toBe(200);
    }
    const listed = (await t.call(`/api/services/${service.id}/revisions`, { token: editor })).body.data as {
      id: number;
    }[];
    expect(listed).toHaveLength(REVISIONS_KEPT);
    const oldest = await t.call(`/api/services/${service.id}/revisions/${listed.at(-1)!.id}`, {
      token: editor,
    });
    // Versions 0, 1 and 2 were dropped: the oldest kept is the one the fourth save replaced.
    expect(oldest.body.data.fields).toContainEqual(
      expect.objectContaining({ name: 'summary', revision: 'Summary 3' }),
    );
    expect(listed[0].id).toBeGreaterThan(listed.at(-1)!.id);
  }, 60_000);

  it('keeps no version of a save that changed nothing', async () => {
    const post = await posts().created(minimalRecord(blogsModule, { author: 'Same' }));
    expect((await posts().patch(post.id, { author: 'Same' })).status).toBe(200);
    expect((await revisionsOf(post.id)).body.data).toEqual([]);
  });

  it('answers 404 for another record’s version, an unknown one or a record that is gone', async () => {
    const one = await posts().created(minimalRecord(blogsModule));
    const other = await posts().created(minimalRecord(blogsModule));
    expect((await posts().patch(one.id, { author: 'Someone' })).status).toBe(200);
    const [version] = (await revisionsOf(one.id)).body.data;
    expect((await compare(other.id, version.id)).status).toBe(404);
    expect((await restore(other.id, version.id)).status).toBe(404);
    expect((await compare(one.id, 999_999)).status).toBe(404);
    expect((await compare(one.id, 0)).status).toBe(400);
    expect((await posts().remove(one.id)).status).toBe(204);
    expect((await revisionsOf(one.id)).status).toBe(404);
    expect((await t.call(`/api/blogs/${one.id}/revisions`)).status).toBe(401);
  });

  it('keeps no versions of staff accounts: a user has no revisions route', async () => {
    const users = moduleApi(t, usersModule, admin);
    const user = await users.created(minimalRecord(usersModule));
    const before = await countRows(t.database, 'revisions');
    expect((await users.patch(user.id, { firstName: 'Renamed' })).status).toBe(200);
    expect(await countRows(t.database, 'revisions')).toBe(before);
    expect((await t.call(`/api/users/${user.id}/revisions`, { token: admin })).status).toBe(404);
  });
});
