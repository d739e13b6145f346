import { describe, expect, inject, it } from 'vitest';
import { send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');

const sitemap = async () => {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  expect(response.headers.get('set-cookie')).toBeNull();
  return response.text();
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the sitemap and robots.txt', () => {
  it('lists a published service with its lastmod, and drops it once unpublished', async () => {
    const token = await signIn(baseUrl);
    const title = `Sitemap Check ${Date.now().toString(36)}`;
    const { data: service } = await send(baseUrl, token, 'POST', '/services', {
      title,
      summary: 'A service made to check the sitemap.',
      published: true,
    });
    try {
      const entry = new RegExp(
        `<url>\\s*<loc>https?://[^<]+/services/${escapeRegExp(String(service.slug))}</loc>\\s*<lastmod>${escapeRegExp(
          new Date(String(service.updatedAt)).toISOString(),
        )}</lastmod>(?:\\s*<xhtml:link [^>]+/>){3}\\s*</url>`,
      );
      const listed = await sitemap();
      expect(listed).toMatch(entry);
      // And its Spanish page, each naming the other.
      expect(listed).toContain(`/es/services/${service.slug}</loc>`);
      expect(listed).toMatch(
        new RegExp(`hreflang="es" href="https?://[^"]+/es/services/${escapeRegExp(String(service.slug))}"`),
      );
      // Home, about, the list pages and the demo's own published content are there too.
      for (const path of ['/', '/about', '/services', '/blog', '/free-quote', '/contact'])
        expect(listed).toMatch(new RegExp(`<loc>https?://[^<]+${escapeRegExp(path)}</loc>`));

      await send(baseUrl, token, 'PATCH', `/services/${service.id}`, { published: false });
      const after = await sitemap();
      expect(after).not.toContain(`/services/${service.slug}<`);
      expect(after).toContain('/services</loc>');
    } finally {
      await send(baseUrl, token, 'DELETE', `/services/${service.id}`, undefined, 204);
    }
  });

  it('never lists a draft or a post due in the future', async () => {
    const token = await signIn(baseUrl);
    const stamp = Date.now().toString(36);
    const { data: draft } = await send(baseUrl, token, 'POST', '/blogs', {
      title: `Draft ${stamp}`,
      body: '<p>Not yet.</p>',
      status: 'draft',
    });
    const { data: future } = await send(baseUrl, token, 'POST', '/blogs', {
      title: `Future ${stamp}`,
      body: '<p>Soon.</p>',
      status: 'published',
      publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    try {
      const listed = await sitemap();
      expect(listed).not.toContain(`/blog/${draft.slug}<`);
      expect(listed).not.toContain(`/blog/${future.slug}<`);
    } finally {
      for (const post of [draft, future])
        await send(baseUrl, token, 'DELETE', `/blogs/${post.id}`, undefined, 204);
    }
  });

  it('robots.txt allows the site, disallows /admin, /auth and /api, and names the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/auth', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.find((line) => line.startsWith('Sitemap: '))).toMatch(
      /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/,
    );
  });
});
