import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importImage } from '@/server/media/library';
import { mediaFileResponse } from '@/server/media/serve';
import { createMediaTestContext, jpegWithGps, type MediaTestContext, png } from './support/media';
import { countRows } from './support/rows';
import { testEngine } from './support/test-database';

/** Files at `/media/<key>`: served with their type, cached for good, never run; keys checked first. */

const keyOf = (url: string) => url.replace(/^\/media\//, '').split('/');

describe(`serving media files on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  beforeAll(async () => {
    t = await createMediaTestContext();
    ({ token } = await t.createUser());
  });
  afterAll(() => t.destroy());

  it('serves an upload and each variant at its url, with the stored type and the safety headers', async () => {
    const uploaded = await t.upload(
      { bytes: await png(1000, 500), name: 'a.png', type: 'image/png' },
      { token },
    );
    const item = uploaded.body.data;
    for (const [url, type] of [
      [item.url, 'image/png'],
      ...item.variants.map((variant: { url: string }) => [variant.url, 'image/webp']),
    ]) {
      const response = await mediaFileResponse(t.storage, keyOf(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(await t.readStored(url))).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    }
    const head = await mediaFileResponse(t.storage, keyOf(item.url), 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for unknown keys and for anything that is not a key the library makes', async () => {
    for (const segments of [
      ['0123456789abcdef0123456789abcdef.jpg'],
      ['..', '..', 'etc', 'passwd'],
      ['..%2F..%2Fetc%2Fpasswd'],
      ['uploads', '0123456789abcdef0123456789abcdef.jpg'],
      ['0123456789ABCDEF0123456789ABCDEF.jpg'],
      ['0123456789abcdef0123456789abcdef.svg'],
      ['0123456789abcdef0123456789abcdef.jpg\u0000.png'],
      ['.0123456789abcdef0123456789abcdef.jpg.a1b2c3.tmp'],
    ]) {
      const response = await mediaFileResponse(t.storage, segments);
      expect(response.status, segments.join('/')).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses to read or write a key outside the library form at the storage level', async () => {
    await expect(t.storage.put('../escape.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
    await expect(t.storage.get('../../etc/passwd')).rejects.toThrow();
    await expect(t.storage.delete('/etc/hosts')).rejects.toThrow();
  });

  it('imports an image for the demo content through the same pipeline', async () => {
    const before = await countRows(t.database, 'media');
    const item = await importImage(t.database, t.storage, await jpegWithGps(), '  A demo photo  ');
    expect(item).toMatchObject({ alt: 'A demo photo', width: 1200, height: 2000, mimeType: 'image/jpeg' });
    expect(item.variants.map((variant) => variant.width)).toEqual([480, 960]);
    expect(await countRows(t.database, 'media')).toBe(before + 1);
    expect((await sharp(await t.readStored(item.url)).metadata()).exif).toBeUndefined();
    const listed = await t.call(`/api/media/${item.id}`, { token });
    expect(listed.body.data).toEqual(item);
    await expect(importImage(t.database, t.storage, Buffer.from('<svg/>'), 'x')).rejects.toMatchObject({
      status: 415,
    });
  });

  it('documents the media calls in the OpenAPI document', async () => {
    const doc = (await t.call('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/media', '/api/media/{id}']));
    expect(doc.paths['/api/media'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});
