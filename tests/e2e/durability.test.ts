import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { signIn, startServer } from './support/server';

describe('durability', () => {
  it('next build leaves no data directory behind', () => {
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
      const secondToken = await signIn(second.url);
      const stored = new Set<number>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${second.url}/api/faqs?pageSize=100&page=${page}`, {
          headers: { authorization: `Bearer ${secondToken}` },
        });
        const body = (await response.json()) as { data: { id: number }[]; total: number };
        for (const row of body.data) stored.add(row.id);
        if (page * 100 >= body.total) break;
      }
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
