import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { type RunningServer, signIn, startServer } from './support/server';

/** Every FAQ id stored on `server`, read page by page. */
async function storedFaqIds(server: RunningServer) {
  const token = await signIn(server.url);
  const stored = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${server.url}/api/faqs?pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { id: number }[]; total: number };
    for (const row of body.data) stored.add(row.id);
    if (page * 100 >= body.total) break;
  }
  return stored;
}

type WriteOutcome = { answer: number; id?: number } | { error: string };

/** Posts one FAQ over `agent` (its connections kept alive from one write to the next). */
function postFaq(server: RunningServer, agent: Agent, token: string, question: string) {
  const body = JSON.stringify({ question, answer: '<p>Answer</p>' });
  return new Promise<WriteOutcome>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/faqs',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const id =
            res.statusCode === 201 ? (JSON.parse(text) as { data: { id: number } }).data.id : undefined;
          resolve({ answer: res.statusCode ?? 0, id });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('durability', () => {
  it('next build leaves no data directory behind', () => {
    expect(
      inject('buildDataDir'),
      'the build served was not made by the browser tests: run them once without E2E_SKIP_BUILD',
    ).not.toBe('');
    expect(inject('buildLeftDataDir'), `${inject('buildDataDir')} was created by the build`).toBe(false);
    expect(existsSync(inject('buildDataDir'))).toBe(false);
  });

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-burst', async () => {
    const first = await startServer({ env: { SEED_DEMO: 'false' } });
    const token = await signIn(first.url);
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (worker: number) => {
      for (let index = 0; !killed; index++) {
        try {
          const response = await fetch(`${first.url}/api/faqs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ question: `Question ${worker}-${index}?`, answer: '<p>Answer</p>' }),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    first.process.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await first.stop();

    const second = await startServer({ dataDir: first.dataDir, env: { SEED_DEMO: 'false' } });
    try {
      const stored = await storedFaqIds(second);
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
    // Two server starts (each may take up to startServer's 60 s on a busy machine) and the burst.
  }, 180_000);

  it('answers or refuses every write over kept-alive connections when told to stop mid-burst', async () => {
    const server = await startServer({ env: { SEED_DEMO: 'false' } });
    const token = await signIn(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const total = 800;
    let attempted = 0;
    const acknowledged: number[] = [];
    const refused: string[] = [];
    const failed: string[] = [];
    let exited: Promise<number | null> | null = null;
    const writer = async (worker: number) => {
      while (attempted < total) {
        const outcome = await postFaq(server, agent, token, `Question ${worker}-${attempted++}?`);
        if ('error' in outcome) {
          // Refused at connect: the request never left the client. Anything else was sent and lost.
          (outcome.error === 'ECONNREFUSED' ? refused : failed).push(outcome.error);
        } else if (outcome.id !== undefined) acknowledged.push(outcome.id);
        else failed.push(`status ${outcome.answer}`);
        if (!exited && acknowledged.length >= total / 2) {
          exited = new Promise((resolve) => server.process.once('exit', (code) => resolve(code)));
          server.process.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, worker) => writer(worker)));
    agent.destroy();
    expect(await exited).toBe(0);

    const restarted = await startServer({ dataDir: server.dataDir, env: { SEED_DEMO: 'false' } });
    try {
      const stored = await storedFaqIds(restarted);
      const lost = acknowledged.filter((id) => !stored.has(id));
      console.log(
        `writes: ${attempted} attempted, ${acknowledged.length} answered 201, ${refused.length} refused before` +
          ` sending, ${failed.length} failed after sending, ${lost.length} acknowledged and lost`,
      );
      expect(failed).toEqual([]);
      expect(acknowledged.length + refused.length).toBe(total);
      expect(acknowledged.length).toBeGreaterThanOrEqual(total / 2);
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
    // Two server starts (each may take up to startServer's 60 s on a busy machine) and the burst.
  }, 180_000);
});
