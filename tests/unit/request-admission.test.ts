import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { admitInArrivalOrder } from '../../scripts/request-admission.ts';

/** A real HTTP server whose handler records the order it started requests and answers on demand. */
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serveWithAdmission(options: { limit: number; holdMs?: number }) {
  const admit = admitInArrivalOrder(options);
  const started: string[] = [];
  const open = new Map<string, ServerResponse>();
  server = createServer((request, response) => {
    admit(request, response, () => {
      started.push(request.url ?? '');
      open.set(request.url ?? '', response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, agent: false });
    const answered = new Promise<number>((resolve, reject) => {
      sent.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.once('error', reject);
    });
    sent.end();
    return { sent, answered };
  };
  const answer = (path: string) => open.get(path)?.end('ok');
  return { started, get, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('starts at most `limit` requests at once, the others in the order they arrived', async () => {
  const { started, get, answer } = await serveWithAdmission({ limit: 2 });
  const requests = ['/a', '/b', '/c', '/d'].map((path) => get(path));
  // Wait for the first two however slow the machine, then a little longer: a third let through by
  // mistake would start at once, in the same turn as the second.
  await expect.poll(() => started.length).toBe(2);
  await settle();
  expect(started).toEqual(['/a', '/b']);
  answer('/b');
  await expect.poll(() => started).toEqual(['/a', '/b', '/c']);
  answer('/a');
  await expect.poll(() => started).toEqual(['/a', '/b', '/c', '/d']);
  answer('/c');
  answer('/d');
  expect(await Promise.all(requests.map((request) => request.answered))).toEqual([200, 200, 200, 200]);
});

it('skips a request whose client left while it waited', async () => {
  const { started, get, answer } = await serveWithAdmission({ limit: 1 });
  const first = get('/first');
  const gone = get('/gone');
  gone.answered.catch(() => {});
  const last = get('/last');
  await expect.poll(() => started).toEqual(['/first']);
  await settle();
  gone.sent.destroy();
  await settle();
  answer('/first');
  await expect.poll(() => started).toEqual(['/first', '/last']);
  answer('/last');
  expect([await first.answered, await last.answered]).toEqual([200, 200]);
});

it('lets the next request start once one has held its place for `holdMs`', async () => {
  // A hold of a second leaves a wide window to see the next request still waiting on a slow machine.
  const { started, get, answer } = await serveWithAdmission({ limit: 1, holdMs: 1000 });
  const slow = get('/slow');
  const next = get('/next');
  await expect.poll(() => started).toEqual(['/slow']);
  await settle();
  expect(started).toEqual(['/slow']);
  await expect.poll(() => started, { timeout: 3000 }).toEqual(['/slow', '/next']);
  answer('/slow');
  answer('/next');
  expect([await slow.answered, await next.answered]).toEqual([200, 200]);
});
