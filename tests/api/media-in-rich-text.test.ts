import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestContext, jpegFile, type MediaTestContext } from './support/media';
import { testEngine } from './support/test-database';

/**
 * An image inserted into rich text (the editor's "Insert image") is kept by its address: the media
 * library counts that text as a use, and refuses to delete the image while the text shows it.
 */

interface Uploaded {
  id: number;
  url: string;
  alt: string;
  variants: { url: string; width: number; height: number }[];
}

describe(`media shown in rich text on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  const upload = async (alt: string) => {
    const answer = await t.upload(await jpegFile(), { token, alt });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data as Uploaded;
  };
  const imageTag = (url: string, alt: string) => `<img src="${url}" alt="${alt}" width="800" height="500">`;
  beforeAll(async () => {
    t = await createMediaTestContext();
    token = (await t.createUser({ role: 'admin' })).token;
  });
  afterAll(() => t.destroy());

  it('counts a post and the About page whose text shows the image, and refuses to delete it until they let go', async () => {
    const item = await upload('Camera above a garage door');
    const other = await upload('Keypad at a gate');
    expect(item.variants.length).toBeGreaterThan(0);
    const variant = item.variants.at(-1)!;
    const post = await t.call('/api/blogs', {
      method: 'POST',
      json: {
        title: 'Where to put a garage camera',
        status: 'draft',
        body: `<p>Above the door:</p>${imageTag(variant.url, item.alt)}<p>Or beside it.</p>`,
      },
      token,
    });
    expect(post.status, post.text).toBe(201);
    expect(post.body.data.body).toContain(`src="${variant.url}"`);
    const about = await t.call('/api/settings/about', {
      method: 'PUT',
      json: { body: `<p>Our work:</p>${imageTag(item.url, item.alt)}` },
      token,
    });
    expect(about.status, about.text).toBe(200);

    const usages = await t.call(`/api/media/${item.id}/usages`, { token });
    expect(usages.body.data).toEqual([
      expect.objectContaining({
        module: 'blogs',
        recordId: post.body.data.id,
        field: 'body',
        fieldLabel: 'Body',
        adminPath: `/admin/blog/${post.body.data.id}/edit`,
      }),
      expect.objectContaining({ module: 'settings/about', recordId: null, field: 'body' }),
    ]);
    expect((await t.call(`/api/media/${other.id}/usages`, { token })).body.data).toEqual([]);
    const refused = await t.call(`/api/media/${item.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.usedBy).toHaveLength(2);

    await t.call(`/api/blogs/${post.body.data.id}`, {
      method: 'PATCH',
      json: { body: '<p>Gone.</p>' },
      token,
    });
    expect((await t.call(`/api/media/${item.id}`, { method: 'DELETE', token })).status).toBe(409);
    await t.call('/api/settings/about', { method: 'PUT', json: { body: '<p>Our work.</p>' }, token });
    expect((await t.call(`/api/media/${item.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.call(`/api/media/${other.id}`, { method: 'DELETE', token })).status).toBe(204);
  });
});
