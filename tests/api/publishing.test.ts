import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibilityFilters } from '@/kit/visibility';
import { blogsModule } from '@/modules/blogs/module';
import { servicesModule } from '@/modules/services/module';
import { subscribersModule } from '@/modules/subscribers/module';
import { usersModule } from '@/modules/users/module';
import { modules } from '@/registry';
import { listRecords } from '@/server/records/repository';
import { csvText } from '../support/csv-cells';
import { recordMaker } from './support/fixtures';
import { moduleApi } from './support/module-api';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Publishing without accidents (issue 10, items 4, 9 and 10): a post published without a time is
 * published now and signed by its author, new content starts as a draft, a selection exports exactly
 * its rows, and nobody deletes or deactivates their own account.
 */

let t: TestContext;
let token: string;
let author: { firstName: string; lastName: string };
beforeAll(async () => {
  t = await createTestContext();
  const editor = await t.createUser({ role: 'editor', firstName: 'Maria', lastName: 'Lopez' });
  token = editor.token;
  author = editor.user;
});
afterAll(() => t.destroy());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const post = (title: string, values: Record<string, unknown> = {}) => ({
  title,
  body: '<p>Body of the post.</p>',
  status: 'draft',
  ...values,
});

/** The posts as /blog lists them: visible ones, newest publish time first. */
async function blogPageTitles() {
  const { data } = await listRecords(t.database, blogsModule, {
    page: 1,
    pageSize: 100,
    filters: visibilityFilters(blogsModule.fields),
    sort: 'publishedAt',
    order: 'desc',
  });
  const now = new Date();
  return data.filter((record) => blogsModule.publiclyVisible(record, now)).map((record) => record.title);
}

describe('publishing a blog post', () => {
  it('sets the publish time of a post published without one, so it sorts first on /blog and in the API', async () => {
    const blogs = moduleApi(t, blogsModule, token);
    await blogs.created(post('Older post', { status: 'published', publishedAt: daysAgo(3) }));
    const before = Date.now();
    const created = await blogs.created(post('Fresh post', { status: 'published' }));
    expect(Date.parse(String(created.publishedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(created.publishedAt))).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await blogPageTitles())[0]).toBe('Fresh post');
    const listed = await blogs.list('status=published&sort=publishedAt&order=desc');
    expect(listed.body.data.map((record: { title: string }) => record.title).slice(0, 2)).toEqual([
      'Fresh post',
      'Older post',
    ]);
  });

  it('leaves a draft without a publish time, and sets it when the draft is published', async () => {
    const blogs = moduleApi(t, blogsModule, token);
    const draft = await blogs.created(post('A draft'));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await blogPageTitles()).not.toContain('A draft');

    const published = await blogs.patch(draft.id, { status: 'published' });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
    expect((await blogPageTitles())[0]).toBe('A draft');
  });

  it('keeps a given publish time: a future one schedules the post, a re-save keeps the first one', async () => {
    const blogs = moduleApi(t, blogsModule, token);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await blogs.created(
      post('Scheduled post', { status: 'published', publishedAt: future }),
    );
    expect(Date.parse(String(scheduled.publishedAt))).toBe(Date.parse(future));
    expect(await blogPageTitles()).not.toContain('Scheduled post');

    const first = await blogs.created(post('Saved twice', { status: 'published' }));
    const again = await blogs.patch(first.id, { excerpt: 'Changed later.' });
    expect(again.body.data.publishedAt).toBe(first.publishedAt);
  });

  it('fills the author from the signed-in user when none is given, and keeps a given one', async () => {
    const blogs = moduleApi(t, blogsModule, token);
    const name = `${author.firstName} ${author.lastName}`;
    expect((await blogs.created(post('No author'))).author).toBe(name);
    expect((await blogs.created(post('Empty author', { author: '' }))).author).toBe(name);
    const signed = await blogs.created(post('Guest post', { author: 'A Guest Writer' }));
    expect(signed.author).toBe('A Guest Writer');
    const cleared = await blogs.replace(signed.id, post('Guest post', { author: null }));
    expect(cleared.body.data.author).toBe(name);
  });

  it('refuses a bad publish time with 400 and stores nothing', async () => {
    const blogs = moduleApi(t, blogsModule, token);
    const answer = await blogs.create(post('Bad time', { status: 'published', publishedAt: 'soon' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { publishedAt: expect.any(Array) } });
    expect((await blogs.list('q=Bad%20time')).body.total).toBe(0);
  });
});

describe('new content starts as a draft', () => {
  const withPublishedFlag = modules.filter((module) => module.fields.published?.kind === 'boolean');

  it('covers every module with a published switch, those of the site among them', () => {
    expect(withPublishedFlag.map((module) => module.key)).toEqual(
      expect.arrayContaining([
        'cctv',
        'cctv-packages',
        'contents',
        'faqs',
        'portfolios',
        'product-categories',
        'products',
        'reviews',
        'services',
      ]),
    );
  });

  it.each(withPublishedFlag.map((module) => [module.key, module] as const))(
    '%s: created without `published` is a draft that visitors do not see',
    async (_key, module) => {
      const maker = await recordMaker(t, module, token);
      const created = await moduleApi(t, module, token).created(maker.minimal());
      expect(created.published).toBe(false);
      expect(module.publiclyVisible(created, new Date())).toBe(false);
      const shown = await moduleApi(t, module, token).created(maker.minimal({ published: true }));
      expect(shown.published).toBe(true);
    },
  );

  it('a draft service goes on the site with a PATCH and off again', async () => {
    const services = moduleApi(t, servicesModule, token);
    const service = await services.created({ title: 'Drone patrols', summary: 'Eyes in the sky.' });
    const visible = () => services.list('published=true&q=Drone');
    expect((await visible()).body.total).toBe(0);
    expect((await services.patch(service.id, { published: true })).status).toBe(200);
    expect((await visible()).body.total).toBe(1);
    expect(t.invalidated).toContain('/services/drone-patrols');
    expect((await services.patch(service.id, { published: false })).status).toBe(200);
    expect((await visible()).body.total).toBe(0);
  });
});

describe('exporting selected rows', () => {
  it('exports exactly the records named by `ids`', async () => {
    const subscribers = moduleApi(t, subscribersModule, token);
    const made = [];
    for (const name of ['one', 'two', 'three', 'four']) {
      made.push(await subscribers.created({ email: `${name}@example.com`, status: 'subscribed' }));
    }
    const chosen = [made[0], made[2]];
    const response = await t.request(`/api/subscribers/export.csv?ids=${chosen.map((r) => r.id).join(',')}`, {
      token,
    });
    expect(response.status).toBe(200);
    const lines = (await csvText(response)).trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + chosen.length);
    expect(lines.slice(1).join('\n')).toContain('one@example.com');
    expect(lines.slice(1).join('\n')).toContain('three@example.com');
    expect(lines.slice(1).join('\n')).not.toMatch(/two@|four@/);
  });

  it('refuses malformed ids with 400', async () => {
    for (const ids of ['abc', '1,,2', '-1', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const answer = await t.call(`/api/subscribers/export.csv?ids=${encodeURIComponent(ids)}`, { token });
      expect(answer.status, ids).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errors: { ids: expect.any(Array) } });
    }
  });
});

describe('your own account', () => {
  it('cannot be deleted or deactivated (403) and stays as it was', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const users = moduleApi(t, usersModule, admin.token);
    expect((await users.patch(admin.user.id, { active: false })).status).toBe(403);
    expect((await users.remove(admin.user.id)).status).toBe(403);
    expect((await users.get(admin.user.id)).body.data).toMatchObject({ active: true });
  });
});
