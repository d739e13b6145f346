import { describe, expect, it } from 'vitest';
import { isEmptyErrorShell, withoutNextScripts } from '../../scripts/not-found-document.ts';
import { SERVER_ERROR_DOCUMENT, withServerErrorPage } from '../../scripts/server-error-document.ts';

const html = (body: string) => ({
  status: 404,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(body),
});

describe("the site's 404 document", () => {
  it("replaces only Next's empty 404 shell", () => {
    expect(
      isEmptyErrorShell(html('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')),
    ).toBe(true);
    expect(
      isEmptyErrorShell(html('<!DOCTYPE html><html lang="en"><body><h1>Not found</h1></body></html>')),
    ).toBe(false);
    expect(isEmptyErrorShell({ ...html('<html id="__next_error__">'), status: 500 })).toBe(false);
    expect(
      isEmptyErrorShell({
        ...html('<html id="__next_error__">'),
        headers: { 'content-type': 'application/json' },
      }),
    ).toBe(false);
  });

  it("drops Next's scripts and keeps structured data and analytics code", () => {
    const page = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script id="tag-manager">window.dataLayer=[]</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script src="/_next/static/chunks/c.js" noModule=""></script>',
    ].join('');
    expect(withoutNextScripts(page)).toBe(
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script><script id="tag-manager">window.dataLayer=[]</script>',
    );
  });
});

describe('the page of a failed render', () => {
  const failed = {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from('<!DOCTYPE html><html id="__next_error__"><body></body></html>'),
  };

  it("replaces Next's empty error shell with a whole page, status kept, never stored", () => {
    const page = withServerErrorPage(failed);
    expect(page.status).toBe(500);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.toString()).toBe(SERVER_ERROR_DOCUMENT);
    expect(SERVER_ERROR_DOCUMENT).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(SERVER_ERROR_DOCUMENT).toContain('<h1>This page didn’t load properly</h1>');
    expect(SERVER_ERROR_DOCUMENT).not.toContain('<script');
  });

  it('leaves every other answer alone', () => {
    expect(withServerErrorPage({ ...failed, status: 404 })).toEqual({ ...failed, status: 404 });
    const json = { ...failed, headers: { 'content-type': 'application/json' } };
    expect(withServerErrorPage(json)).toBe(json);
  });
});
