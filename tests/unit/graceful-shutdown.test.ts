import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDrain } from '../../scripts/graceful-shutdown.mjs';

/** The server's stop on SIGTERM, on a real HTTP server: in-flight answers finish, then the tasks run. */

function post(port: number) {
  let sendRest: () => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setHeader('content-length', '10');
    req.write('hello');
    sendRest = () => req.end('world');
  });
  return { answer, sendRest: () => sendRest() };
}

describe('graceful shutdown', () => {
  it('answers the request in flight, refuses new connections, then runs the tasks last-in first-out', async () => {
    const events: string[] = [];
    let stopped: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const server = createServer((req, res) => {
      drain.markResponse(res);
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => res.end(`got ${body}`));
    });
    const drain = createDrain(server, {
      tasks: [
        async () => {
          events.push('close database');
        },
        async () => {
          events.push('stop mail');
        },
      ],
      onStopped: () => {
        events.push('stopped');
        stopped();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const inFlight = post(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    drain.stop('SIGTERM');
    expect(drain.draining).toBe(true);
    await expect(post(port).answer).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);

    inFlight.sendRest();
    expect(await inFlight.answer).toEqual({ status: 200, body: 'got helloworld' });
    await done;
    expect(events).toEqual(['stop mail', 'close database', 'stopped']);
  });

  it('cuts what is still open after the time limit', async () => {
    let stopped: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const server = createServer(() => {
      // Never answers.
    });
    const drain = createDrain(server, { limitMs: 200, onStopped: () => stopped() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stuck = post(port);
    stuck.sendRest();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    drain.stop('SIGTERM');
    await done;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await expect(stuck.answer).rejects.toThrow();
  });
});
