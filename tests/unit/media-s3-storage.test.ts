import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStorage } from '@/server/media/s3-storage';
import type { MediaStorage } from '@/server/media/storage';

/**
 * The S3 storage through the real AWS SDK, against a small path-style S3 endpoint on loopback that
 * keeps objects in memory: proves the requests the SDK sends (bucket in the path, key, type) and how
 * a missing object is read.
 */

const objects = new Map<string, { body: Buffer; type: string }>();
const requests: string[] = [];
let server: Server;
let storage: MediaStorage;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** ListObjectsV2 answered two keys at a time, so the storage must follow the continuation token. */
const LIST_PAGE = 2;
function listPage(token: string | null) {
  const keys = [...objects.keys()].map((path) => path.replace('/site-media/', '')).sort();
  const start = token ? Number(token) : 0;
  const page = keys.slice(start, start + LIST_PAGE);
  const truncated = start + LIST_PAGE < keys.length;
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>site-media</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${LIST_PAGE}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${page.map((key) => `<Contents><Key>${key}</Key><Size>1</Size></Contents>`).join('')}${truncated ? `<NextContinuationToken>${start + LIST_PAGE}</NextContinuationToken>` : ''}</ListBucketResult>`;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(`${request.method} ${path}`);
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      response.writeHead(403).end();
      return;
    }
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    if (
      request.method === 'GET' &&
      path.replace(/\/$/, '') === '/site-media' &&
      query.get('list-type') === '2'
    ) {
      response
        .writeHead(200, { 'Content-Type': 'application/xml' })
        .end(listPage(query.get('continuation-token')));
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, { body: await readBody(request), type: request.headers['content-type'] ?? '' });
      response.writeHead(200, { ETag: '"1"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        response
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response
        .writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length })
        .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  storage = s3MediaStorage({
    bucket: 'site-media',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-west-2',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = '0123456789abcdef0123456789abcdef-w480.webp';

describe('S3-compatible media storage', () => {
  it('puts, reads back with its type, and deletes an object in the bucket', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    await storage.put(KEY, bytes, 'image/webp');
    expect(requests).toContain(`PUT /site-media/${KEY}`);
    expect(objects.get(`/site-media/${KEY}`)?.type).toBe('image/webp');

    const file = await storage.get(KEY);
    expect(file).toMatchObject({ contentType: 'image/webp', size: bytes.byteLength });
    expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(bytes);

    await storage.delete(KEY);
    expect(objects.has(`/site-media/${KEY}`)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
  });

  it('lists every stored key across pages, and nothing else in the bucket', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${letter.repeat(32)}.png`);
    for (const key of keys) await storage.put(key, new Uint8Array([1]), 'image/png');
    objects.set('/site-media/notes.txt', { body: Buffer.from('x'), type: 'text/plain' });
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
    expect(requests.filter((line) => line === 'GET /site-media/').length).toBe(3);
  });

  it('never sends a key that is not one the library makes', async () => {
    const before = requests.length;
    await expect(storage.get('../../etc/passwd')).rejects.toThrow();
    await expect(storage.put('a/b.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
    expect(requests.length).toBe(before);
  });
});
