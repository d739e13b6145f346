import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestContext, jpegFile, type MediaTestContext, png } from './support/media';
import { countRows } from './support/rows';
import { testEngine } from './support/test-database';

/**
 * What the library keeps of an upload besides the picture (issue #10, item 13): the same file sent
 * twice is recognised, the file's name is searched, and an image needs its alt text before a
 * record shows it on a public page.
 */

describe(`media upload details on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  beforeAll(async () => {
    t = await createMediaTestContext();
    token = (await t.createUser({ role: 'admin' })).token;
  });
  afterAll(() => t.destroy());

  it('answers the same file uploaded again with the item it made before: same id, no second copy', async () => {
    const file = await jpegFile('front-porch.jpg');
    const first = await t.upload(file, { token, alt: 'Dome camera over the porch' });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ originalName: 'front-porch.jpg' });
    const rows = await countRows(t.database, 'media');
    const files = await t.storedFiles();

    const again = await t.upload({ ...file, name: 'copy of porch.jpg' }, { token, alt: 'Other words' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ data: first.body.data, existing: true });
    expect(await countRows(t.database, 'media')).toBe(rows);
    expect(await t.storedFiles()).toEqual(files);

    const other = await t.upload(await jpegFile('front-porch.jpg'), { token, alt: 'Another picture' });
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('keeps one item when the same file arrives twice at once', async () => {
    const file = { bytes: await png(900, 600), name: 'twice.png', type: 'image/png' };
    const rows = await countRows(t.database, 'media');
    const filesBefore = await t.storedFiles();
    const answers = await Promise.all([t.upload(file, { token }), t.upload(file, { token })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [one, two] = answers.map((answer) => answer.body.data);
    expect(one.id).toBe(two.id);
    expect(await countRows(t.database, 'media')).toBe(rows + 1);
    // Only the kept item's files remain: the other request's copies were removed again.
    const added = (await t.storedFiles()).filter((name) => !filesBefore.includes(name));
    const stem = (one.url as string).slice('/media/'.length, '/media/'.length + 32);
    expect(added).toHaveLength(1 + one.variants.length);
    expect(added.every((name) => name.startsWith(stem))).toBe(true);
  });

  it('searches the file name as well as the alt text, ignoring case', async () => {
    const gate = await t.upload(await jpegFile('Gate-Intercom_2024.JPG'), { token, alt: 'Entry at dusk' });
    const yard = await t.upload(await jpegFile('backyard.jpg'), { token, alt: 'Intercom panel' });
    expect(gate.status).toBe(201);
    const byName = await t.call('/api/media?q=gate-intercom', { token });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((item: { id: number }) => item.id)).toEqual([gate.body.data.id]);
    const both = await t.call('/api/media?q=INTERCOM', { token });
    expect(both.body.data.map((item: { id: number }) => item.id).sort()).toEqual(
      [gate.body.data.id, yard.body.data.id].sort(),
    );
    expect((await t.call('/api/media?q=_2024', { token })).body.total).toBe(1);
  });

  it('keeps a clean file name: the last path segment, without control characters, at most 255 long', async () => {
    const pathName = await t.upload(await jpegFile('C:\\Users\\ann\\Pictures\\lobby\u0007.jpg'), { token });
    expect(pathName.body.data.originalName).toBe('lobby.jpg');
    const long = await t.upload(await jpegFile(`${'n'.repeat(400)}.jpg`), { token });
    expect(long.status, long.text).toBe(201);
    expect(long.body.data.originalName).toHaveLength(255);
    expect(long.body.data.originalName.endsWith('.jpg')).toBe(true);
    const odd = await t.upload(await jpegFile('\ud800broken.jpg'), { token });
    expect(odd.status, odd.text).toBe(201);
    expect(odd.body.data.originalName).toMatch(/^\W?broken\.jpg$/);
    expect(odd.body.data.originalName).not.toMatch(/[\ud800-\udfff]/);
  });

  it('refuses a service image without alt text (400 naming the field) and takes it once described', async () => {
    const bare = await t.upload(await jpegFile('no-words.jpg'), { token });
    expect(bare.status).toBe(201);
    expect(bare.body.data.alt).toBe('');
    const services = await countRows(t.database, 'services');
    const refused = await t.call('/api/services', {
      method: 'POST',
      json: { title: 'Doorbell cameras', summary: 'Seen at the door.', imageId: bare.body.data.id },
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      message: expect.any(String),
      errors: { imageId: [expect.stringContaining('alt text')] },
    });
    expect(await countRows(t.database, 'services')).toBe(services);

    const described = await t.call(`/api/media/${bare.body.data.id}`, {
      method: 'PATCH',
      json: { alt: 'Doorbell camera beside a blue door' },
      token,
    });
    expect(described.status).toBe(200);
    const created = await t.call('/api/services', {
      method: 'POST',
      json: { title: 'Doorbell cameras', summary: 'Seen at the door.', imageId: bare.body.data.id },
      token,
    });
    expect(created.status, created.text).toBe(201);
  });

  it('refuses a gallery that holds an image without alt text, naming the list field', async () => {
    const described = await t.upload(await jpegFile('shown.jpg'), { token, alt: 'Cameras on a warehouse' });
    const blank = await t.upload(await jpegFile('blank.jpg'), { token, alt: '   ' });
    expect(blank.body.data.alt).toBe('');
    const refused = await t.call('/api/portfolios', {
      method: 'POST',
      json: { title: 'Warehouse in Vernon', imageIds: [described.body.data.id, blank.body.data.id] },
      token,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['imageIds']);
    expect(refused.body.errors.imageIds[0]).toContain(String(blank.body.data.id));

    const project = await t.call('/api/portfolios', {
      method: 'POST',
      json: { title: 'Warehouse in Vernon', imageIds: [described.body.data.id] },
      token,
    });
    expect(project.status, project.text).toBe(201);
    const patched = await t.call(`/api/portfolios/${project.body.data.id}`, {
      method: 'PATCH',
      json: { imageIds: [blank.body.data.id] },
      token,
    });
    expect(patched.status).toBe(400);
    expect((await t.call(`/api/portfolios/${project.body.data.id}`, { token })).body.data.imageIds).toEqual([
      described.body.data.id,
    ]);
  });
});
