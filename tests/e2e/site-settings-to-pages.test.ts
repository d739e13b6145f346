import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let token: string;
beforeAll(async () => {
  token = await signIn(baseUrl);
});

/** A public page as a visitor's browser fetches it. */
const visit = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

describe('what staff change shows where visitors look', () => {
  const made: number[] = [];
  afterAll(async () => {
    for (const id of made) await send(baseUrl, token, 'DELETE', `/banners/${id}`, undefined, 204);
  });

  it('a banner shows on the pages of its placement, and only between its start and end', async () => {
    const stamp = Date.now().toString(36);
    const hour = 3600 * 1000;
    const banner = async (title: string, values: Record<string, unknown>) => {
      const { data } = await send<{ data: ApiRecord }>(
        baseUrl,
        token,
        'POST',
        '/banners',
        {
          title,
          ...values,
        },
        201,
      );
      made.push(data.id);
    };
    await banner(`Blog offer ${stamp}`, { placement: 'blog' });
    await banner(`Ended offer ${stamp}`, {
      placement: 'all',
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    await banner(`Coming offer ${stamp}`, {
      placement: 'all',
      startsAt: new Date(Date.now() + hour).toISOString(),
    });
    await banner(`Switched off ${stamp}`, { placement: 'all', active: false });

    const blog = await visit('/blog');
    expect(blog).toContain(`Blog offer ${stamp}`);
    expect(await visit('/services')).not.toContain(`Blog offer ${stamp}`);
    for (const page of [blog, await visit('/'), await visit('/contact')]) {
      expect(page).not.toContain(`Ended offer ${stamp}`);
      expect(page).not.toContain(`Coming offer ${stamp}`);
      expect(page).not.toContain(`Switched off ${stamp}`);
    }
  });

  it('the areas served edited in Home page settings show on /contact and /about at once', async () => {
    const { data: before } = await send<{ data: Record<string, unknown> }>(
      baseUrl,
      token,
      'GET',
      '/settings/homepage',
    );
    const { updatedAt: _updatedAt, ...values } = before;
    const city = `Altadena ${Date.now().toString(36)}`;
    await visit('/contact');
    await visit('/about');
    await send(baseUrl, token, 'PUT', '/settings/homepage', {
      ...values,
      areasServed: [...((values.areasServed as string[]) ?? []), city],
    });
    try {
      expect(await visit('/contact')).toContain(city);
      expect(await visit('/about')).toContain(city);
    } finally {
      await send(baseUrl, token, 'PUT', '/settings/homepage', values);
    }
    expect(await visit('/contact')).not.toContain(city);
  });
});
