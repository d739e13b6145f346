import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animatedGif,
  avif,
  createMediaTestContext,
  gif,
  HTML_PAGE,
  jpegFile,
  jpegWithGps,
  type MediaTestContext,
  png,
  SVG_WITH_SCRIPT,
  webp,
} from './support/media';
import { countRows, latestActivity } from './support/rows';
import type { Answer } from './support/test-app';
import { testEngine } from './support/test-database';

/** Uploads: sniffed, cleaned, resized, and hostile files refused. */

const STORED_NAME = /^\/media\/[0-9a-f]{32}\.(jpg|png|webp|gif|avif)$/;

describe(`media uploads on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createMediaTestContext();
    const admin = await t.createUser({ role: 'admin' });
    token = admin.token;
    adminId = admin.user.id;
  });
  afterAll(() => t.destroy());

  it('takes a camera JPEG upright, without EXIF or GPS, with WebP variants no wider than it', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('LeakyCam'))).toBe(true);
    expect(before.orientation).toBe(6);

    const answer = await t.upload(
      { bytes: original, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      { token, alt: '  Camera on a porch  ' },
    );
    expect(answer.status, answer.text).toBe(201);
    const item = answer.body.data;
    expect(item).toMatchObject({ id: expect.any(Number), alt: 'Camera on a porch', mimeType: 'image/jpeg' });
    expect(item.url).toMatch(STORED_NAME);
    // Stored sideways: turned upright, so portrait.
    expect([item.width, item.height]).toEqual([1200, 2000]);
    expect(item.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960]);

    const stored = await t.readStored(item.url);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    expect(stored.includes(Buffer.from('LeakyCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);

    for (const variant of item.variants) {
      expect(variant.url).toMatch(/^\/media\/[0-9a-f]{32}-w\d+\.webp$/);
      const bytes = await t.readStored(variant.url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 1200));
      expect(meta.exif).toBeUndefined();
    }
    expect(await latestActivity(t.database)).toMatchObject({
      userId: adminId,
      module: 'media',
      recordId: item.id,
      action: 'create',
    });
  });

  it.each([
    ['PNG', png, 'image/png', 'png', 600, [480]],
    ['WebP', webp, 'image/webp', 'webp', 1000, [480, 960]],
    ['GIF', gif, 'image/gif', 'gif', 300, []],
    ['AVIF', avif, 'image/avif', 'avif', 640, [480]],
  ] as const)(
    'accepts a %s and keeps it in its format',
    async (_label, make, type, format, width, variants) => {
      const answer = await t.upload({ bytes: await make(), name: `picture.${format}`, type }, { token });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.data).toMatchObject({ mimeType: type, width, alt: '' });
      expect(answer.body.data.url.endsWith(`.${format}`)).toBe(true);
      expect(answer.body.data.variants.map((variant: { width: number }) => variant.width)).toEqual(variants);
      const stored = await sharp(await t.readStored(answer.body.data.url)).metadata();
      // sharp names the AVIF container by its family, HEIF.
      expect(stored.format).toBe(format === 'avif' ? 'heif' : format);
    },
  );

  it('keeps the frames of an animated GIF, in the original and in its WebP variant', async () => {
    const answer = await t.upload(
      { bytes: await animatedGif(), name: 'blink.gif', type: 'image/gif' },
      { token },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.data).toMatchObject({ width: 700, height: 300 });
    const [variant] = answer.body.data.variants;
    expect(variant).toMatchObject({ width: 480, height: 206 });
    for (const url of [answer.body.data.url, variant.url]) {
      expect((await sharp(await t.readStored(url), { animated: true }).metadata()).pages).toBe(2);
    }
  });

  it('trusts the bytes, not the name or declared type: a PNG called .txt is a PNG', async () => {
    const answer = await t.upload({ bytes: await png(), name: 'notes.txt', type: 'text/plain' }, { token });
    expect(answer.status).toBe(201);
    expect(answer.body.data.mimeType).toBe('image/png');
  });

  describe('refused or neutralised, storing nothing', () => {
    const refuses = async (send: () => Promise<Answer>, status: number) => {
      const rows = await countRows(t.database, 'media');
      const files = await t.allFiles();
      const answer = await send();
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(
        Object.keys(answer.body as object).every((key) => ['success', 'message', 'errors'].includes(key)),
      ).toBe(true);
      expect(await countRows(t.database, 'media')).toBe(rows);
      expect(await t.allFiles()).toEqual(files);
      return answer;
    };

    it('an SVG with a script (415), whatever it is called', async () => {
      for (const [name, type] of [
        ['logo.svg', 'image/svg+xml'],
        ['logo.png', 'image/png'],
      ]) {
        await refuses(() => t.upload({ bytes: Buffer.from(SVG_WITH_SCRIPT), name, type }, { token }), 415);
      }
    });

    it('an HTML page renamed .jpg (415)', async () => {
      await refuses(
        () => t.upload({ bytes: Buffer.from(HTML_PAGE), name: 'holiday.jpg', type: 'image/jpeg' }, { token }),
        415,
      );
    });

    it('other files: a PDF, a TIFF, a truncated JPEG (415)', async () => {
      const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .tiff()
        .toBuffer();
      const jpeg = (await jpegFile()).bytes;
      for (const bytes of [Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), tiff, jpeg.subarray(0, 200)]) {
        await refuses(() => t.upload({ bytes, name: 'file.jpg', type: 'image/jpeg' }, { token }), 415);
      }
    });

    it('a 12 MB file (413)', async () => {
      const large = Buffer.alloc(12 * 1024 * 1024, 0);
      (await jpegFile()).bytes.forEach((byte, index) => {
        large[index] = byte;
      });
      const answer = await refuses(
        () => t.upload({ bytes: large, name: 'big.jpg', type: 'image/jpeg' }, { token }),
        413,
      );
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/10 MB/) });
    });

    it('a body that is not multipart (415) or has no file (400)', async () => {
      await refuses(() => t.call('/api/media', { method: 'POST', json: { alt: 'x' }, token }), 415);
      const missing = await refuses(() => t.upload(null, { token, alt: 'no file' }), 400);
      expect(missing.body.errors).toHaveProperty('file');
      const empty = await refuses(
        () => t.upload({ bytes: new Uint8Array(), name: 'a.png', type: 'image/png' }, { token }),
        400,
      );
      expect(empty.body.errors).toHaveProperty('file');
    });

    it('an alt text over 300 characters or an unknown field (400)', async () => {
      const file = await jpegFile();
      const long = await refuses(() => t.upload(file, { token, alt: 'a'.repeat(301) }), 400);
      expect(long.body.errors).toHaveProperty('alt');
      const unknown = await refuses(() => t.upload(file, { token, fields: { path: '/etc' } }), 400);
      expect(unknown.body.errors).toHaveProperty('path');
    });

    it('anonymous or with a bad token (401)', async () => {
      const file = await jpegFile();
      await refuses(() => t.upload(file), 401);
      await refuses(() => t.upload(file, { token: 'a.b.c' }), 401);
    });
  });

  it('never lets the file name reach the disk: ../../etc/passwd gets a random name inside uploads', async () => {
    const before = await t.allFiles();
    const answer = await t.upload(await jpegFile('../../etc/passwd'), { token });
    expect(answer.status).toBe(201);
    expect(answer.body.data.url).toMatch(STORED_NAME);
    // The name is kept only as text to search by, without its path.
    expect(answer.body.data.originalName).toBe('passwd');
    expect(answer.text).not.toContain('etc/');
    const added = (await t.allFiles()).filter((file) => !before.includes(file));
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) expect(file).toMatch(/^uploads\/[0-9a-f]{32}(-w\d+)?\.(jpg|webp)$/);
    const row = await t.database.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.storageKey).not.toContain('passwd');
    expect(JSON.stringify(row)).not.toContain('etc/');
  });

  it('gives every new file its own name, even files sent under the same name', async () => {
    const first = await t.upload(await jpegFile('camera.jpg'), { token });
    const second = await t.upload(await jpegFile('camera.jpg'), { token });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.url).not.toBe(second.body.data.url);
  });

  it('lets an editor upload too (staff)', async () => {
    const editor = await t.createUser({ role: 'editor' });
    expect((await t.upload(await jpegFile(), { token: editor.token })).status).toBe(201);
  });
});
