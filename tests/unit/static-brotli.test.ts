import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressStatic, staticBrotli, takesBrotli } from '../../scripts/static-brotli.ts';

/** A build folder of two scripts and a style, served by the server's static layer on loopback. */

let distDir: string;
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
  rmSync(distDir, { recursive: true, force: true });
});

function makeBuild() {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  const files = {
    'chunks/app.js': `console.log(${JSON.stringify('cameras '.repeat(500))});`,
    'chunks/admin.js': 'export const admin = true;',
    'chunks/site.css': `body { color: #111; }\n`.repeat(50),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(distDir, 'static', name), text);
  return files;
}

async function serve() {
  const answer = staticBrotli(distDir);
  server = createServer(async (request, response) => {
    if (!(await answer(request, response))) response.writeHead(404).end('left to Next');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as AddressInfo;
  // The bytes on the wire (fetch would decode them).
  return (file: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const url = `http://127.0.0.1:${port}/_next/static/${file}`;
      httpGet(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
}

describe('scripts and styles of the build in brotli', () => {
  it("writes a brotli copy of every script and style, and the server sends the build's copy", async () => {
    const files = makeBuild();
    expect(await precompressStatic(distDir)).toMatchObject({ files: 3 });
    const copy = path.join(distDir, 'static', 'chunks', 'app.js.br');
    // Marked so it can be told from one the server would make itself.
    const marked = brotliCompressSync(`${files['chunks/app.js']}// the build's copy`);
    writeFileSync(copy, marked);
    const get = await serve();
    const sent = await get('chunks/app.js');
    expect(sent.status).toBe(200);
    expect(sent.body.equals(marked)).toBe(true);
    for (const name of ['chunks/admin.js', 'chunks/site.css'] as const) {
      const { body } = await get(name);
      expect(brotliDecompressSync(body).toString()).toBe(files[name]);
      expect(body.equals(await readFile(path.join(distDir, 'static', `${name}.br`)))).toBe(true);
    }
  });

  it('compresses a file itself when its copy is missing or older than the file', async () => {
    const files = makeBuild();
    await precompressStatic(distDir);
    rmSync(path.join(distDir, 'static', 'chunks', 'admin.js.br'));
    const script = path.join(distDir, 'static', 'chunks', 'app.js');
    writeFileSync(script, 'export const changed = true;');
    const later = new Date(Date.now() + 60_000);
    utimesSync(script, later, later);
    const get = await serve();
    expect(brotliDecompressSync((await get('chunks/admin.js')).body).toString()).toBe(
      files['chunks/admin.js'],
    );
    expect(brotliDecompressSync((await get('chunks/app.js')).body).toString()).toBe(
      'export const changed = true;',
    );
    // Only scripts and styles: anything missing is Next's; a copy has no address of its own.
    expect((await get('chunks/none.js')).status).toBe(404);
    const copy = await get('chunks/admin.js.br');
    expect(copy.status).toBe(404);
    expect(copy.body.length).toBe(0);
  });

  it('sends brotli only to a client that takes it, by name and weight', () => {
    expect(takesBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(takesBrotli('BR;q=0.5')).toBe(true);
    expect(takesBrotli('br;q=0')).toBe(false);
    expect(takesBrotli('gzip, br;q=0.0')).toBe(false);
    expect(takesBrotli('gzip')).toBe(false);
    expect(takesBrotli('brotli-ish, xbr')).toBe(false);
    expect(takesBrotli('')).toBe(false);
  });
});
